import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '#mocks/db';
import { failing, networkError, pending } from '#mocks/overrides';
import { operations } from '#mocks/operations.gen';
import { COLLECTION_IDS } from '#mocks/scenarios';
import { AllRecipesSection } from '#src/features/recipes/components/all-recipes-section';
import { filterPanelCode } from '#src/features/recipes/components/recipe-filter-bar';
import { recipeMenuItemsCode } from '#src/features/recipes/components/recipe-menu';
import { NO_LIST_STATE, type RecipeListState } from '#src/features/recipes/model/list-params';

/** The section as the library holds it: its choices in state (the screen keeps them in the URL). */
function Harness({ initial }: { initial: RecipeListState }) {
  const [state, setState] = useState(initial);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <AllRecipesSection
        state={state}
        onChange={setState}
        collections={[...db.collections.values()]
          .filter((c) => c.owner_id === 1)
          .map(({ id, name }) => ({ id, name }))}
        onEditCollections={() => undefined}
        onDelete={() => undefined}
      />
    </div>
  );
}

const meta = {
  // The menu's entries and the Filter panel load after the page in the app; the stories render
  // with them in place.
  loaders: [
    async () => void (await Promise.all([recipeMenuItemsCode.load(), filterPanelCode.load()])),
  ],
  title: 'Features/Recipes/AllRecipesSection',
  component: Harness,
  tags: ['autodocs'],
  args: { initial: NO_LIST_STATE },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };

/** Waits for the cards' staggered fade-in (finite animations) to finish. */
const settled = (element: HTMLElement) =>
  Promise.all(
    element.ownerDocument
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

const savedCount = () =>
  [...db.recipes.values()].filter((r) => r.owner_id === 1 && r.is_saved).length;

/** Many recipes: the first page of 12, and the rest as the end of the list comes into view. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(savedCount()), WAIT);
    await expect(savedCount()).toBe(14);
    await expect(section.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    await expect(section.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('newest');
    await settled(canvasElement);
  },
};

/** On a phone the end of the first page is far below: "Mehr laden" loads the next one by keyboard. */
export const LoadMoreOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(12), WAIT);
    const more = section.getByRole('button', { name: 'Mehr laden' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(14), WAIT);
    await expect(section.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    window.scrollTo(0, 0);
    await settled(canvasElement);
  },
};

/** Search and filters narrow on the server; the Filter panel holds the collection too. */
export const Filtered: Story = {
  args: {
    initial: {
      ...NO_LIST_STATE,
      difficulty: 'easy',
      collectionId: COLLECTION_IDS.weeknight,
      sort: 'title',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Alle Rezepte' }, WAIT));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(3), WAIT);
    await expect(section.getByText('2 Filter aktiv')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Filter' }));
    await expect(section.getByRole('combobox', { name: 'Sammlung' })).toHaveValue(
      String(COLLECTION_IDS.weeknight),
    );
    await expect(section.getByRole('combobox', { name: 'Schwierigkeit' })).toHaveValue('easy');
    await settled(canvasElement);
  },
};

/** The search waits for a pause in typing, then asks the server (ingredient names count). */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(12), WAIT);
    await userEvent.type(
      section.getByRole('searchbox', { name: 'Rezepte durchsuchen...' }),
      'cumin',
    );
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(3), WAIT);
    await expect(section.getByRole('link', { name: 'Shakshuka' })).toHaveAttribute(
      'href',
      '/app/recipe/10',
    );
    await settled(canvasElement);
  },
};

/** No match: "Keine Ergebnisse gefunden" with a way back to every recipe. */
export const NoResults: Story = {
  args: { initial: { ...NO_LIST_STATE, query: 'pizza' } },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await section.findByText('Keine Ergebnisse gefunden', {}, WAIT);
    await expect(section.getByRole('status')).toHaveTextContent(
      'Versuche einen anderen Suchbegriff oder andere Filter.',
    );
    await expect(section.getByRole('searchbox')).toHaveValue('pizza');
    await userEvent.click(section.getByRole('button', { name: 'Suche und Filter zurücksetzen' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(12), WAIT);
    await expect(section.getByRole('searchbox')).toHaveValue('');
    await userEvent.type(section.getByRole('searchbox'), 'pizza');
    await section.findByText('Keine Ergebnisse gefunden', {}, WAIT);
  },
};

/** A new user: nothing saved, so no search or filters either. */
export const EmptyLibrary: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await section.findByText('Deine Bibliothek ist noch leer.', {}, WAIT);
    await expect(section.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listRecipes')] } },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    await expect(section.getByRole('status')).toHaveTextContent('Rezepte werden geladen');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing('listRecipes', 500)] } },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    const alert = await section.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkError('listRecipes')] } },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    const alert = await section.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The first page came, the next one failed: the loaded cards stay, with a retry below them. */
export const NextPageFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(operations.listRecipes.mswPath, ({ request }) =>
          new URL(request.url).searchParams.has('cursor')
            ? HttpResponse.json({ detail: 'Internal server error' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: 'Alle Rezepte' }, WAIT),
    );
    const alert = await section.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(section.getAllByRole('article')).toHaveLength(12);
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await settled(canvasElement);
  },
};

/** "Frei von …": only recipes without gluten and milk; the chips show pressed and count as filters. */
export const FreeOf: Story = {
  args: { initial: { ...NO_LIST_STATE, freeOf: ['gluten', 'milk'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Alle Rezepte' }, WAIT));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(3), WAIT);
    await expect(section.queryByRole('heading', { name: 'Buttermilk Pancakes' })).toBeNull();
    await expect(section.getByText('2 Filter aktiv')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Filter' }));
    const chips = within(section.getByRole('group', { name: 'Frei von …' }));
    await expect(chips.getByRole('button', { name: 'Gluten' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips.getByRole('button', { name: 'Milch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips.getByRole('button', { name: 'Eier' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(chips.getAllByRole('button')).toHaveLength(14);
    await settled(canvasElement);
  },
};
