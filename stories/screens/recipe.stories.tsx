import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { buildRecipe, computeOwnRecipe } from '#mocks/factories';
import {
  failing,
  instructionsReadyAfter,
  networkError,
  offContract,
  pending,
} from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { setAnimationsPaused } from '#src/components/lottie-animation';
import { loadShareDialog } from '#src/features/recipes/components/share-button';
import RecipeScreen from '#src/screens/recipe/recipe-screen';
import { loadRecipeViewLater } from '#src/screens/recipe/later-parts';

const LAZY = { timeout: 10000 };
/** The first poll answers 404 (not ready), the next one 2 s later the steps. */
const POLLED = { timeout: 12000 };
const CURRY = 'Chickpea and Spinach Curry';
/** The curry's allergen line in German (the book's curry has none of the common allergens). */
const GERMAN_ALLERGENS = 'Keine häufigen Allergene gefunden · Etiketten prüfen';

const meta = {
  title: 'Screens/Recipe',
  component: RecipeScreen,
  parameters: { route: `/app/recipe/${RECIPE_IDS.curry}` },
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

async function loaded(canvasElement: HTMLElement, title = CURRY) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title }, LAZY);
  return canvas;
}

/** The shown amount of the ingredient line whose name is `name` ("" when hidden). */
const amountOf = (canvasElement: HTMLElement, name: string) => {
  const recipe = within(canvasElement).getByRole('region', { name: 'Recipe' });
  const line = within(recipe).getByText(name).closest('li') as HTMLElement;
  return line.querySelector('[data-testid="ingredient-amount"]')?.textContent ?? '';
};

/** Split screen: recipe left (40%), instructions right once the first poll's 404 is over. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const recipe = within(canvas.getByRole('region', { name: 'Recipe' }));
    await expect(recipe.getByText(db.recipes.get(RECIPE_IDS.curry)!.description)).toBeVisible();
    await expect(recipe.getByRole('button', { name: 'Share recipe' })).toBeVisible();
    await expect(recipe.getByRole('button', { name: 'Print recipe' })).toBeVisible();
    await expect(
      recipe.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(recipe.getByRole('img', { name: CURRY })).toBeVisible();
    await expect(recipe.getByText('40 Min.')).toBeVisible();
    await expect(recipe.getByText('Easy')).toHaveAttribute('data-difficulty', 'easy');
    await expect(recipe.getByText('Vegan')).toBeVisible();
    await expect(recipe.getByText('Plant-based')).toBeVisible();
    await expect(recipe.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(recipe.getByRole('tab', { name: 'Nutrition' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(recipe.getByRole('status', { name: '4 servings' })).toHaveTextContent('4');
    await expect(amountOf(canvasElement, 'cooked chickpeas (2 cans, drained)')).toBe('480');
    await expect(amountOf(canvasElement, 'lemon, juiced')).toBe('0.5');

    const divider = canvas.getByRole('separator', { name: 'Resize recipe panel' });
    await expect(divider).toHaveAttribute('aria-valuenow', '40');
    await expect(divider).toHaveAttribute('aria-valuemin', '20');
    await expect(divider).toHaveAttribute('aria-valuemax', '80');

    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    await expect(
      await instructions.findByRole('heading', { name: 'Cooking Instructions' }, POLLED),
    ).toBeVisible();
    await expect(
      instructions.getByText('Follow the steps along the path to complete your recipe.'),
    ).toBeVisible();
    const steps = db.recipes.get(RECIPE_IDS.curry)!.instructions!;
    for (const step of steps) {
      await expect(instructions.getByRole('heading', { name: step.heading })).toBeVisible();
    }
    const timed = steps.filter((step) => step.timer);
    await expect(instructions.getAllByRole('timer')).toHaveLength(timed.length);
    await expect(
      canvasElement.querySelectorAll('[data-testid="step-connectors"] path'),
    ).toHaveLength(steps.length - 1);
    await expect(instructions.getByRole('button', { name: 'Mark as cooked' })).toBeEnabled();
  },
};

/** The divider moves with the arrow keys within 20-80%. */
export const Resized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const divider = canvas.getByRole('separator', { name: 'Resize recipe panel' });
    divider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(divider).toHaveAttribute('aria-valuenow', '44');
    await userEvent.keyboard('{End}');
    await expect(divider).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{ArrowRight}');
    await expect(divider).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(divider).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(divider).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The Nutrition Facts label with the chosen servings as servings per recipe. */
export const NutritionTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase servings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase servings' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Nutrition' }));
    const label = within(await canvas.findByRole('region', { name: 'Nutrition Facts' }));
    await expect(label.getByText('6 servings per recipe')).toBeVisible();
    const nutrition = db.recipes.get(RECIPE_IDS.curry)!.nutrition!;
    await expect(label.getByTestId('calories')).toHaveTextContent(
      String(nutrition.calories.amount),
    );
    await expect(label.getByRole('rowheader', { name: /Total Fat/ })).toHaveTextContent(
      `Total Fat ${nutrition.totalFat.amount}g`,
    );
    await expect(
      label.getByRole('rowheader', { name: /Total Fat/ }).closest('tr'),
    ).toHaveTextContent(`${Math.round(nutrition.totalFat.dv)}%`);
    await expect(label.getByRole('rowheader', { name: /Sodium/ })).toHaveTextContent(
      `Sodium ${nutrition.sodium.amount}mg`,
    );
    await expect(label.getByRole('rowheader', { name: /Vitamin D/ })).toHaveTextContent(
      `Vitamin D ${nutrition.vitaminD.amount}mcg`,
    );
    await expect(label.getByRole('rowheader', { name: /Protein/ })).toHaveTextContent(
      `Protein ${nutrition.protein.amount}g`,
    );
    await expect(label.getAllByRole('rowheader')).toHaveLength(13);
    await expect(
      label.getByText(/2,000 calories a day is used for general nutrition advice\./),
    ).toBeVisible();
  },
};

/** A recipe without nutrition data has no Nutrition tab. */
export const NoNutrition: Story = {
  parameters: { route: `/app/recipe/${RECIPE_IDS.paella}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Paella Valenciana');
    const canvas = within(within(canvasElement).getByRole('region', { name: 'Recipe' }));
    await expect(canvas.getByRole('tab', { name: 'Ingredients' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Nutrition' })).not.toBeInTheDocument();
    await expect(canvas.getByText('1h 25min')).toBeVisible();
    await expect(canvas.getByText('Chicken')).toBeVisible();
    await expect(canvas.getByText('Poultry')).toBeVisible();
    await expect(canvas.getByText('Medium')).toHaveAttribute('data-difficulty', 'medium');
  },
};

/** 4 -> 8 doubles every amount; down at 1 the minus is disabled and tiny amounts keep 1 digit. */
export const ServingsScaled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase servings' });
    const minus = canvas.getByRole('button', { name: 'Decrease servings' });
    for (let i = 0; i < 4; i++) await userEvent.click(plus);
    await expect(canvas.getByRole('status', { name: '8 servings' })).toHaveTextContent('8');
    await expect(amountOf(canvasElement, 'cooked chickpeas (2 cans, drained)')).toBe('960');
    await expect(amountOf(canvasElement, 'onion, finely chopped')).toBe('2');
    await expect(amountOf(canvasElement, 'salt')).toBe('2');
    for (let i = 0; i < 7; i++) await userEvent.click(minus);
    await expect(canvas.getByRole('status', { name: '1 serving' })).toHaveTextContent('1');
    await expect(minus).toBeDisabled();
    await expect(amountOf(canvasElement, 'cooked chickpeas (2 cans, drained)')).toBe('120');
    await expect(amountOf(canvasElement, 'onion, finely chopped')).toBe('0.25');
    await expect(amountOf(canvasElement, 'lemon, juiced')).toBe('0.13');
  },
};

/**
 * "Kitchen amounts" on: at 1 serving the lemon (0.13) is a quarter, the salt 1/4 tsp, on screen and
 * on the print sheet; off again, the exact amounts.
 */
export const KitchenAmounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const minus = canvas.getByRole('button', { name: 'Decrease servings' });
    for (let i = 0; i < 3; i++) await userEvent.click(minus);
    await expect(amountOf(canvasElement, 'lemon, juiced')).toBe('0.13');
    const kitchen = canvas.getByRole('checkbox', { name: 'Kitchen amounts' });
    await expect(kitchen).not.toBeChecked();
    await userEvent.click(kitchen);
    await expect(amountOf(canvasElement, 'lemon, juiced')).toBe('1/4');
    await expect(amountOf(canvasElement, 'salt')).toBe('1/4');
    await expect(amountOf(canvasElement, 'cooked chickpeas (2 cans, drained)')).toBe('120');
    // The print sheet writes the same kitchen amounts as the screen.
    const printed = () =>
      [...canvasElement.querySelectorAll('.sous-print-sheet section:first-of-type li')].map(
        (li) => li.textContent,
      );
    await expect(printed()).toContain('1/4 tsp salt');
    await expect(printed()).toContain('1/4 lemon, juiced');
    await expect(printed()).toContain('120 g cooked chickpeas (2 cans, drained)');
    await userEvent.click(kitchen);
    await expect(amountOf(canvasElement, 'lemon, juiced')).toBe('0.13');
    await expect(printed()).toContain('0.25 tsp salt');
    await expect(printed()).toContain('0.13 lemon, juiced');
  },
};

/** Collapsed to the 64 px RECIPE strip; clicking the strip brings the recipe back. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse recipe panel' }));
    const strip = canvas.getByRole('button', { name: 'Expand recipe panel' });
    await expect(strip).toHaveTextContent('RECIPE');
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Recipe' }).getBoundingClientRect().width).toBe(
      64,
    );
    const recipe = within(canvas.getByRole('region', { name: 'Recipe' }));
    await expect(
      recipe.getByRole('heading', { level: 1, name: CURRY, hidden: true }),
    ).not.toBeVisible();
  },
};

/** The more-menu: Sammlung bearbeiten and Rezept löschen; Escape closes it. */
export const MoreMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const more = canvas.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` });
    await userEvent.click(more);
    await expect(canvas.getByRole('menuitem', { name: 'Rezept löschen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(more).toHaveFocus();
    await userEvent.click(more);
    const menu = canvas.getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toHaveFocus();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sammlung bearbeiten',
      'Edit recipe',
      'Export (JSON-LD)',
      'Add to plan',
      'Add to shopping list',
      'Rezept löschen',
    ]);
  },
};

/** "Export (JSON-LD)" that fails says so under the header's buttons. */
export const ExportFailed: Story = {
  parameters: { msw: { handlers: [failing('exportRecipe', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Export (JSON-LD)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Couldn't export. Please try again.",
    );
  },
};

/** Sammlung bearbeiten opens the edit-collections dialog with the recipe's memberships ticked. */
export const EditCollections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sammlung bearbeiten' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sammlung bearbeiten',
    });
    await expect(
      await within(dialog).findByRole('checkbox', { name: /Weeknight Dinners/ }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: /Sunday Baking/ })).not.toBeChecked();
  },
};

/**
 * Rezept löschen, confirmed: the recipe is gone and the view moves to the library (a journey: its
 * end is the library, whose pictures are the library's stories).
 */
export const DeletedReturnsToLibrary: Story = {
  tags: ['flow'],
  parameters: { endsAt: '/app/recipes' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rezept löschen' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Möchtest du dieses Rezept wirklich löschen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY),
    ).toBeVisible();
    await expect(db.recipes.has(RECIPE_IDS.curry)).toBe(false);
  },
};

/** A deleted recipe: the error box centred in the full width, no empty instructions half. */
export const NotFound: Story = {
  parameters: { route: '/app/recipe/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Recipe not found. It may have been deleted.');
    await expect(canvas.queryByRole('region', { name: 'Cooking instructions' })).toBeNull();
    const box = alert.getBoundingClientRect();
    // Centred in the content area beside the app's sidebar rail.
    const frame = (canvasElement.querySelector('main') ?? canvasElement).getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(
      2,
    );
    await expect(within(alert).getByRole('button', { name: 'Back to Library' })).toBeEnabled();
  },
};

/** The not-found box's way out: Back to Library opens the library (a journey, not a picture). */
export const NotFoundBackToLibrary: Story = {
  tags: ['flow'],
  parameters: { route: '/app/recipe/999', endsAt: '/app/library' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Library' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getRecipe', 500)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Back to Library' })).toBeEnabled();
  },
};

export const OtherError: Story = {
  parameters: { msw: { handlers: [failing('getRecipe', 403)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Failed to load recipe. Please try again.');
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('getRecipe')] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
  },
};

/** The server answered without a recipe: "Recipe data not available". */
export const Missing: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/recipe/:id/get', () => offContract(HttpResponse.json(null)))],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Recipe data not available');
    await expect(within(alert).getByRole('button', { name: 'Back to Library' })).toBeEnabled();
  },
};

/** Not a positive integer: straight to the library (a journey: its end is the library's own story). */
export const InvalidIdOpensLibrary: Story = {
  tags: ['flow'],
  parameters: { route: '/app/recipe/abc', endsAt: '/app/library' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getRecipe')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading recipe', {}, LAZY)).toBeVisible();
  },
};

export const InstructionsLoading: Story = {
  parameters: { msw: { handlers: [pending('getInstructions')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    await expect(
      instructions.getByRole('heading', { name: 'Generating Instructions...' }),
    ).toBeVisible();
    await expect(
      instructions.getByText(
        'Our AI chef is preparing detailed instructions for your recipe. This usually takes a few moments.',
      ),
    ).toBeVisible();
  },
};

/** 404 means "not ready": the view keeps polling silently every 2 s until the steps come. */
export const InstructionsAfterPolls: Story = {
  parameters: { msw: { handlers: [instructionsReadyAfter(2)] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    await expect(
      instructions.getByRole('heading', { name: 'Generating Instructions...' }),
    ).toBeVisible();
    await expect(
      await instructions.findByRole(
        'heading',
        { name: 'Cooking Instructions' },
        { timeout: 15000 },
      ),
    ).toBeVisible();
    await expect(instructions.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InstructionsError: Story = {
  parameters: { msw: { handlers: [failing('getInstructions', 502)] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const instructions = within(canvas.getByRole('region', { name: 'Cooking instructions' }));
    const alert = await instructions.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Failed to load instructions. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** After the last step, "Mark as cooked" records the cook. */
export const MarkedCooked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const before = db.cooked.size;
    const button = await canvas.findByRole('button', { name: 'Mark as cooked' }, POLLED);
    await userEvent.click(button);
    await expect(await canvas.findByText('Marked as cooked. Enjoy your meal!')).toBeVisible();
    await waitFor(() => expect(db.cooked.size).toBe(before + 1));
  },
};

/** Phones stack the recipe above the instructions, without the divider. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('separator', { hidden: true })).not.toBeVisible();
    await expect(
      canvasElement.querySelector('button[aria-label="Collapse recipe panel"]'),
    ).not.toBeVisible();
    const recipe = canvas.getByRole('region', { name: 'Recipe' }).getBoundingClientRect();
    const instructions = canvas
      .getByRole('region', { name: 'Cooking instructions' })
      .getBoundingClientRect();
    await expect(instructions.top).toBeGreaterThanOrEqual(recipe.bottom - 1);
  },
};

/** A recipe the cook wrote: the nutrition label, then the ingredients the catalogue did not know. */
export const NotCounted: Story = {
  parameters: { route: '/app/recipe/90' },
  beforeEach: () => {
    const soup = computeOwnRecipe({
      title: "Grandma's Lentil Soup",
      description: 'Red lentils, carrots and a spoon of the family spice.',
      servings: 4,
      total_time_minutes: 40,
      difficulty: 'easy',
      image_url: null,
      ingredients: [
        { quantity: 250, unit: 'g', name: 'red lentils' },
        { quantity: 2, unit: '', name: 'carrots' },
        { quantity: 1, unit: 'tbsp', name: "Grandma's zorblax" },
        { quantity: null, unit: '', name: 'wibblewort, to garnish' },
      ],
      steps: [{ text: 'Simmer everything for 20 minutes.', timer: 1200 }],
    });
    db.recipes.set(
      90,
      buildRecipe({
        id: 90,
        title: "Grandma's Lentil Soup",
        description: 'Red lentils, carrots and a spoon of the family spice.',
        image_url: null,
        total_time_minutes: 40,
        ...soup,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, "Grandma's Lentil Soup");
    const recipe = within(canvas.getByRole('region', { name: 'Recipe' }));
    await userEvent.click(recipe.getByRole('tab', { name: 'Nutrition' }));
    await expect(
      await recipe.findByText("Not counted: Grandma's zorblax, wibblewort, to garnish"),
    ).toBeVisible();
    await expect(
      recipe.getByText(
        'These ingredients are not in our catalogue, so their nutrients are missing.',
      ),
    ).toBeVisible();
  },
};

/**
 * Deutsch (issue #18): the frame, facts, allergen line and the Nutrition Facts label in German
 * (numbers with a decimal comma, "31 %"); only the recipe's own data stays as written.
 */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    // The German texts come with a remount once the locale has loaded: wait for them first.
    await within(canvasElement).findByRole('region', { name: 'Rezept' }, LAZY);
    const canvas = await loaded(canvasElement);
    const recipe = within(canvas.getByRole('region', { name: 'Rezept' }));
    await expect(canvas.getByRole('region', { name: 'Kochanleitung' })).toBeVisible();
    await expect(recipe.getByText('Zeit')).toBeVisible();
    await expect(recipe.getByText('Leicht')).toBeVisible();
    await expect(recipe.getByTestId('allergens')).toHaveTextContent(GERMAN_ALLERGENS);
    await expect(
      recipe.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }),
    ).toBeVisible();
    await userEvent.click(recipe.getByRole('tab', { name: 'Nährwerte' }));
    const region = await canvas.findByRole('region', { name: 'Nährwertangaben' });
    const label = within(region);
    await expect(label.getByText('4 Portionen pro Rezept')).toBeVisible();
    await expect(label.getByText('Menge pro Portion')).toBeVisible();
    await expect(label.getByText('% Tagesbedarf*')).toBeVisible();
    const nutrition = db.recipes.get(RECIPE_IDS.curry)!.nutrition!;
    const german = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
    await expect(label.getByRole('rowheader', { name: /Fett gesamt/ })).toHaveTextContent(
      `Fett gesamt ${german(nutrition.totalFat.amount)}g`,
    );
    await expect(
      label.getByRole('rowheader', { name: /Fett gesamt/ }).closest('tr'),
    ).toHaveTextContent(`${Math.round(nutrition.totalFat.dv)} %`);
    await expect(label.getByRole('rowheader', { name: /Eiweiß/ })).toBeVisible();
    await expect(label.getAllByRole('rowheader')).toHaveLength(13);
    await expect(label.getByText(/2\.000 Kalorien pro Tag zugrunde\./)).toBeVisible();
    // The picture shows the allergen line above and the label below it.
    recipe.getByTestId('allergens').scrollIntoView({ block: 'start' });
  },
};

/** Deutsch on a phone (390x844): the recipe above the German instructions and the cook-mode button. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // The German texts come with a remount once the locale has loaded: wait for them first.
    await within(canvasElement).findByRole('region', { name: 'Rezept' }, LAZY);
    const canvas = await loaded(canvasElement);
    const recipe = within(canvas.getByRole('region', { name: 'Rezept' }));
    await expect(recipe.getByTestId('allergens')).toHaveTextContent(GERMAN_ALLERGENS);
    await expect(recipe.getByRole('tab', { name: 'Zutaten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(recipe.getByRole('button', { name: 'Mehr Portionen' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Kochanleitung' })).toBeInTheDocument();
  },
};

/** Tablet (768x1024): already the split view, recipe beside the instructions with the divider. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const divider = canvas.getByRole('separator', { name: 'Resize recipe panel' });
    await expect(divider).toBeVisible();
    const instructions = canvas.getByRole('region', { name: 'Cooking instructions' });
    await expect(
      await within(instructions).findByRole('heading', { name: 'Cooking Instructions' }, POLLED),
    ).toBeVisible();
    const recipe = canvas.getByRole('region', { name: 'Recipe' }).getBoundingClientRect();
    await expect(instructions.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      recipe.right - 1,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    window.scrollTo(0, 0);
  },
};

/**
 * Deutsch on a phone: "Kochmodus starten" opens the full-screen cook mode at step 1, in German
 * (Schritt 1 von n, Nächster Schritt).
 */
export const GermanCookModePhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  tags: ['dialog-picture'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Rezept' }, LAZY);
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kochmodus starten' }, POLLED));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Kochmodus' });
    const view = within(dialog);
    const total = db.recipes.get(RECIPE_IDS.curry)!.instructions!.length;
    await expect(view.getByText(`Schritt 1 von ${total}`)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Nächster Schritt' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Kochmodus beenden' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('de');
  },
};

/** The cook's rating panel below the tabs (issue 29, "After cooking"). */
const ratingPanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your rating and notes' }));

/** Rated 4 of 5 with a note: the fourth star is chosen and the note is in its field. */
export const Rated: Story = {
  beforeEach: () => {
    const curry = db.recipes.get(RECIPE_IDS.curry)!;
    curry.rating = 4;
    curry.note = 'Less salt next time, and double the spinach.';
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const panel = ratingPanel(canvasElement);
    await expect(panel.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Rate 4 of 5' })).toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'Personal note' })).toHaveValue(
      'Less salt next time, and double the spinach.',
    );
    await expect(panel.getByRole('button', { name: 'Clear rating' })).toBeVisible();
  },
};

/** Not rated yet: a star click stores at once, the note is stored when the field is left. */
export const Unrated: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const panel = ratingPanel(canvasElement);
    for (const stars of [1, 2, 3, 4, 5])
      await expect(panel.getByRole('radio', { name: `Rate ${stars} of 5` })).not.toBeChecked();
    await expect(panel.queryByRole('button', { name: 'Clear rating' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('radio', { name: 'Rate 5 of 5' }));
    await waitFor(() => expect(db.recipes.get(RECIPE_IDS.curry)!.rating).toBe(5));
    await userEvent.type(
      panel.getByRole('textbox', { name: 'Personal note' }),
      'Perfect on a cold evening',
    );
    await userEvent.tab();
    await expect(await panel.findByText('Saved')).toBeVisible();
    await expect(db.recipes.get(RECIPE_IDS.curry)!.note).toBe('Perfect on a cold evening');
  },
};

/** Saving fails: the typed note stays in the field, marked, with the message. */
export const RatingSaveFailed: Story = {
  parameters: { msw: { handlers: [failing('updateRecipeRatingNotes', 500)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const panel = ratingPanel(canvasElement);
    const note = panel.getByRole('textbox', { name: 'Personal note' });
    await userEvent.type(note, 'Use less chili');
    await userEvent.click(panel.getByRole('button', { name: 'Save note' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      "Couldn't save. Your text is kept, please try again.",
    );
    await expect(note).toHaveValue('Use less chili');
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(db.recipes.get(RECIPE_IDS.curry)!.note ?? null).toBeNull();
  },
};
