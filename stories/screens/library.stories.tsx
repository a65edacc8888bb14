import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { LEMON_SOUP_JSONLD } from '#mocks/factories/import-pages';
import { failing, networkError, pending } from '#mocks/overrides';
import { COLLECTION_IDS, RECIPE_IDS } from '#mocks/scenarios';
import type { Collection } from '#src/api/types';
import { freezeClock, resetClock } from '#src/lib/clock';
import LibraryScreen from '#src/screens/library/library-screen';
import { filterPanelCode } from '#src/features/recipes/components/recipe-filter-bar';
import { recipeMenuItemsCode } from '#src/features/recipes/components/recipe-menu';
import { blurForPicture } from '#stories/support/focus';

const LAZY = { timeout: 10000 };

const meta = {
  // The menu's entries and the Filter panel load after the page in the app; the stories render
  // with them in place.
  loaders: [
    async () => void (await Promise.all([recipeMenuItemsCode.load(), filterPanelCode.load()])),
  ],
  title: 'Screens/Library',
  component: LibraryScreen,
  parameters: { route: '/app/library' },
} satisfies Meta<typeof LibraryScreen>;
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

/** The cook's saved recipes, newest first by created_at (what the strip should show). */
const newestSaved = (count = 6) =>
  [...db.recipes.values()]
    .filter((recipe) => recipe.owner_id === 1 && recipe.is_saved)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, count);

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY);
  await canvas.findByRole('heading', { name: 'Letzte Rezepte' }, LAZY);
  // "Alle Rezepte" pages in on its own: the page is settled once its first page is there.
  const all = await canvas.findByRole('region', { name: 'Alle Rezepte' }, LAZY);
  await waitFor(
    () => expect(within(all).queryByText('Rezepte werden geladen')).not.toBeInTheDocument(),
    LAZY,
  );
  await settled(canvasElement);
  return canvas;
}

const recipeLinks = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/app/recipe/'));

/** Recent strip (6 newest), Sammlungen grid with collages and counts, Back to Dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/app',
    );

    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    const links = recipeLinks(recent);
    const newest = newestSaved();
    await expect(links).toHaveLength(6);
    for (const [index, recipe] of newest.entries()) {
      await expect(links[index]).toHaveAccessibleName(recipe.title);
      await expect(links[index]).toHaveAttribute('href', `/app/recipe/${recipe.id}`);
    }
    await expect(within(recent).queryByText('NEU')).not.toBeInTheDocument();

    const collections = canvas.getByRole('region', { name: 'Sammlungen' });
    const weeknight = within(collections).getByRole('link', { name: 'Weeknight Dinners' });
    await expect(weeknight).toHaveAttribute('href', `/app/collection/${COLLECTION_IDS.weeknight}`);
    await expect(within(collections).getByText('5 Rezepte')).toBeVisible();
    await expect(within(collections).getByText('1 Rezept')).toBeVisible();
    await expect(within(collections).getByText('0 Rezepte')).toBeVisible();
    await expect(within(collections).queryByText("Other's Favourites")).not.toBeInTheDocument();
    const served = (await (await fetch('/api/collection/all')).json()) as Collection[];
    const collages = collections.querySelectorAll('[data-images]');
    await expect([...collages].map((el) => Number(el.getAttribute('data-images')))).toEqual(
      served.map((collection) => Math.min(4, collection.preview_image_urls.length)),
    );
  },
};

/** The collections search: case-insensitive, and "Keine Sammlungen gefunden" without a match. */
export const CollectionSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Sammlungen durchsuchen...' });
    const collections = canvas.getByRole('region', { name: 'Sammlungen' });
    await userEvent.type(search, 'BAKING');
    await settled(canvasElement);
    await expect(within(collections).getAllByRole('article')).toHaveLength(1);
    await expect(within(collections).getByRole('link', { name: 'Sunday Baking' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'pizza');
    await expect(within(collections).getByText('Keine Sammlungen gefunden')).toBeVisible();
  },
};

/** last_recipe=1,2: those recipes are in the strip with a glowing border and a NEU badge. */
export const Highlighted: Story = {
  parameters: { route: '/app/library?last_recipe=1,2' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    await expect(within(recent).getAllByText('NEU')).toHaveLength(2);
    const highlighted = [...recent.querySelectorAll('[data-highlighted]')];
    await expect(highlighted).toHaveLength(2);
    const titles = highlighted.map(
      (card) => within(card as HTMLElement).getByRole('link').textContent,
    );
    await expect(titles.sort()).toEqual(
      [db.recipes.get(1)!.title, db.recipes.get(2)!.title].sort(),
    );
    await expect(recipeLinks(recent)).toHaveLength(6);
  },
};

/** A new user: nothing saved, no collections. */
export const Empty: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Noch keine Rezepte')).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Generate Recipe' })).toHaveAttribute(
      'href',
      '/app/generate',
    );
    await expect(canvas.getByText('Noch keine Sammlungen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neue Sammlung' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listRecipes')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your recipes');
    await expect(canvas.queryByRole('heading', { name: 'Letzte Rezepte' })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('getAllCollections', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const OtherError: Story = {
  parameters: { msw: { handlers: [failing('listRecipes', 403)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Failed to load collections. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('getAllCollections')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The create-collection dialog: Erstellen stays disabled until the trimmed name is not blank. */
export const CreateCollectionOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Neue Sammlung erstellen' });
    const create = within(dialog).getByRole('button', { name: 'Erstellen' });
    await expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await expect(within(dialog).getByLabelText('Beschreibung (optional)')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    await expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Brunch');
    await expect(create).toBeEnabled();
  },
};

/** Erstellen adds the collection and the grid reloads with it. */
export const CreatesCollection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Neue Sammlung erstellen' });
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Brunch  ');
    await userEvent.type(within(dialog).getByLabelText('Beschreibung (optional)'), 'Lazy Sundays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const collections = canvas.getByRole('region', { name: 'Sammlungen' });
    await within(collections).findByRole('link', { name: 'Brunch' });
    await settled(canvasElement);
    await expect(within(collections).getByRole('link', { name: 'Brunch' })).toBeVisible();
    await expect(within(collections).getByText('Lazy Sundays')).toBeVisible();
  },
};

/** A failed create keeps the dialog open with "Sammlung konnte nicht erstellt werden". */
export const CreateCollectionFailed: Story = {
  parameters: { msw: { handlers: [failing('createCollection', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neue Sammlung' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Neue Sammlung erstellen' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Brunch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sammlung konnte nicht erstellt werden',
    );
    blurForPicture();
  },
};

/**
 * A card's menu, "Add to plan": the dialog with the recipe chosen and today's dinner, then the notice
 * at the bottom with a link to the week (Wednesday 2 December 2026 on the frozen clock).
 */
export const AddToPlanFromCard: Story = {
  beforeEach() {
    freezeClock(Date.UTC(2026, 11, 2, 10, 0, 0));
    return () => resetClock();
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const [newest] = newestSaved(1);
    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    await userEvent.click(
      within(recent).getByRole('button', { name: `Weitere Aktionen für ${newest!.title}` }),
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Add to plan' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add to plan' }, LAZY));
    await expect(dialog.getByText(newest!.title)).toBeVisible();
    await expect(dialog.getByLabelText('Day')).toHaveValue('2026-12-02');
    await expect(dialog.getByLabelText('Meal')).toHaveValue('dinner');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const notice = await body.findByText(
      `Planned: ${newest!.title}, Dinner on Wednesday, December 2`,
      {},
      LAZY,
    );
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(body.getByRole('link', { name: 'Open the plan' })).toHaveAttribute(
      'href',
      '/app/plan?week=2026-12-02',
    );
    await expect(
      [...db.plan.values()].some(
        (entry) => entry.recipe_id === newest!.id && entry.date === '2026-12-02',
      ),
    ).toBe(true);
  },
};

/** The per-recipe menu: deleting asks first, then the strip reloads without the recipe. */
export const DeleteFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const [newest] = newestSaved(1);
    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    await userEvent.click(
      within(recent).getByRole('button', { name: `Weitere Aktionen für ${newest!.title}` }),
    );
    await expect(canvas.getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rezept löschen' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', {
      name: 'Möchtest du dieses Rezept wirklich löschen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(recent).queryByRole('link', { name: newest!.title })).not.toBeInTheDocument(),
    );
    const all = canvas.getByRole('region', { name: 'Alle Rezepte' });
    await waitFor(() =>
      expect(within(all).queryByRole('link', { name: newest!.title })).not.toBeInTheDocument(),
    );
    await expect(db.recipes.has(newest!.id)).toBe(false);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sammlungen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neue Sammlung' })).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    await expect(recipeLinks(recent)).toHaveLength(6);
  },
};

/** "Import recipes" (its Paste tab): a pasted JSON-LD block lands in "Letzte Rezepte" and "Alle Rezepte". */
export const ImportRecipes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export library' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Import recipes' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Import recipes' }, LAZY));
    await userEvent.click(dialog.getByRole('tab', { name: 'Paste' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'JSON-LD' }));
    await userEvent.paste(JSON.stringify(LEMON_SOUP_JSONLD));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('status', {}, LAZY)).toHaveTextContent(
      'Imported 1 recipe',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Both lists refetch after the import and may render the card again: query it afresh each try.
    const shown = (region: string) =>
      waitFor(
        () =>
          expect(
            within(canvas.getByRole('region', { name: region })).getByRole('link', {
              name: /Lemon Chickpea Soup/,
            }),
          ).toBeVisible(),
        LAZY,
      );
    await shown('Letzte Rezepte');
    await shown('Alle Rezepte');
    await settled(canvasElement);
  },
};

/** Deutsch: the formats follow (times "2 Std. 10 Min.", difficulty "Leicht", "5 Rezepte"). */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Deine Rezepte' }, LAZY);
    const all = await canvas.findByRole('region', { name: 'Alle Rezepte' }, LAZY);
    const cake = await within(all).findByRole('link', { name: 'Lemon Drizzle Cake' }, LAZY);
    const card = cake.closest('article') ?? cake;
    await expect(card).toHaveTextContent('2 Std. 10 Min.');
    await expect(card).toHaveTextContent('Leicht');
    await expect(card).toHaveTextContent('Vegetarisch');
    await expect(within(all).getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect(within(all).getByRole('combobox', { name: 'Sortieren' })).toHaveDisplayValue(
      'Neueste zuerst',
    );
    await settled(canvasElement);
  },
};

/** English: "Alle Rezepte" and its filters in English too. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Your Recipes' }, LAZY);
    const all = await canvas.findByRole('region', { name: 'All recipes' }, LAZY);
    await expect(within(all).getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
    await expect(within(all).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue(
      'Newest first',
    );
    const cake = await within(all).findByRole('link', { name: 'Lemon Drizzle Cake' }, LAZY);
    await expect(cake.closest('article') ?? cake).toHaveTextContent('2h 10min');
    await settled(canvasElement);
  },
};

/** Deutsch on a phone: the strips, the Sammlungen grid and "Alle Rezepte" in German, nothing sideways. */
export const GermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Deine Rezepte' }, LAZY);
    const recent = await canvas.findByRole('region', { name: 'Letzte Rezepte' }, LAZY);
    await waitFor(() => expect(recipeLinks(recent)).toHaveLength(6), LAZY);
    const all = await canvas.findByRole('region', { name: 'Alle Rezepte' }, LAZY);
    await waitFor(
      () => expect(within(all).queryByText('Rezepte werden geladen')).not.toBeInTheDocument(),
      LAZY,
    );
    await expect(canvas.getByRole('heading', { name: 'Sammlungen' })).toBeVisible();
    await expect(within(all).getByRole('combobox', { name: 'Sortieren' })).toHaveDisplayValue(
      'Neueste zuerst',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.lang).toBe('de');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await settled(canvasElement);
  },
};

/** Ratings of the cook (issue 29): the paella 5 stars, the risotto 3 with a note, the rest unrated. */
function rateSome() {
  db.recipes.get(RECIPE_IDS.paella)!.rating = 5;
  const risotto = db.recipes.get(RECIPE_IDS.risotto)!;
  risotto.rating = 3;
  risotto.note = 'Stir longer, less stock next time.';
}

/** Sort "Bewertung": rated first, highest first; the stars and the note's start on the cards; the note is searched. */
export const SortByRating: Story = {
  beforeEach: rateSome,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const all = canvas.getByRole('region', { name: 'Alle Rezepte' });
    await userEvent.selectOptions(
      within(all).getByRole('combobox', { name: 'Sortieren' }),
      'Bewertung',
    );
    await waitFor(() =>
      expect(recipeLinks(all)[0]).toHaveAccessibleName(db.recipes.get(RECIPE_IDS.paella)!.title),
    );
    await expect(recipeLinks(all)[1]).toHaveAccessibleName(
      db.recipes.get(RECIPE_IDS.risotto)!.title,
    );
    const risotto = recipeLinks(all)[1]!.closest('article') as HTMLElement;
    // The re-sorted cards fade in: visible once the fade has run.
    await waitFor(() =>
      expect(within(risotto).getByRole('img', { name: 'Rated 3 of 5' })).toBeVisible(),
    );
    await expect(risotto).toHaveTextContent('Stir longer, less stock next time.');
    await userEvent.type(within(all).getByRole('searchbox'), 'stock next');
    await waitFor(() => expect(recipeLinks(all)).toHaveLength(1));
    await expect(recipeLinks(all)[0]).toHaveAccessibleName(
      db.recipes.get(RECIPE_IDS.risotto)!.title,
    );
    await settled(canvasElement);
  },
};

/** Tablet (768x1024): the strips and the collections grid at their middle width. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sammlungen' })).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Letzte Rezepte' });
    await expect(recipeLinks(recent)).toHaveLength(6);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Deutsch on a phone: "Mit 5 von 5 Sternen bewertet", the note's start, the sort "Bewertung". */
export const RatedGermanPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  parameters: { route: '/app/library?sort=rating' },
  beforeEach: rateSome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Deine Rezepte' }, LAZY);
    const all = await canvas.findByRole('region', { name: 'Alle Rezepte' }, LAZY);
    await expect(within(all).getByRole('combobox', { name: 'Sortieren' })).toHaveDisplayValue(
      'Bewertung',
    );
    const paella = await within(all).findByRole(
      'link',
      { name: db.recipes.get(RECIPE_IDS.paella)!.title },
      LAZY,
    );
    await expect(recipeLinks(all)[0]).toBe(paella);
    const card = paella.closest('article') as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: 'Mit 5 von 5 Sternen bewertet' })).toBeVisible(),
    );
    const risotto = recipeLinks(all)[1]!.closest('article') as HTMLElement;
    await expect(risotto).toHaveTextContent('Deine Notiz: Stir longer, less stock next time.');
    await settled(canvasElement);
  },
};
