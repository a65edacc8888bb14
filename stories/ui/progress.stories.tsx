import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from '#src/components/ui/progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Fortschritt', value: 1, max: 3, valueText: 'Schritt 1 von 3' },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A third of the way: named, with the step as its value text. */
export const Started: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Fortschritt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Schritt 1 von 3');
    await expect(parseFloat((bar.firstElementChild as HTMLElement).style.width)).toBeCloseTo(
      33.33,
      1,
    );
  },
};

export const Complete: Story = {
  args: { value: 3, valueText: 'Schritt 3 von 3' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Fortschritt' });
    await expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  },
};

/** Values outside the range are clamped. */
export const Clamped: Story = {
  args: { value: 7, valueText: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Fortschritt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
  },
};
