import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { messageFor } from '#src/api/errors';
import type { Collection, Recipe } from '#src/api/types';
import { ErrorState } from '#src/components/error-state';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { useRecipeList } from '#src/features/recipes/api/recipes';
import {
  isNarrowed,
  listQueryFor,
  NO_LIST_STATE,
  RECIPE_SORTS,
  type RecipeListState,
  type RecipeSortValue,
} from '#src/features/recipes/model/list-params';
import { FILTER_SELECT_CLASS, filterPanelCode, RecipeFilterBar } from './recipe-filter-bar';
import { RecipeCard } from './recipe-card';
import { NoRecipeResults } from './recipe-grid';
import { LIBRARY_TEXTS } from '#src/features/recipes/library-texts';
import { lazyComponent } from '#src/lib/lazy-code';

/** Texts of the library's "Alle Rezepte" section (German, like the rest of the library). */
export const ALL_RECIPES_TEXTS = LIBRARY_TEXTS.allRecipes;

const T = ALL_RECIPES_TEXTS;

/** The "Frei von …" chips come with the Filter panel's code (shown only inside the open panel). */
const FreeOfFilter = lazyComponent(filterPanelCode, (module) => module.FreeOfFilter);

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * "Alle Rezepte": every saved recipe, paged by the server (GET /recipe/list) with a debounced
 * search over title, description and ingredients, the Filter panel (difficulty, category, time,
 * collection) and a sort. More pages load when the end of the list scrolls into view, or with
 * "Mehr laden". The state lives with the caller (the library keeps it in the URL).
 */
export function AllRecipesSection({
  state,
  onChange,
  collections,
  onEditCollections,
  onDelete,
  onAddToPlan,
}: {
  state: RecipeListState;
  onChange: (state: RecipeListState) => void;
  /** The user's collections, for the collection filter. */
  collections: readonly Pick<Collection, 'id' | 'name'>[];
  onEditCollections: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
  /** "Add to plan" in each card's menu (the library); none when not given. */
  onAddToPlan?: (recipe: Recipe) => void;
}) {
  const list = useRecipeList(listQueryFor(state));
  const [typed, setTyped] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  // The URL's query changed from outside (back navigation, reset): the box follows it.
  if (state.query !== shownQuery) {
    setShownQuery(state.query);
    setTyped(state.query);
  }

  // The URL catches up with a change a moment later; a change made before it has builds on the
  // last one sent (pending), so two quick choices do not undo each other.
  const pending = useRef<RecipeListState | null>(null);
  const stateKey = JSON.stringify(state);
  useEffect(() => {
    pending.current = null;
  }, [stateKey]);
  const latest = useRef({ state, onChange });
  useEffect(() => {
    latest.current = { state, onChange };
  });
  const change = (next: RecipeListState) => {
    pending.current = next;
    latest.current.onChange(next);
  };
  useEffect(() => {
    const current = () => pending.current ?? latest.current.state;
    if (typed === current().query) return;
    const timer = setTimeout(() => change({ ...current(), query: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const set = (patch: Partial<RecipeListState>) =>
    change({ ...(pending.current ?? state), ...patch });
  const clear = () => {
    setTyped('');
    change({ ...NO_LIST_STATE, sort: (pending.current ?? state).sort });
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = isNarrowed(state);
  const libraryEmpty = list.isSuccess && items.length === 0 && !narrowed;

  let body;
  if (list.isError && !list.data) {
    body = (
      <ErrorState
        message={messageFor('recipeList', list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <Spinner label={T.loading} showLabel className="py-12" />;
  } else if (libraryEmpty) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <BookOpen aria-hidden="true" className="h-10 w-10 text-brand-300" />
        <p className="font-semibold text-ink">{T.empty}</p>
      </div>
    );
  } else if (items.length === 0) {
    body = <NoRecipeResults onClear={clear} />;
  } else {
    body = (
      <>
        <ul
          aria-busy={list.isFetching && !list.isFetchingNextPage}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {items.map((recipe, index) => (
            <li key={recipe.id} className="flex">
              <RecipeCard
                recipe={recipe}
                index={index % 12}
                headingLevel="h3"
                onEditCollections={() => onEditCollections(recipe)}
                onDelete={() => onDelete(recipe)}
                onAddToPlan={onAddToPlan && (() => onAddToPlan(recipe))}
                className="w-full"
              />
            </li>
          ))}
        </ul>
        <MoreRecipes
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          error={list.error}
          onMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="library-all" className="flex flex-col gap-4">
      <h2 id="library-all" className="text-xl font-bold text-ink">
        {T.heading}
      </h2>
      {!libraryEmpty && (
        <RecipeFilterBar
          filters={{ ...state, query: typed }}
          onChange={(filters) => {
            if (filters.query !== typed) setTyped(filters.query);
            // Only what this choice changed: the bar's other values may be older than a pending change.
            else
              set(
                Object.fromEntries(
                  Object.entries(filters).filter(
                    ([key, value]) =>
                      key !== 'query' && value !== state[key as keyof RecipeListState],
                  ),
                ),
              );
          }}
          extraActive={(state.collectionId === null ? 0 : 1) + state.freeOf.length}
          onReset={() => set({ ...NO_LIST_STATE, query: state.query, sort: state.sort })}
          extraFilters={
            <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
              {T.collection}
              <select
                className={FILTER_SELECT_CLASS}
                value={state.collectionId ?? ''}
                onChange={(event) =>
                  set({ collectionId: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{T.any}</option>
                {collections.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </select>
            </label>
          }
          moreFilters={
            <FreeOfFilter selected={state.freeOf} onChange={(freeOf) => set({ freeOf })} />
          }
          actions={
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              <span className="sr-only sm:not-sr-only">{T.sort}</span>
              <select
                aria-label={T.sort}
                className={`${FILTER_SELECT_CLASS} w-auto`}
                value={state.sort}
                onChange={(event) => set({ sort: event.target.value as RecipeSortValue })}
              >
                {RECIPE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {T.sorts[sort]}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      )}
      {body}
    </section>
  );
}

/**
 * The end of the list: it loads the next page when it scrolls into view, and offers "Mehr laden"
 * for keyboards and for browsers without IntersectionObserver; a failed page offers a retry.
 */
function MoreRecipes({
  hasMore,
  loading,
  failed,
  error,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  error: unknown;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const auto = hasMore && !loading && !failed;
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto]);

  if (failed && !loading) {
    return <ErrorState message={messageFor('recipeList', error)} onRetry={onMore} />;
  }
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center">
      {loading ? (
        <Spinner label={T.loadingMore} showLabel />
      ) : (
        <Button variant="secondary" onClick={onMore}>
          {T.loadMore}
        </Button>
      )}
    </div>
  );
}
