import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type PlanRow, db, seedDb } from '#mocks/db';
import { buildMembership } from '#mocks/factories';
import { failing, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK, RECIPE_IDS } from '#mocks/scenarios';
import { freezeClock, resetClock } from '#src/lib/clock';
import PlanScreen from '#src/screens/plan/plan-screen';

const LAZY = { timeout: 10000 };

/** Wednesday 2 December 2026, 10:00 UTC: the week of every picture. */
const NOW = Date.UTC(2026, 11, 2, 10, 0, 0);

let nextId = 100;
const entry = (
  date: string,
  slot: PlanRow['slot'],
  what: { recipe: number; servings: number } | { note: string },
  cooked = false,
): PlanRow => ({
  id: nextId++,
  user_id: 1,
  date,
  slot,
  position: 0,
  recipe_id: 'recipe' in what ? what.recipe : null,
  servings: 'recipe' in what ? what.servings : null,
  note: 'note' in what ? what.note : null,
  cooked_at: cooked ? '2026-11-30T19:00:00Z' : null,
});

/** A cook's busy week (Sunday 29 November to Saturday 5 December, and Monday 7 for the German week). */
function fullWeek(): PlanRow[] {
  const rows = [
    entry('2026-11-29', 'dinner', { recipe: RECIPE_IDS.bourguignon, servings: 4 }, true),
    entry('2026-11-30', 'breakfast', { recipe: RECIPE_IDS.pancakes, servings: 2 }, true),
    entry('2026-11-30', 'dinner', { recipe: RECIPE_IDS.curry, servings: 4 }, true),
    entry('2026-12-01', 'lunch', { note: 'leftovers' }),
    entry('2026-12-01', 'dinner', { recipe: RECIPE_IDS.salmon, servings: 2 }),
    entry('2026-12-02', 'dinner', { recipe: RECIPE_IDS.risotto, servings: 2 }),
    entry('2026-12-02', 'snack', { recipe: RECIPE_IDS.lemonCake, servings: 8 }),
    entry('2026-12-03', 'dinner', { note: 'eating out' }),
    entry('2026-12-04', 'lunch', { recipe: RECIPE_IDS.quinoaSalad, servings: 2 }),
    entry('2026-12-04', 'dinner', { recipe: RECIPE_IDS.paella, servings: 6 }),
    entry('2026-12-05', 'breakfast', { recipe: RECIPE_IDS.shakshuka, servings: 2 }),
    entry('2026-12-06', 'dinner', { recipe: RECIPE_IDS.chili, servings: 4 }),
  ];
  rows.push({ ...entry('2026-12-01', 'dinner', { note: 'salad on the side' }), position: 1 });
  return rows;
}

function seedPlan(rows: PlanRow[]) {
  db.plan.clear();
  for (const row of rows) db.plan.set(row.id, row);
}

const meta = {
  title: 'Screens/Plan',
  component: PlanScreen,
  parameters: { route: '/app/plan' },
  beforeEach() {
    freezeClock(NOW);
    seedPlan(fullWeek());
    return () => resetClock();
  },
} satisfies Meta<typeof PlanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Meal plan' }, LAZY);
  await canvas.findByRole('region', { name: 'Sunday, November 29' }, LAZY);
  await householdShown(canvas);
  return canvas;
};

/** The household's button loads with the page in a chunk of its own: every picture waits for it. */
const householdShown = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: /^(Household|Haushalt)/ }, LAZY);

/** A full week in English (en-US: Sunday first), today (Wednesday) marked, cooked entries badged. */
export const FullWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const days = canvas.getAllByRole('region');
    await expect(days.map((d) => d.getAttribute('data-day'))).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    const today = canvas.getByRole('region', { name: 'Wednesday, December 2' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByText('Today')).toBeVisible();
    const tuesdayDinner = canvas.getByRole('group', { name: 'Dinner, Tuesday, December 1' });
    await expect(within(tuesdayDinner).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(tuesdayDinner).getByText('2 servings')).toBeVisible();
    await expect(within(tuesdayDinner).getByText('salad on the side')).toBeVisible();
    await expect(canvas.getAllByText('Cooked')).toHaveLength(3);
    await expect(canvas.queryByText('Nothing planned this week')).toBeNull();
  },
};

/** No entries this week: "Nothing planned this week" above the empty week, every meal with its "+". */
export const EmptyWeek: Story = {
  beforeEach() {
    seedPlan([]);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('Nothing planned this week')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Add to .+ on / })).toHaveLength(28);
  },
};

/** German on a phone: Monday first, the days stacked. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await canvas.findByRole('heading', { level: 1, name: 'Essensplan' }, LAZY);
    const monday = await canvas.findByRole('region', { name: 'Montag, 30. November' }, LAZY);
    await expect(canvas.getAllByRole('region')[0]).toBe(monday);
    await expect(canvas.getAllByRole('region')[6]).toHaveAttribute('data-day', '2026-12-06');
    await expect(canvas.getByText('Heute')).toBeVisible();
    await expect(canvas.getAllByText('Gekocht')).toHaveLength(2);
  },
};

/** The "+" of Thursday's lunch opens "Add to plan" with Thursday and lunch chosen and the library listed. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add to Lunch on Thursday, December 3' }),
    );
    const dialog = within(canvasElement.ownerDocument.body);
    await dialog.findByRole('dialog', { name: 'Add to plan' }, LAZY);
    const results = await dialog.findByRole('list', { name: 'Search your recipes' }, LAZY);
    await expect(await within(results).findAllByRole('button', {}, LAZY)).toHaveLength(8);
    await expect(dialog.getByLabelText('Day')).toHaveValue('2026-12-03');
    await expect(dialog.getByLabelText('Meal')).toHaveValue('lunch');
  },
};

/** An entry's menu, then "Move to…": a day of the week and a meal, both native selects. */
export const MoveMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for eating out' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Move to…' }, LAZY));
    await body.findByRole('dialog', { name: 'Move to…' }, LAZY);
    await expect(body.getByLabelText('Day')).toHaveValue('2026-12-03');
    await expect(body.getByLabelText('Meal')).toHaveValue('dinner');
  },
};

/** The plan cannot be loaded: the message and "Try again". */
export const Error: Story = {
  parameters: { msw: { handlers: [failing('getPlan', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(await canvas.findByText('The plan could not be loaded.', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Waiting for the plan. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getPlan')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await expect(await canvas.findByText('Loading the plan', {}, LAZY)).toBeVisible();
  },
};

const openCalendar = async (canvasElement: HTMLElement) => {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Your plan in your calendar' }, LAZY);
  return within(dialog);
};

/** "Add to calendar" while the plan has no feed: what the private address is, and "Create calendar address". */
export const CalendarFeedOff: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(
      await dialog.findByText(/Anyone with the address can see your plan/, {}, LAZY),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create calendar address' })).toBeEnabled();
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** Created: the address to copy, "Open in calendar app" (webcal://) and "Turn off". */
export const CalendarFeedOn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Create calendar address' }, LAZY),
    );
    const address = await dialog.findByRole('textbox', { name: 'Calendar address' }, LAZY);
    await expect((address as HTMLInputElement).value).toMatch(
      /^https:\/\/sous\.example\/api\/calendar-feed\/[\w-]{22}\.ics$/,
    );
    await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      (address as HTMLInputElement).value.replace('https://', 'webcal://'),
    );
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Turned off: the old address stops working, and the dialog offers a new one. */
export const CalendarFeedTurnedOff: Story = {
  beforeEach() {
    db.calendarFeeds.set(1, 'Vb7yXq2LmT0sRk4eN9pWcA');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(
      await dialog.findByRole('textbox', { name: 'Calendar address' }, LAZY),
    ).toHaveValue('https://sous.example/api/calendar-feed/Vb7yXq2LmT0sRk4eN9pWcA.ics');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(
      await dialog.findByText(
        'Calendar address turned off. The old address no longer works.',
        {},
        LAZY,
      ),
    ).toHaveAttribute('role', 'status');
    await expect(dialog.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
    await expect(db.calendarFeeds.has(1)).toBe(false);
  },
};

/** German on a phone, the feed on. */
export const CalendarFeedGermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  beforeEach() {
    db.calendarFeeds.set(1, 'Vb7yXq2LmT0sRk4eN9pWcA');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await householdShown(canvas);
    await canvas.findByRole('heading', { level: 1, name: 'Essensplan' }, LAZY);
    await userEvent.click(await canvas.findByRole('button', { name: 'Im Kalender zeigen' }, LAZY));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Dein Essensplan im Kalender' }, LAZY),
    );
    await expect(
      await dialog.findByRole('textbox', { name: 'Kalender-Adresse' }, LAZY),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'In Kalender-App öffnen' })).toBeVisible();
    await expect(dialog.getByText(/Abonniere diese Adresse/)).toBeVisible();
  },
};

/** The feed's state cannot be read: the message and "Try again". */
export const CalendarFeedLoadFailed: Story = {
  parameters: { msw: { handlers: [failing('getCalendarFeed', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(
      await dialog.findByText("Couldn't load the calendar address.", {}, LAZY),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Creating the address fails: the dialog says so and still offers to create it. */
export const CalendarFeedCreateFailed: Story = {
  parameters: { msw: { handlers: [failing('enableCalendarFeed', 500)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Create calendar address' }, LAZY),
    );
    await expect(
      await dialog.findByText("Couldn't change the calendar address. Please try again.", {}, LAZY),
    ).toHaveAttribute('role', 'status');
    await expect(dialog.getByRole('button', { name: 'Create calendar address' })).toBeEnabled();
  },
};

/**
 * A shared plan: other_cook is in the cook's household and planned their goulash for Thursday.
 * Its title says whose recipe it is and opens it read-only, through the plan's entry.
 */
const shared = entry('2026-12-03', 'lunch', { recipe: RECIPE_IDS.otherCooksGoulash, servings: 4 });
export const SharedPlan: Story = {
  beforeEach() {
    seedDb({
      households: [buildMembership(1, COOK.id, OTHER_COOK.id, true)],
      plan: [shared],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('Shared with other_cook', {}, LAZY)).toBeVisible();
    const thursday = within(canvas.getByRole('region', { name: 'Thursday, December 3' }));
    await expect(thursday.getByText("other_cook's recipe")).toBeVisible();
    await expect(thursday.getByRole('link', { name: /Goulash/ })).toHaveAttribute(
      'href',
      `/app/plan/${shared.id}/recipe`,
    );
  },
};
