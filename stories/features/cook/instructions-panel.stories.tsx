import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '#src/api/errors';
import type { InstructionStep } from '#src/api/types';
import { setAnimationsPaused } from '#src/components/lottie-animation';
import { InstructionsPanel } from '#src/features/cook/components/instructions-panel';

const STEPS: InstructionStep[] = [
  {
    heading: 'Prep the vegetables',
    description: 'Finely chop the onion and rinse the spinach.',
    animation: 'chopping.json',
    timer: null,
  },
  {
    heading: 'Fry the aromatics',
    description: 'Soften the onion with the curry paste in a little oil until fragrant.',
    animation: 'frying.json',
    timer: 300,
  },
  {
    heading: 'Simmer the curry',
    description: 'Add coconut milk and chickpeas and simmer gently.',
    animation: 'simmering.json',
    timer: 600,
  },
  {
    heading: 'Serve',
    description: 'Stir in the spinach until wilted and serve with rice.',
    animation: 'plating.json',
    timer: null,
  },
];

const meta = {
  title: 'Features/Cook/InstructionsPanel',
  component: InstructionsPanel,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', steps: STEPS, error: null, retry: fn() },
    onMarkCooked: fn(async () => undefined),
  },
  beforeEach: () => {
    setAnimationsPaused(true);
    return () => setAnimationsPaused(false);
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstructionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The steps along the path: alternating indentation, circles, connectors, timers, Mark as cooked. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cooking Instructions' })).toBeVisible();
    await expect(
      canvas.getByText('Follow the steps along the path to complete your recipe.'),
    ).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    for (const [index, step] of STEPS.entries()) {
      await expect(
        within(items[index]!).getByRole('heading', { name: step.heading }),
      ).toBeVisible();
      await expect(within(items[index]!).getByText(step.description)).toBeVisible();
      await expect(within(items[index]!).queryAllByRole('timer')).toHaveLength(step.timer ? 1 : 0);
    }
    // Odd steps are indented, so their circles sit further right.
    const circleLeft = (item: HTMLElement) =>
      (item.querySelector('[data-animation]') as HTMLElement).getBoundingClientRect().left;
    await expect(circleLeft(items[1]!)).toBeGreaterThan(circleLeft(items[0]!) + 20);
    await expect(circleLeft(items[2]!)).toBeCloseTo(circleLeft(items[0]!), 0);
    const paths = canvasElement.querySelectorAll('[data-testid="step-connectors"] path');
    await expect(paths).toHaveLength(3);
    await expect(paths[0]).toHaveAttribute('stroke-dasharray', '8 8');
    await expect(paths[0]!.getAttribute('d')).toMatch(/^M [\d.]+ [\d.]+ C /);

    await userEvent.click(canvas.getByRole('button', { name: 'Mark as cooked' }));
    await expect(args.onMarkCooked).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('Marked as cooked. Enjoy your meal!')).toBeVisible();
  },
};

/**
 * "Step x of n" follows the cook: next/previous buttons and the arrow keys move the current step,
 * and each change is announced through a polite live region.
 */
export const StepNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    const previous = canvas.getByRole('button', { name: 'Previous step' });
    const next = canvas.getByRole('button', { name: 'Next step' });
    const live = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(live).toHaveTextContent('');
    // Wider screens keep the path: the cook mode is a phone thing.
    // (display: none, so found by its text: hidden elements have no accessible name)
    await expect(canvas.getByText('Start cook mode')).not.toBeVisible();

    await userEvent.click(next);
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(live).toHaveTextContent('Step 2 of 4: Fry the aromatics');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await expect(live).toHaveTextContent('Step 3 of 4: Simmer the curry');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();

    await userEvent.click(previous);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(live).toHaveTextContent('Step 2 of 4: Fry the aromatics');
  },
};

/**
 * Reduced motion (the system setting, emulated here through matchMedia): the step animations stand
 * still and moving to a step jumps there instead of scrolling smoothly.
 */
export const ReducedMotion: Story = {
  beforeEach: () => {
    setAnimationsPaused(false);
    const original = window.matchMedia;
    const originalScroll = Element.prototype.scrollIntoView;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const stub = {
        matches: query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
      return stub as unknown as MediaQueryList;
    };
    const calls: (ScrollIntoViewOptions | boolean | undefined)[] = [];
    Element.prototype.scrollIntoView = function (options) {
      calls.push(options);
    };
    (window as unknown as { __scrollCalls: typeof calls }).__scrollCalls = calls;
    return () => {
      window.matchMedia = original;
      Element.prototype.scrollIntoView = originalScroll;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const animations = [...canvasElement.querySelectorAll<HTMLElement>('[data-animation]')];
    await expect(animations).toHaveLength(4);
    await waitFor(() => expect(animations.every((a) => a.dataset.state !== 'playing')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    const calls = (window as unknown as { __scrollCalls: ScrollIntoViewOptions[] }).__scrollCalls;
    await expect(calls.at(-1)).toEqual({ block: 'center', behavior: 'auto' });
  },
};

/** The step circles scale with the window: 36 px radius at 375 px wide. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-animation]')!.parentElement as HTMLElement;
    await expect(Math.round(circle.getBoundingClientRect().width)).toBe(2 * 37);
  },
};

/**
 * Phones: "Start cook mode" opens a full-screen view of one step at a time with a big timer. The
 * step buttons and a swipe (left: next, right: back) move; Escape leaves it, back on the path at the
 * step reached. The picture shows step 2 with its 5-minute timer.
 */
export const CookModePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start cook mode' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Cook mode' });
    const view = within(dialog);
    const shown = () => dialog.querySelector('section[aria-current="step"]') as HTMLElement;
    await expect(
      within(shown()).getByRole('heading', { name: 'Prep the vegetables' }),
    ).toBeVisible();
    await expect(view.getByText('Step 1 of 4')).toBeVisible();
    await expect(
      view.getAllByRole('heading', { level: 3 }).filter((h) => h.checkVisibility()),
    ).toHaveLength(1);

    await userEvent.click(view.getByRole('button', { name: 'Next step' }));
    await expect(within(shown()).getByRole('heading', { name: 'Fry the aromatics' })).toBeVisible();
    await expect(view.getByText('Step 2 of 4')).toBeVisible();
    await expect(within(shown()).getByRole('timer')).toHaveTextContent('5:00');

    const steps = view.getByTestId('cook-mode-steps');
    const swipe = (fromX: number, toX: number) => {
      const at = (type: string, x: number) =>
        steps.dispatchEvent(
          new PointerEvent(type, { pointerId: 7, clientX: x, clientY: 400, bubbles: true }),
        );
      at('pointerdown', fromX);
      at('pointerup', toX);
    };
    swipe(300, 120);
    await expect(await view.findByText('Step 3 of 4')).toBeVisible();
    await expect(within(shown()).getByRole('heading', { name: 'Simmer the curry' })).toBeVisible();
    swipe(120, 300);
    await expect(await view.findByText('Step 2 of 4')).toBeVisible();
    // A short move is no swipe.
    swipe(200, 170);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(view.getByText('Step 2 of 4')).toBeVisible();
    const spoken = [...dialog.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent);
    await expect(spoken).toContain('Step 2 of 4: Fry the aromatics');
  },
};

/** Leaving the cook mode returns to the path with the step reached still current. */
export const CookModeExit: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['flow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start cook mode' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cook mode' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit cook mode' }));
    await waitFor(() => expect(document.querySelector('[data-testid="cook-mode"]')).toBeNull());
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading', steps: undefined, error: null, retry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Generating Instructions...' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Our AI chef is preparing detailed instructions for your recipe. This usually takes a few moments.',
      ),
    ).toBeVisible();
  },
};

/** Any failure but 404: the generic error box with a retry. */
export const Failed: Story = {
  args: {
    state: {
      status: 'error',
      steps: undefined,
      error: new ApiError(502, { detail: 'x' }),
      retry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Failed to load instructions. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** An animation name the app does not ship shows a static icon instead. */
export const UnknownAnimation: Story = {
  args: {
    state: {
      status: 'ready',
      steps: [{ ...STEPS[0]!, animation: 'juggling.json' as InstructionStep['animation'] }],
      error: null,
      retry: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-animation="juggling.json"]')).toHaveAttribute(
      'data-state',
      'icon',
    );
    await expect(
      canvasElement.querySelectorAll('[data-testid="step-connectors"] path'),
    ).toHaveLength(0);
  },
};
