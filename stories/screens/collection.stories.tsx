import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, networkError, pending } from '#mocks/overrides';
import { COLLECTION_IDS } from '#mocks/scenarios';
import { difficultyLabel, foodCategoryLabel, formatTime } from '#src/lib/format';
import CollectionScreen from '#src/screens/collection/collection-screen';
import { filterPanelCode } from '#src/features/recipes/components/recipe-filter-bar';
import { recipeMenuItemsCode } from '#src/features/recipes/components/recipe-menu';

const LAZY = { timeout: 10000 };

const meta = {
  // The menu's entries and the Filter panel load after the page in the app; the stories render
  // with them in place.
  loaders: [
    async () => void (await Promise.all([recipeMenuItemsCode.load(), filterPanelCode.load()])),
  ],
  title: 'Screens/Collection',
  component: CollectionScreen,
  parameters: { route: `/app/collection/${COLLECTION_IDS.weeknight}` },
} satisfies Meta<typeof CollectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the cards' staggered fade-in (finite animations) to finish, so visibility checks hold. */
const settled = (element: HTMLElement) =>
  Promise.all(
    element.ownerDocument
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

/** The seeded recipes of a collection, in its order. */
const recipesOf = (collectionId: number) =>
  db.collections.get(collectionId)!.recipe_ids.map((id) => db.recipes.get(id)!);

async function loaded(canvasElement: HTMLElement, name = 'Weeknight Dinners') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, LAZY);
  await settled(canvasElement);
  return canvas;
}

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

/** Name, description, count, collage, search, Filter and a card per recipe. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zurück zur Bibliothek' })).toHaveAttribute(
      'href',
      '/app/recipes',
    );
    await expect(canvas.getByText('Quick meals for busy evenings.')).toBeVisible();
    await expect(canvas.getByText('5 Rezepte')).toBeVisible();
    await expect(canvasElement.querySelector('header [data-images]')).toHaveAttribute(
      'data-images',
      '4',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Rezepte durchsuchen...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const recipes = recipesOf(COLLECTION_IDS.weeknight);
    const shown = cards(canvasElement);
    await expect(shown).toHaveLength(recipes.length);
    for (const [index, recipe] of recipes.entries()) {
      const card = within(shown[index]!);
      await expect(card.getByRole('link', { name: recipe.title })).toHaveAttribute(
        'href',
        `/app/recipe/${recipe.id}`,
      );
      await expect(card.getByText(difficultyLabel(recipe.difficulty))).toBeVisible();
      await expect(card.getByText(formatTime(recipe.total_time_minutes))).toBeVisible();
      await expect(card.getByText(foodCategoryLabel(recipe.food_category))).toBeVisible();
      await expect(
        card.getByRole('button', { name: `Weitere Aktionen für ${recipe.title}` }),
      ).toBeVisible();
    }
  },
};

/** One recipe: the count says "1 Rezept". */
export const OneRecipe: Story = {
  parameters: { route: `/app/collection/${COLLECTION_IDS.baking}` },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Sunday Baking');
    await expect(canvas.getByText('1 Rezept')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { route: `/app/collection/${COLLECTION_IDS.party}` },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Party Food');
    await expect(canvas.getByText('0 Rezepte')).toBeVisible();
    await expect(canvas.getByText('Keine Rezepte in dieser Sammlung')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Bibliothek' })).toHaveAttribute(
      'href',
      '/app/library',
    );
    await expect(canvasElement.querySelector('header [data-images]')).toHaveAttribute(
      'data-images',
      '0',
    );
  },
};

/** A search without hits: "Keine Ergebnisse gefunden", and a way back to all recipes. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Rezepte durchsuchen...' }),
      'pizza',
    );
    await expect(canvas.getByText('Keine Ergebnisse gefunden')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche und Filter zurücksetzen' }));
    await expect(cards(canvasElement)).toHaveLength(recipesOf(COLLECTION_IDS.weeknight).length);
  },
};

/** Search (case-insensitive, title or description) and the Filter panel narrowing the cards. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const recipes = recipesOf(COLLECTION_IDS.weeknight);
    const search = canvas.getByRole('searchbox', { name: 'Rezepte durchsuchen...' });
    await userEvent.type(search, 'SALMON');
    await settled(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Honey Garlic Salmon' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'glossy sweet');
    await settled(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sweet and Sour Pork' })).toBeVisible();
    await userEvent.clear(search);

    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const panel = canvas.getByRole('group', { name: 'Filter' });
    await userEvent.selectOptions(within(panel).getByLabelText('Schwierigkeit'), 'easy');
    const easy = recipes.filter((recipe) => recipe.difficulty === 'easy');
    await expect(cards(canvasElement)).toHaveLength(easy.length);
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAccessibleDescription(
      '1 Filter aktiv',
    );

    await userEvent.selectOptions(within(panel).getByLabelText('Schwierigkeit'), '');
    await userEvent.selectOptions(within(panel).getByLabelText('Kategorie'), 'seafood');
    await expect(cards(canvasElement)).toHaveLength(1);
    await settled(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Spaghetti alle Vongole' })).toBeVisible();

    await userEvent.selectOptions(within(panel).getByLabelText('Kategorie'), '');
    await userEvent.selectOptions(within(panel).getByLabelText('Maximale Gesamtzeit'), '30');
    const quick = recipes.filter(
      (r) => r.total_time_minutes !== null && r.total_time_minutes <= 30,
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(quick.length));
    await settled(canvasElement);
    for (const recipe of quick) {
      await expect(canvas.getByRole('link', { name: recipe.title })).toBeVisible();
    }
  },
};

export const NotFound: Story = {
  parameters: { route: '/app/collection/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Collection not found.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Bibliothek' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getCollection', 500)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const OtherError: Story = {
  parameters: { msw: { handlers: [failing('getCollection', 403)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Failed to load collection. Please try again.');
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('getCollection')] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getCollection')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sammlung wird geladen', {}, LAZY)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(recipesOf(COLLECTION_IDS.weeknight).length);
  },
};

/** Deutsch (issue #18): the page and its cards in German (difficulty "Leicht", times "35 Min."). */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    // The German texts come with a remount once the locale has loaded: wait for them first.
    await within(canvasElement).findAllByText('Leicht', {}, LAZY);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zurück zur Bibliothek' })).toBeVisible();
    await expect(canvas.getByText('5 Rezepte')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Rezepte durchsuchen...' })).toBeVisible();
    const recipes = recipesOf(COLLECTION_IDS.weeknight);
    const shown = cards(canvasElement);
    for (const [index, recipe] of recipes.entries()) {
      const card = within(shown[index]!);
      await expect(card.getByText(difficultyLabel(recipe.difficulty))).toBeVisible();
      await expect(card.getByText(formatTime(recipe.total_time_minutes))).toBeVisible();
      await expect(
        card.getByRole('button', { name: `Weitere Aktionen für ${recipe.title}` }),
      ).toBeVisible();
    }
    await expect(difficultyLabel('easy')).toBe('Leicht');
  },
};

/** Deutsch: a collection that is gone shows the error box in German. */
export const GermanNotFound: Story = {
  globals: { language: 'de' },
  parameters: { route: '/app/collection/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Hoppla! Da ist etwas schiefgelaufen' }, LAZY);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Bibliothek' })).toBeVisible();
  },
};

/** English: the (German in the spec) collection page in English. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Back to the library' }, LAZY);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to the library' })).toBeVisible();
    await expect(canvas.getByText('5 recipes')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
    const first = recipesOf(COLLECTION_IDS.weeknight)[0]!;
    await expect(
      canvas.getByRole('button', { name: `More actions for ${first.title}` }),
    ).toBeVisible();
  },
};
