import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '#src/api/errors';
import type { InstructionStep } from '#src/api/types';
import { setAnimationsPaused } from '#src/components/lottie-animation';
import { InstructionsPanel } from '#src/features/cook/components/instructions-panel';
import { IngredientList } from '#src/features/recipes/components/ingredient-list';
import { advanceClock, freezeClock, resetClock } from '#src/lib/clock';

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

const INGREDIENTS = [
  { quantity: 800, unit: 'g', name: 'cooked chickpeas, drained' },
  { quantity: 400, unit: 'ml', name: 'coconut milk' },
  { quantity: 125, unit: 'g', name: 'baby spinach' },
  { quantity: 1, unit: '', name: 'onion, finely chopped' },
  { quantity: 0.2, unit: 'tsp', name: 'salt' },
  { quantity: null, unit: '', name: 'fresh coriander, to garnish' },
];

/** What the recipe screen hands to cook mode: the list at 2 of the recipe's 4 servings, kitchen amounts. */
const INGREDIENT_SHEET = (
  <>
    <p className="mb-2 text-sm text-muted">2 servings · Metric</p>
    <IngredientList ingredients={INGREDIENTS} baseServings={4} servings={2} amountStyle="kitchen" />
  </>
);

const START = Date.UTC(2025, 9, 17, 18, 0, 0);
const LAZY = { timeout: 10000 };
/** Time stands still unless the story moves it, so the countdowns in the pictures hold. */
const frozenTime = () => {
  freezeClock(START);
  return () => resetClock();
};

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

/** The cook mode dialog and the step shown in it. */
async function openCookMode(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start cook mode' }));
  const dialog = await within(document.body).findByRole('dialog', { name: 'Cook mode' });
  const shown = () => dialog.querySelector('section[aria-current="step"]') as HTMLElement;
  return { dialog, view: within(dialog), shown };
}

/**
 * Phones: a timer started on step 2 keeps going while the cook reads step 3, in a strip under the
 * header: its step, its countdown, pause and resume in place, and a jump back to its step. The
 * picture shows step 3 with step 2's timer at 3:55.
 */
export const CookModeOtherTimers: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: frozenTime,
  play: async ({ canvasElement }) => {
    const { dialog, view, shown } = await openCookMode(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Next step' }));
    await userEvent.click(
      within(shown()).getByRole('button', { name: 'Start timer: Fry the aromatics' }),
    );
    // On its own step the timer is the big one; the strip is for the other steps.
    await expect(view.queryByRole('region', { name: 'Other timers' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Next step' }));
    await expect(within(shown()).getByRole('heading', { name: 'Simmer the curry' })).toBeVisible();

    const strip = await view.findByRole('region', { name: 'Other timers' });
    const inStrip = within(strip);
    await expect(inStrip.getAllByRole('listitem')).toHaveLength(1);
    await expect(inStrip.getByRole('timer')).toHaveTextContent('5:00');
    advanceClock(30_000);
    await waitFor(() => expect(inStrip.getByRole('timer')).toHaveTextContent('4:30'));
    // The strip sits above the step's heading, never over the step's text.
    await expect(strip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(shown()).getByRole('heading').getBoundingClientRect().top,
    );

    await userEvent.click(inStrip.getByRole('button', { name: 'Pause timer: Fry the aromatics' }));
    advanceClock(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(inStrip.getByRole('timer')).toHaveTextContent('4:30');
    await expect(strip.querySelector('li')).toHaveAttribute('data-timer-state', 'paused');
    await userEvent.click(inStrip.getByRole('button', { name: 'Resume timer: Fry the aromatics' }));
    advanceClock(35_000);
    await waitFor(() => expect(inStrip.getByRole('timer')).toHaveTextContent('3:55'));

    // The jump: step 2 is current again and the strip has nothing else to show.
    await userEvent.click(inStrip.getByRole('button', { name: 'Go to step 2: Fry the aromatics' }));
    await expect(view.getByText('Step 2 of 4')).toBeVisible();
    await expect(within(shown()).getByRole('timer')).toHaveTextContent('3:55');
    await expect(view.queryByRole('region', { name: 'Other timers' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Next step' }));
    await expect(await view.findByRole('region', { name: 'Other timers' })).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** The same strip in German, reached with the keyboard right after the header's buttons. */
export const CookModeOtherTimersGermanPhone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'de' },
  beforeEach: frozenTime,
  play: async ({ canvasElement }) => {
    // The German texts come with a remount once the locale has loaded: wait for them first.
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Kochmodus starten' }, LAZY),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Kochmodus' });
    const view = within(dialog);
    await userEvent.click(view.getByRole('button', { name: 'Nächster Schritt' }));
    await userEvent.click(view.getByRole('button', { name: 'Timer-Start: Fry the aromatics' }));
    await userEvent.click(view.getByRole('button', { name: 'Nächster Schritt' }));
    const strip = await view.findByRole('region', { name: 'Weitere Timer' });
    view.getByRole('button', { name: 'Kochmodus beenden' }).focus();
    await userEvent.tab();
    await expect(
      within(strip).getByRole('button', { name: 'Zu Schritt 2: Fry the aromatics' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(strip).getByRole('button', { name: 'Timer-Pause: Fry the aromatics' }),
    ).toHaveFocus();
    await expect(within(strip).getByRole('timer')).toHaveTextContent('5:00');
    // The picture without a focus ring on the strip.
    (document.activeElement as HTMLElement).blur();
  },
};

/** Twelve steps (the wizard's longest recipes), for the longest "Schritt 12 von 12". */
const TWELVE_STEPS: InstructionStep[] = Array.from({ length: 12 }, (_, i) => ({
  ...STEPS[i % STEPS.length]!,
  heading: `${STEPS[i % STEPS.length]!.heading} ${Math.floor(i / STEPS.length) + 1}`,
}));

/**
 * The phone's step bar keeps one row at 375 px with the longest German count ("Schritt 12 von
 * 12"): previous, next, read aloud and hands-free side by side, each at least 44 px; only the count
 * may break onto a second line. The picture shows the last step.
 */
export const CookModeStepBarGermanPhone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'de' },
  args: { state: { status: 'ready', steps: TWELVE_STEPS, error: null, retry: fn() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Kochmodus starten' }, LAZY),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Kochmodus' });
    const view = within(dialog);
    for (let i = 0; i < 11; i++)
      await userEvent.click(view.getByRole('button', { name: 'Nächster Schritt' }));
    await expect(view.getByText('Schritt 12 von 12')).toBeVisible();
    const boxes = ['Vorheriger Schritt', 'Nächster Schritt', 'Schritt vorlesen', 'Freihändig'].map(
      (name) => view.getByRole('button', { name }).getBoundingClientRect(),
    );
    for (const box of boxes) {
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      // One row: the same top for every button.
      await expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThan(1);
    }
    (document.activeElement as HTMLElement).blur();
  },
};

/**
 * The Ingredients button opens the ingredient list (as the recipe screen hands it over: its
 * servings, units and amount style) in a sheet over the step; Escape closes it and gives the focus
 * back to the button, and the arrow keys inside it do not turn the step. The picture is the sheet.
 */
export const CookModeIngredients: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['dialog-picture'],
  args: { ingredients: INGREDIENT_SHEET },
  play: async ({ canvasElement }) => {
    const { view } = await openCookMode(canvasElement);
    const open = view.getByRole('button', { name: 'Ingredients' });
    await userEvent.click(open);
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Ingredients' });
    const list = within(sheet);
    await expect(list.getByText('2 servings · Metric')).toBeVisible();
    const amounts = [...sheet.querySelectorAll('[data-testid="ingredient-amount"]')].map(
      (el) => el.textContent,
    );
    await expect(amounts).toEqual(['400', '200', '65', '1/2', '1/8']);
    await expect(list.getByRole('button', { name: 'Close ingredients' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Ingredients' })).toBeNull());
    await expect(open).toHaveFocus();
    await expect(view.getByText('Step 1 of 4')).toBeVisible();

    await userEvent.click(open);
    await body.findByRole('dialog', { name: 'Ingredients' });
  },
};

/** Without an ingredient list (no recipe around it) cook mode has no Ingredients button. */
export const CookModeWithoutIngredients: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['flow'],
  play: async ({ canvasElement }) => {
    const { view } = await openCookMode(canvasElement);
    await expect(view.queryByRole('button', { name: 'Ingredients' })).toBeNull();
  },
};

/**
 * Desktop: the step bar follows the path and sticks to the bottom of the scrolling panel, so
 * Previous/Next stay in view; a running timer of another step shows in it. The picture shows the
 * panel scrolled to the middle with step 2's timer running.
 */
export const StickyStepBar: Story = {
  beforeEach: frozenTime,
  decorators: [
    (Story) => (
      <div className="h-[560px] overflow-y-auto" data-testid="panel">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('panel');
    const next = canvas.getByRole('button', { name: 'Next step' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start timer: Fry the aromatics' }));
    advanceClock(65_000);
    const strip = await canvas.findByRole('region', { name: 'Other timers' });
    await waitFor(() => expect(within(strip).getByRole('timer')).toHaveTextContent('3:55'));
    for (const top of [0, 250, 500]) {
      panel.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = next.getBoundingClientRect();
      const view = panel.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(view.top);
      await expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    }
    panel.scrollTop = 250;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  },
};
