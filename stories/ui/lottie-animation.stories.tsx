import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { animationValues } from '#src/api/types';
import { LottieAnimation } from '#src/components/lottie-animation';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'UI/LottieAnimation',
  component: LottieAnimation,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { file: 'chopping.json', paused: true, className: 'h-32 w-32' },
} satisfies Meta<typeof LottieAnimation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A step animation held still (stories keep Lottie paused for stable snapshots). */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-animation="chopping.json"]') as HTMLElement;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'paused'), LAZY);
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    await expect(box.querySelector('svg g')).not.toBeNull();
  },
};

/** Every shipped animation loads and draws (held still). */
export const AllAnimations: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-4 p-4">
      {animationValues.map((file) => (
        <li key={file} className="flex flex-col items-center gap-1 text-xs text-muted">
          <LottieAnimation file={file} paused className="h-24 w-24 rounded-full bg-brand-50" />
          {file}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const file of animationValues) {
      const box = canvasElement.querySelector(`[data-animation="${file}"]`) as HTMLElement;
      await waitFor(() => expect(box).toHaveAttribute('data-state', 'paused'), LAZY);
      await expect(box.querySelectorAll('svg path').length).toBeGreaterThan(0);
    }
  },
};

/** An unknown animation name shows a static icon instead of loading anything. */
export const UnknownFallback: Story = {
  args: { file: 'juggling.json' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-animation="juggling.json"]') as HTMLElement;
    await expect(box).toHaveAttribute('data-state', 'icon');
    await expect(box.querySelector('svg.lucide')).not.toBeNull();
  },
};
