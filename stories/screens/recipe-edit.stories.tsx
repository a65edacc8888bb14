import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { readRecipeText } from '#contract/recipe-text';
import RecipeEditScreen from '#src/screens/recipe-edit/recipe-edit-screen';

const LAZY = { timeout: 10000 };
const CURRY = 'Chickpea and Spinach Curry';

const meta = {
  title: 'Screens/RecipeEdit',
  component: RecipeEditScreen,
  parameters: { route: '/app/recipe/new' },
} satisfies Meta<typeof RecipeEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, heading = 'New recipe') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: heading }, LAZY);
  await canvas.findByRole('textbox', { name: 'Title' }, LAZY);
  return canvas;
}

/** Back to the top after clicking Save at the bottom, so the picture starts at the heading. */
const toTop = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);

/** Fills the least a recipe needs: a title, one ingredient, one step. */
async function fillMinimal(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Lentil Soup');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Ingredient (Ingredient 1)' }),
    'red lentils',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Step 1' }), 'Simmer the lentils.');
}

/** /app/recipe/new: a blank form (4 servings, easy), one ingredient row and one step row. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    await expect(canvas.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('easy');
    await expect(canvas.getAllByRole('listitem', { name: /^Ingredient \d$/ })).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Choose photo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/app/library',
    );
  },
};

/** /app/recipe/{id}/edit: the stored recipe and its steps, ready to change. */
export const EditExisting: Story = {
  parameters: { route: `/app/recipe/${RECIPE_IDS.curry}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Edit recipe');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(CURRY);
    await expect(canvas.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: 'Total time (minutes)' })).toHaveValue('40');
    await expect(canvas.getAllByRole('listitem', { name: /^Ingredient \d+$/ })).toHaveLength(16);
    await expect(canvas.getByRole('textbox', { name: 'Amount (Ingredient 1)' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Ingredient (Ingredient 16)' })).toHaveValue(
      'cilantro, chopped (optional)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).not.toHaveValue('');
    await expect(canvas.getByRole('img', { name: 'Photo of the recipe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move ingredient 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move ingredient 16 down' })).toBeDisabled();
  },
};

/** Save on a blank form: every problem at its field, the focus on the first one. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Servings' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Servings' }), '0');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (Ingredient 1)' }), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please correct the marked fields.',
    );
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Enter a title.');
    await expect(canvas.getByRole('textbox', { name: 'Servings' })).toHaveAccessibleDescription(
      'Enter a whole number of servings from 1 to 100.',
    );
    await expect(canvas.getByText('Name the ingredient.')).toBeVisible();
    await expect(
      canvas.getByText('Enter an amount of 0 or more (e.g. 250, 0.5 or 1/2), or leave it empty.'),
    ).toBeVisible();
    await expect(canvas.getByText('Describe the step.')).toBeVisible();
    toTop(canvasElement);
  },
};

/** While the save is on its way the form is locked and the button says so. */
export const Saving: Story = {
  parameters: { msw: { handlers: [pending('createRecipe')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await fillMinimal(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const button = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    toTop(canvasElement);
  },
};

/** A failed save keeps everything typed and says so; Save can be tried again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('createRecipe', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await fillMinimal(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Couldn't save the recipe. Please try again.",
    );
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Lentil Soup');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    toTop(canvasElement);
  },
};

/** On a phone the ingredient name takes a line of its own, nothing scrolls sideways, Save stays in reach. */
export const Phone: Story = {
  parameters: { route: `/app/recipe/${RECIPE_IDS.curry}/edit` },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Edit recipe');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const name = canvas.getByRole('textbox', { name: 'Ingredient (Ingredient 1)' });
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** /app/recipe/{id}/edit while the recipe loads: the heading and Back, "Loading recipe" for the form. */
export const Loading: Story = {
  parameters: {
    route: `/app/recipe/${RECIPE_IDS.curry}/edit`,
    msw: { handlers: [pending('getRecipe')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit recipe' }, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByText('Loading recipe', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/app/recipe/${RECIPE_IDS.curry}`,
    );
    await expect(canvas.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** Loading the recipe to edit failed (500): the error box with Try Again instead of the form. */
export const LoadFailed: Story = {
  parameters: {
    route: `/app/recipe/${RECIPE_IDS.curry}/edit`,
    msw: { handlers: [failing('getRecipe', 500)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

/** A recipe read from pasted text, as the import dialog hands it over (contract/recipe-text.ts). */
const PASTED = readRecipeText(
  [
    'Chili Lentil Soup',
    '',
    'Ingredients',
    '200 g red lentils',
    '1/4 tsp chili flakes',
    '½ onion',
    '1 tbs olive oil',
    '',
    'Method',
    '1. Chop the onion and fry it in the oil for 5 minutes.',
    '2. Add the lentils and chili flakes, cover with water and simmer for 20 minutes.',
  ].join('\n'),
);
const IMPORTED = { importedText: 'recipe' in PASTED ? PASTED.recipe : null };

/**
 * The import's preview: the form filled with what Sous read, the note to check it (no servings in
 * the text: 4 assumed), and a corrected line (the cook changes the lentils).
 */
export const ImportPreview: Story = {
  parameters: { routeState: IMPORTED },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Check the imported recipe');
    await expect(
      canvas.getByText(
        'Sous read this recipe from your text. Correct anything it got wrong, then save.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('The text names no servings, so 4 are assumed: check the number.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Chili Lentil Soup');
    await expect(canvas.getByRole('textbox', { name: 'Amount (Ingredient 2)' })).toHaveValue(
      '0.25',
    );
    await expect(canvas.getByRole('textbox', { name: 'Unit (Ingredient 2)' })).toHaveValue('tsp');
    await expect(canvas.getByRole('textbox', { name: 'Ingredient (Ingredient 3)' })).toHaveValue(
      'onion',
    );
    await expect(canvas.getAllByRole('textbox', { name: 'Timer (minutes)' })[1]).toHaveValue('20');
    const name = canvas.getByRole('textbox', { name: 'Ingredient (Ingredient 1)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'yellow split peas');
    await expect(name).toHaveValue('yellow split peas');
    toTop(canvasElement);
  },
};

/** The preview in German on a phone: nothing scrolls sideways, Save stays in reach. */
export const ImportPreviewGermanPhone: Story = {
  parameters: { routeState: IMPORTED },
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Importiertes Rezept prüfen' }, LAZY);
    await expect(
      canvas.getByText('Der Text nennt keine Portionen, daher sind 4 angenommen: Prüfe die Zahl.'),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
