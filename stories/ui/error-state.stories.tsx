import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '#src/components/error-state';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMessage: Story = {
  args: { message: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ServerMessage: Story = {
  args: { message: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Server error. Please try again later.'),
    ).toBeVisible();
  },
};

/** An error containing "|" is shown as a bullet list split on it. */
export const ListOfErrors: Story = {
  args: { message: 'Email: value is not a valid email address | Password: too short' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Email: value is not a valid email address',
      'Password: too short',
    ]);
  },
};
