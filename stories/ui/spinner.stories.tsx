import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenLoading, Spinner } from '#src/components/ui/spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithLabel: Story = {
  args: { label: 'Generating Instructions...', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Generating Instructions...')).toBeVisible();
  },
};

/** The full-screen spinner the login guard shows while the session check runs. */
export const FullScreen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullScreenLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
