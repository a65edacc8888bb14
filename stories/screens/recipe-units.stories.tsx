import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { RECIPE_IDS } from '#mocks/scenarios';
import { setAnimationsPaused } from '#src/components/lottie-animation';
import { loadShareDialog } from '#src/features/recipes/components/share-button';
import RecipeScreen from '#src/screens/recipe/recipe-screen';
import { loadRecipeViewLater } from '#src/screens/recipe/later-parts';

const LAZY = { timeout: 10000 };
/** The first poll answers 404 (not ready), the next one 2 s later the steps. */
const POLLED = { timeout: 12000 };
const CAKE = 'Lemon Drizzle Cake';

/**
 * The recipe view's Metric / US switch (decision record 0028) on the Lemon Drizzle Cake: grams with
 * a catalogue density become cups, butter (no density) ounces, "180 °C" in the steps "350 °F". The
 * cake is the recipe book's (mocks/data/book-slice.json), written for 10.
 */
const meta = {
  title: 'Screens/RecipeUnits',
  component: RecipeScreen,
  parameters: { route: `/app/recipe/${RECIPE_IDS.lemonCake}` },
  // The view's later parts (rating, menu, print sheet) and the share dialog load after the page in
  // the app; the stories render with them in place, as with the menu's and dialogs' code.
  loaders: [async () => void (await Promise.all([loadRecipeViewLater(), loadShareDialog()]))],
  beforeEach: () => {
    setAnimationsPaused(true);
    return () => setAnimationsPaused(false);
  },
} satisfies Meta<typeof RecipeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: CAKE }, LAZY);
  return canvas;
}

/** The amount and unit of the ingredient line whose name is `name`. */
const lineOf = (canvasElement: HTMLElement, name: string) => {
  const recipe = within(canvasElement).getByRole('region', { name: 'Recipe' });
  const line = within(recipe).getByText(name).closest('li') as HTMLElement;
  return (line.firstElementChild?.textContent ?? '').replace(/\s+/g, ' ').trim();
};

const ovenStep = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: 'Cooking instructions' }, LAZY),
  ).findByText(/^Heat the oven to/, {}, POLLED);

async function chooseUs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const units = canvas.getByRole('radiogroup', { name: 'Units' });
  await userEvent.click(within(units).getByRole('radio', { name: 'US' }));
  await expect(within(units).getByRole('radio', { name: 'US' })).toBeChecked();
  await waitFor(() => expect(db.users.get(1)!.unit_system).toBe('us'));
}

/** Metric (the default): the stored amounts and °C. */
export const UnitsMetric: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const units = canvas.getByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'Metric' })).toBeChecked();
    units.scrollIntoView({ block: 'center' });
    await expect(lineOf(canvasElement, 'plain flour')).toBe('225 g');
    await expect(lineOf(canvasElement, 'butter, softened')).toBe('225 g');
    await expect(lineOf(canvasElement, 'eggs, at room temperature')).toBe('4');
    await expect(await ovenStep(canvasElement)).toHaveTextContent(
      'Heat the oven to 180 °C (fan 160 °C).',
    );
  },
};

/**
 * US: cups for flour and sugar (by density), ounces for butter, °F in the step and its loaf tin a
 * round size (not "1.98 lb"); saved on the user.
 */
export const UnitsUs: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await ovenStep(canvasElement);
    await chooseUs(canvasElement);
    await expect(lineOf(canvasElement, 'plain flour')).toBe('1.79 cups');
    await expect(lineOf(canvasElement, 'caster sugar')).toBe('1.12 cups');
    await expect(lineOf(canvasElement, 'sugar')).toBe('0.42 cup');
    await expect(lineOf(canvasElement, 'butter, softened')).toBe('7.94 oz');
    await expect(lineOf(canvasElement, 'eggs, at room temperature')).toBe('4');
    await expect(await ovenStep(canvasElement)).toHaveTextContent(
      'Heat the oven to 350 °F (fan 325 °F). Grease a 2 lb loaf tin and line it with baking paper.',
    );
  },
};

/** US with 12 servings and "Kitchen amounts": scaled first, then converted, cups in quarters, ounces whole above 4. */
export const UnitsUsScaled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await ovenStep(canvasElement);
    await chooseUs(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase servings' });
    for (let i = 0; i < 2; i++) await userEvent.click(plus);
    await expect(canvas.getByRole('status', { name: '12 servings' })).toHaveTextContent('12');
    await expect(lineOf(canvasElement, 'plain flour')).toBe('2.15 cups');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kitchen amounts' }));
    await expect(lineOf(canvasElement, 'plain flour')).toBe('2 1/4 cups');
    await expect(lineOf(canvasElement, 'caster sugar')).toBe('1 1/4 cups');
    await expect(lineOf(canvasElement, 'sugar')).toBe('1/2 cup');
    await expect(lineOf(canvasElement, 'butter, softened')).toBe('10 oz');
    await expect(lineOf(canvasElement, 'eggs, at room temperature')).toBe('5');
  },
};

/** On a phone the switch wraps below the servings; the keyboard moves it with the arrow keys. */
export const UnitsUsPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await ovenStep(canvasElement);
    const units = canvas.getByRole('radiogroup', { name: 'Units' });
    within(units).getByRole('radio', { name: 'Metric' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(units).getByRole('radio', { name: 'US' })).toBeChecked();
    await waitFor(() => expect(db.users.get(1)!.unit_system).toBe('us'));
    await expect(lineOf(canvasElement, 'plain flour')).toBe('1.79 cups');
    window.scrollTo(0, 0);
  },
};

/** The phone's cook mode reads the same steps: °F once US is chosen. */
export const CookModeUsPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await ovenStep(canvasElement);
    await chooseUs(canvasElement);
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Start cook mode' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cook mode' });
    const view = within(dialog);
    // The book's first step heats the oven.
    await expect(await view.findByText('Step 1 of 6')).toBeVisible();
    const shown = dialog.querySelector('section[aria-current="step"]') as HTMLElement;
    await expect(within(shown).getByRole('heading', { name: 'Prepare the tin' })).toBeVisible();
    await expect(
      within(shown).getByText(/^Heat the oven to 350 °F \(fan 325 °F\)\./),
    ).toBeVisible();
  },
};
