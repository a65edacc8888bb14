import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db, seedDb } from '#mocks/db';
import { buildMembership, toRecipeDetail } from '#mocks/factories';
import { failing, pending } from '#mocks/overrides';
import { COOK, OTHER_COOK, RECIPE_IDS } from '#mocks/scenarios';
import { setAnimationsPaused } from '#src/components/lottie-animation';
import PlannedRecipeScreen from '#src/screens/planned-recipe/planned-recipe-screen';

const LAZY = { timeout: 10000 };
/** The plan entry of every story: other_cook's goulash, planned for 6 on Thursday. */
const ENTRY = 300;
const GOULASH = RECIPE_IDS.otherCooksGoulash;

const meta = {
  title: 'Screens/Planned recipe',
  component: PlannedRecipeScreen,
  parameters: { route: `/app/plan/${ENTRY}/recipe` },
  beforeEach() {
    setAnimationsPaused(true);
    // The cook shares other_cook's household; other_cook planned their own goulash.
    seedDb({
      households: [buildMembership(1, OTHER_COOK.id, COOK.id, true)],
      plan: [
        {
          id: ENTRY,
          user_id: OTHER_COOK.id,
          date: '2026-12-03',
          slot: 'dinner',
          position: 0,
          recipe_id: GOULASH,
          servings: 6,
          note: null,
          cooked_at: null,
        },
      ],
    });
    return () => setAnimationsPaused(false);
  },
} satisfies Meta<typeof PlannedRecipeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = () => db.recipes.get(GOULASH)!.title;

/** GET /plan/{entryId}/recipe for the goulash without its steps. */
const entryRecipe = (steps_status: 'writing' | 'failed') =>
  http.get('*/api/plan/:entryId/recipe', () =>
    HttpResponse.json({
      recipe: { ...toRecipeDetail(db.recipes.get(GOULASH)!), rating: null, note: null },
      servings: 6,
      steps: null,
      steps_status,
      owner: OTHER_COOK.username,
    }),
  );

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title() }, LAZY);
  return canvas;
}

/**
 * Another member's recipe, read-only: whose it is, at the plan's 6 servings, the steps to cook
 * along; no share, print, edit or rating (they are other_cook's).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const recipe = within(canvas.getByRole('region', { name: 'Recipe' }));
    await expect(recipe.getByText("other_cook's recipe")).toBeVisible();
    await expect(
      recipe.getByText(
        "other_cook's recipe, in your household's plan. Only other_cook can change it.",
      ),
    ).toBeVisible();
    await expect(recipe.getByLabelText('6 servings')).toBeVisible();
    await expect(recipe.queryByRole('button', { name: 'Share recipe' })).toBeNull();
    await expect(
      recipe.queryByRole('button', { name: /^Weitere Aktionen|^More actions/ }),
    ).toBeNull();
    await expect(recipe.queryByRole('heading', { name: 'Your rating and notes' })).toBeNull();
    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    const steps = db.recipes.get(GOULASH)!.instructions!;
    for (const step of steps)
      await expect(instructions.getByRole('heading', { name: step.heading })).toBeVisible();
    // The servings stepper scales it like any recipe.
    await userEvent.click(recipe.getByRole('button', { name: 'Decrease servings' }));
    await expect(recipe.getByLabelText('5 servings')).toBeVisible();
  },
};

/** On a phone the recipe comes first, its owner named under the title. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText("other_cook's recipe")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start cook mode' })).toBeEnabled();
  },
};

/** German: the owner's line and the plan's servings. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(
      await canvas.findByText(
        'Rezept von other_cook, im Essensplan eures Haushalts. Nur other_cook kann es ändern.',
        {},
        LAZY,
      ),
    ).toBeVisible();
  },
};

/** Its steps are still being written: the panel says so, as on the recipe view, and reads again. */
export const StepsWriting: Story = {
  parameters: { msw: { handlers: [entryRecipe('writing')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    await expect(instructions.getByRole('status')).toHaveTextContent('Generating Instructions...');
  },
};

/** Writing the steps failed for good: said, with who can try again. */
export const StepsFailed: Story = {
  parameters: { msw: { handlers: [entryRecipe('failed')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(
      canvas.getByText(
        'Its cooking steps could not be written. other_cook can try again from the recipe.',
      ),
    ).toHaveAttribute('role', 'status');
  },
};

/** The entry left the plan (removed, or its owner left the household): said, with the way back. */
export const NoLongerPlanned: Story = {
  parameters: { msw: { handlers: [failing('getPlanEntryRecipe', 404, 'Plan entry not found')] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('This recipe is no longer in your plan.');
    await expect(within(alert).getByRole('button', { name: 'Back to the plan' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getPlanEntryRecipe', 500)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Back to the plan' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getPlanEntryRecipe')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading recipe', {}, LAZY)).toBeVisible();
  },
};
