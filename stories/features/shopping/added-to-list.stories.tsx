import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { now } from '#src/lib/clock';
import { AddedToList } from '#src/features/shopping/components/added-to-list';

const LAZY = { timeout: 10000 };
const today = () => new Date(now()).toISOString().slice(0, 10);

/**
 * The status box of "Add to shopping list" (recipe view) and "Shopping list for this week" (plan):
 * it adds once when shown, then says what happened. The cook's pantry holds salt and black pepper.
 */
const meta = {
  title: 'Features/Shopping/AddedToList',
  component: AddedToList,
  args: {
    addition: { recipe: { id: RECIPE_IDS.vongole, title: 'Spaghetti alle Vongole' }, servings: 4 },
    onClose: () => undefined,
  },
} satisfies Meta<typeof AddedToList>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement);

/** A recipe added: its title, the pantry staple it left out, and the way to the list. */
export const RecipeAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    const status = await canvas.findByRole('status', {}, LAZY);
    await expect(
      await within(status).findByText(
        'Added to your shopping list: Spaghetti alle Vongole.',
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(within(status).getByText('Left out (always at home): salt')).toBeVisible();
    await expect(within(status).getByRole('link', { name: 'View the list' })).toHaveAttribute(
      'href',
      '/app/shopping',
    );
  },
};

/** The plan's week (today's breakfast is the bourguignon): one planned recipe added. */
export const WeekAdded: Story = {
  args: { addition: { from: today(), to: today() } },
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(
      await canvas.findByText('Added 1 planned recipe to your shopping list.', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByText('Left out (always at home): salt, black pepper')).toBeVisible();
  },
};

/** A week without recipes: nothing to add, said so. */
export const NothingPlanned: Story = {
  args: { addition: { from: '2031-12-01', to: '2031-12-07' } },
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(
      await canvas.findByText('No recipes are planned this week.', {}, LAZY),
    ).toBeVisible();
  },
};

/** The list is full: the server's words, as an alert, and no link. */
export const ListFull: Story = {
  parameters: {
    msw: {
      handlers: [
        failing('addRecipeToShoppingList', 409, 'A shopping list holds at most 500 lines.'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(
      await within(alert).findByText('A shopping list holds at most 500 lines.', {}, LAZY),
    ).toBeVisible();
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};

/** While the list is written. */
export const Adding: Story = {
  parameters: { msw: { handlers: [pending('addRecipeToShoppingList')] } },
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(await canvas.findByText('Adding…', {}, LAZY)).toBeVisible();
  },
};
