import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickActions } from '#src/features/dashboard/components/quick-actions';

const meta = {
  title: 'Features/Dashboard/QuickActions',
  component: QuickActions,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Generate Recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
    await expect(canvas.getByRole('link', { name: 'Find New Recipes' })).toHaveAttribute(
      'href',
      '/app/recipes',
    );
    await expect(canvas.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
  },
};
