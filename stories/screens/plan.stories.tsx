import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type PlanRow, db } from '#mocks/db';
import { failing, pending } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
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
  return canvas;
};

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
    await expect(canvas.getAllByRole('button', { name: /^Add to / })).toHaveLength(28);
  },
};

/** German on a phone: Monday first, the days stacked. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    await expect(await canvas.findByText('The plan could not be loaded.', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Waiting for the plan. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getPlan')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the plan', {}, LAZY)).toBeVisible();
  },
};
