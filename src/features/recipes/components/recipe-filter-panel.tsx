import { X } from 'lucide-react';
import type { ReactNode } from 'react';
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
import {
  NO_FILTERS,
  TIME_LIMITS,
  type RecipeFilters,
} from '#src/features/recipes/model/filter-recipes';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { FILTER_SELECT_CLASS } from './filter-select-class';

// The library's "Frei von …" chips come with the panel (all-recipes-section.tsx).
export { FreeOfFilter } from './free-of-filter';

const T = RECIPE_LIST_TEXTS.filters;
const DIFFICULTIES: readonly DifficultyValue[] = difficultyValues;

/**
 * The open Filter panel of the search bar (recipe-filter-bar.tsx): difficulty, food category and
 * maximum total time, the caller's extra choices, and "Filter zurücksetzen" while any is set.
 */
export function RecipeFilterPanel({
  id,
  filters,
  onChange,
  extraFilters,
  moreFilters,
  active,
  onReset,
}: {
  id: string;
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  extraFilters?: ReactNode;
  moreFilters?: ReactNode;
  /** How many filters are set, the caller's included. */
  active: number;
  onReset?: (() => void) | undefined;
}) {
  const set = (patch: Partial<RecipeFilters>) => onChange({ ...filters, ...patch });
  return (
    <div
      id={id}
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
  );
}
