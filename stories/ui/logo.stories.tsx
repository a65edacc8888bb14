import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '#src/components/ui/logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sous')).toBeVisible();
  },
};

/** Icon only (collapsed sidebar); the name stays for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sous')).toHaveClass('sr-only');
  },
};

export const Light: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div className="bg-stone-900 p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sous').parentElement).toHaveClass('text-white');
  },
};
