import { Filter, Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { difficultyValues } from '#src/api/types';
import {
  difficultyLabel,
  FOOD_CATEGORIES,
  foodCategoryLabel,
  formatTime,
  type DifficultyValue,
  type FoodCategoryValue,
} from '#src/lib/format';
import { Button } from '#src/components/ui/button';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import {
  activeFilterCount,
  NO_FILTERS,
  TIME_LIMITS,
  type RecipeFilters,
} from '#src/features/recipes/model/filter-recipes';

/** Texts of the collection view's search and Filter (German). */
export const FILTER_TEXTS = RECIPE_TEXTS.filters;

const T = FILTER_TEXTS;
const DIFFICULTIES: readonly DifficultyValue[] = difficultyValues;

export const FILTER_SELECT_CLASS =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

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
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={T.filter}
          className="grid grid-cols-1 gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3"
        >
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {T.difficulty}
            <select
              className={FILTER_SELECT_CLASS}
              value={filters.difficulty}
              onChange={(event) => set({ difficulty: event.target.value as DifficultyValue | '' })}
            >
              <option value="">{T.any}</option>
              {DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {difficultyLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {T.category}
            <select
              className={FILTER_SELECT_CLASS}
              value={filters.category}
              onChange={(event) => set({ category: event.target.value as FoodCategoryValue | '' })}
            >
              <option value="">{T.any}</option>
              {FOOD_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {foodCategoryLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {T.maxTime}
            <select
              className={FILTER_SELECT_CLASS}
              value={filters.maxMinutes ?? ''}
              onChange={(event) =>
                set({ maxMinutes: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{T.any}</option>
              {TIME_LIMITS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {T.upTo(formatTime(minutes))}
                </option>
              ))}
            </select>
          </label>
          {extraFilters}
          {moreFilters}
          {active > 0 && (
            <div className="sm:col-span-3">
              <Button
                variant="ghost"
                size="sm"
                onClick={onReset ?? (() => onChange({ ...NO_FILTERS, query: filters.query }))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {T.reset}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
