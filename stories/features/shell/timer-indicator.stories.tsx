import type { Meta, StoryObj } from '@storybook/react-vite';
import { preferencesLoaded } from '#stories/support/settings';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECIPE_IDS } from '#mocks/scenarios';
import { TimerIndicator } from '#src/features/cook/components/timer-indicator';
import {
  ACTIVE_TIMERS_KEY,
  refreshActiveTimers,
  type ActiveTimerMeta,
} from '#src/features/cook/hooks/timer-store';
import { timerStorageKey, type TimerState } from '#src/features/cook/model/timer';
import { freezeClock, resetClock } from '#src/lib/clock';

const START = Date.UTC(2025, 9, 17, 18, 0, 0);
const LAZY = { timeout: 10000 };

const BRAISE: ActiveTimerMeta = {
  recipeId: RECIPE_IDS.bourguignon,
  stepIndex: 3,
  recipeTitle: 'Beef Bourguignon',
  heading: 'Braise in the oven',
  durationMs: 10_800_000,
};
const SIMMER: ActiveTimerMeta = {
  recipeId: RECIPE_IDS.chili,
  stepIndex: 3,
  recipeTitle: 'Chili con Carne',
  heading: 'Simmer',
  durationMs: 2_700_000,
};
const BEANS: ActiveTimerMeta = {
  recipeId: RECIPE_IDS.chili,
  stepIndex: 4,
  recipeTitle: 'Chili con Carne',
  heading: 'Add the beans',
  durationMs: 900_000,
};

const running = (meta: ActiveTimerMeta, leftMs: number): TimerState => ({
  durationMs: meta.durationMs,
  remainingMs: leftMs,
  deadline: START + leftMs,
  expired: false,
});
const ended = (meta: ActiveTimerMeta): TimerState => ({
  durationMs: meta.durationMs,
  remainingMs: 0,
  deadline: null,
  expired: true,
});

/** What cook mode leaves in local storage when timers were started and the cook moved on. */
function seed(timers: [ActiveTimerMeta, TimerState][]) {
  freezeClock(START);
  localStorage.setItem(ACTIVE_TIMERS_KEY, JSON.stringify(timers.map(([meta]) => meta)));
  for (const [meta, state] of timers)
    localStorage.setItem(timerStorageKey(meta.recipeId, meta.stepIndex), JSON.stringify(state));
  refreshActiveTimers();
  return () => {
    localStorage.removeItem(ACTIVE_TIMERS_KEY);
    for (const [meta] of timers)
      localStorage.removeItem(timerStorageKey(meta.recipeId, meta.stepIndex));
    refreshActiveTimers();
    resetClock();
  };
}

/**
 * The app shell's indicator of timers started in cook mode, on the Settings page (it shows on
 * every /app page; a light page keeps the pictures quick). Time stands still, so the countdowns
 * read the same in every picture.
 */
const meta = {
  title: 'Features/Shell/TimerIndicator',
  component: TimerIndicator,
  tags: ['autodocs'],
  // Docs page: dialogs and routed screens render each story in its own frame, not over the page.
  parameters: { route: '/app/settings', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof TimerIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = async (canvasElement: HTMLElement) => {
  await preferencesLoaded(canvasElement);
  return within(canvasElement).findByRole('region', { name: 'Running timers' }, LAZY);
};

/** One timer running: step and recipe, the time left, a link back to the step. */
export const One: Story = {
  beforeEach: () => seed([[BRAISE, running(BRAISE, 4_935_000)]]),
  play: async ({ canvasElement }) => {
    const region = await regionOf(canvasElement);
    const link = within(region).getByRole('link', {
      name: 'Back to step 4: Braise in the oven · Beef Bourguignon 1:22:15',
    });
    await expect(link).toHaveAttribute('href', '/app/recipe/2?step=4');
    await expect(within(region).getByRole('timer')).toHaveTextContent('1:22:15');
    await expect(
      within(region).getByRole('button', { name: 'Dismiss timer: Braise in the oven' }),
    ).toBeVisible();
  },
};

/** Several timers, in the order they were started. */
export const Several: Story = {
  beforeEach: () =>
    seed([
      [BRAISE, running(BRAISE, 4_935_000)],
      [SIMMER, running(SIMMER, 1_510_000)],
      [BEANS, running(BEANS, 45_000)],
    ]),
  play: async ({ canvasElement }) => {
    const region = await regionOf(canvasElement);
    const timers = within(region).getAllByRole('timer');
    await expect(timers.map((timer) => timer.textContent)).toEqual(['1:22:15', '25:10', '0:45']);
    await expect(within(region).getAllByRole('link')).toHaveLength(3);
  },
};

/** A timer that ended while the cook was elsewhere: flagged until dismissed or opened. */
export const Finished: Story = {
  beforeEach: () =>
    seed([
      [BEANS, ended(BEANS)],
      [BRAISE, running(BRAISE, 4_935_000)],
    ]),
  play: async ({ canvasElement }) => {
    const region = await regionOf(canvasElement);
    const [first] = within(region).getAllByRole('listitem');
    await expect(first).toHaveAttribute('data-timer-state', 'expired');
    await expect(within(first!).getByRole('timer')).toHaveTextContent("Time's up!");
    await expect(
      within(first!).getByRole('link', {
        name: "Back to step 5: Add the beans · Chili con Carne Time's up!",
      }),
    ).toHaveAttribute('href', '/app/recipe/4?step=5');
  },
};

/** Dismissing stops and forgets a timer; the last one takes the indicator with it. */
export const Dismissed: Story = {
  beforeEach: () =>
    seed([
      [BEANS, ended(BEANS)],
      [BRAISE, running(BRAISE, 4_935_000)],
    ]),
  play: async ({ canvasElement }) => {
    const region = await regionOf(canvasElement);
    await userEvent.click(
      within(region).getByRole('button', { name: 'Dismiss timer: Add the beans' }),
    );
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    await expect(localStorage.getItem(timerStorageKey(BEANS.recipeId, BEANS.stepIndex))).toBeNull();
    await expect(within(region).getByRole('timer')).toHaveTextContent('1:22:15');
  },
};

/** Phone: compact pills beside the rail; the page keeps room at its end, so nothing is hidden. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () =>
    seed([
      [BEANS, ended(BEANS)],
      [BRAISE, running(BRAISE, 4_935_000)],
    ]),
  play: async ({ canvasElement }) => {
    const region = await regionOf(canvasElement);
    const box = region.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    // Right of the 64 px rail, inside the screen, two 44 px pills.
    await expect(box.left).toBeGreaterThanOrEqual(64);
    await expect(box.right).toBeLessThanOrEqual(view.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(view.clientHeight);
    for (const pill of within(region).getAllByRole('listitem'))
      await expect(pill.getBoundingClientRect().height).toBe(44);
  },
};
