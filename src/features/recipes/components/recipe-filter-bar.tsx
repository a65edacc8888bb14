import { Filter, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { activeFilterCount, type RecipeFilters } from '#src/features/recipes/model/filter-recipes';
import { lazyCode } from '#src/lib/lazy-code';

/** Texts of the collection view's search and Filter (German). */
export const FILTER_TEXTS = RECIPE_LIST_TEXTS.filters;

const T = FILTER_TEXTS;

/**
 * The Filter panel (its selects, the library's "Frei von …" chips) is shut on the first page: its
 * code loads once the page is shown (decision record 0048), well before a cook opens it; a Filter
 * pressed earlier opens the panel as soon as it is there.
 */
export const filterPanelCode = lazyCode(() => import('./recipe-filter-panel'));

export { FILTER_SELECT_CLASS } from './filter-select-class';

/**
 * The collection view's "Rezepte durchsuchen..." box and its Filter button, which opens a panel
 * filtering by difficulty, food category and maximum total time. Controlled by `filters`.
 */
export function RecipeFilterBar({
  filters,
  onChange,
  defaultOpen = false,
  extraFilters,
  moreFilters,
  extraActive = 0,
  onReset,
  actions,
}: {
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  defaultOpen?: boolean;
  /** More choices inside the Filter panel (e.g. the library's collection). */
  extraFilters?: ReactNode;
  /** Full-width choices below the panel's selects (e.g. the library's "Frei von …" chips). */
  moreFilters?: ReactNode;
  /** How many of `extraFilters` and `moreFilters` are set (counted in the badge). */
  extraActive?: number;
  /** Clears the panel's choices; by default the three built-in ones. */
  onReset?: () => void;
  /** Shown beside the Filter button (e.g. the library's sort). */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panel = filterPanelCode.use();
  const id = useId();
  const active = activeFilterCount(filters) + extraActive;
  const set = (patch: Partial<RecipeFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-48 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={filters.query}
            onChange={(event) => set({ query: event.target.value })}
            placeholder={T.search}
            aria-label={T.search}
            className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          />
        </div>
        <div className="relative">
          <Button
            variant={open || active > 0 ? 'primary' : 'secondary'}
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            aria-describedby={active > 0 ? `${id}-active` : undefined}
            onClick={() => setOpen(!open)}
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            {T.filter}
          </Button>
          {active > 0 && (
            <>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-xs font-bold text-white"
              >
                {active}
              </span>
              <span id={`${id}-active`} className="sr-only">
                {T.active(active)}
              </span>
            </>
          )}
        </div>
        {actions}
      </div>
      {open && panel && (
        <panel.RecipeFilterPanel
          id={`${id}-panel`}
          filters={filters}
          onChange={onChange}
          extraFilters={extraFilters}
          moreFilters={moreFilters}
          active={active}
          onReset={onReset}
        />
      )}
    </div>
  );
}
