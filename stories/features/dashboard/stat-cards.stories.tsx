import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatCards } from '#src/features/dashboard/components/stat-cards';
import { presets, text } from '#stories/support/controls';

const meta = {
  title: 'Features/Dashboard/StatCards',
  component: StatCards,
  tags: ['autodocs'],
  argTypes: {
    stats: presets({
      'A regular cook': {
        recipes_saved: 14,
        cooked_this_week: 3,
        average_cook_time_minutes: 72.4,
        streak_days: 1,
      },
      'A new cook': {
        recipes_saved: 0,
        cooked_this_week: 0,
        average_cook_time_minutes: null,
        streak_days: 0,
      },
    }),
    error: text,
  },
  parameters: { layout: 'padded' },
  args: {
    stats: {
      recipes_saved: 14,
      cooked_this_week: 3,
      average_cook_time_minutes: 72.4,
      streak_days: 1,
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof StatCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (label: string) => canvas.getByText(label).closest('li');
    await expect(value('Recipes Saved')).toHaveTextContent('14');
    await expect(value('Cooked This Week')).toHaveTextContent('3');
    await expect(value('Avg. Cook Time')).toHaveTextContent('1h 12min');
    await expect(value('Day Streak')).toHaveTextContent('1 day');
  },
};

export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    stats: {
      recipes_saved: 0,
      cooked_this_week: 0,
      average_cook_time_minutes: null,
      streak_days: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('0 days')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Server error. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
