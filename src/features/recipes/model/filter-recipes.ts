import type { Recipe } from '#src/api/types';
import { normalizeDifficulty, type DifficultyValue, type FoodCategoryValue } from '#src/lib/format';

/** The collection view's search and Filter choices; empty values mean "any". */
export interface RecipeFilters {
  query: string;
  difficulty: DifficultyValue | '';
  category: FoodCategoryValue | '';
  /** Longest total time in minutes; null for any. A recipe without a time never fits a limit. */
  maxMinutes: number | null;
}

export const NO_FILTERS: RecipeFilters = {
  query: '',
  difficulty: '',
  category: '',
  maxMinutes: null,
};

/** The time limits the Filter offers, in minutes. */
export const TIME_LIMITS = [15, 30, 45, 60, 90, 120] as const;

type Filterable = Pick<
  Recipe,
  'title' | 'description' | 'difficulty' | 'food_category' | 'total_time_minutes'
>;

/** True when the recipe's title or description contains the query, ignoring case. */
export function matchesQuery(
  recipe: Pick<Recipe, 'title' | 'description'>,
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [recipe.title, recipe.description ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** How many of the Filter panel's choices (not the search) are set. */
export function activeFilterCount(filters: RecipeFilters): number {
  return [filters.difficulty, filters.category, filters.maxMinutes ?? ''].filter(
    (value) => value !== '',
  ).length;
}

/** The recipes that match the search and every set filter, in their original order. */
export function filterRecipes<T extends Filterable>(
  recipes: readonly T[],
  filters: RecipeFilters,
): T[] {
  return recipes.filter((recipe) => {
    if (!matchesQuery(recipe, filters.query)) return false;
    if (filters.difficulty && normalizeDifficulty(recipe.difficulty) !== filters.difficulty) {
      return false;
    }
    if (filters.category && recipe.food_category !== filters.category) return false;
    if (filters.maxMinutes !== null) {
      const minutes = recipe.total_time_minutes;
      if (minutes === null || minutes === undefined || minutes > filters.maxMinutes) return false;
    }
    return true;
  });
}

/** The newest recipes first by created_at, at most `limit` (the strip shows 6). */
export function newestRecipes<T extends Pick<Recipe, 'created_at'>>(
  recipes: readonly T[],
  limit = 6,
): T[] {
  const time = (value: string) => {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  };
  return [...recipes].sort((a, b) => time(b.created_at) - time(a.created_at)).slice(0, limit);
}

/**
 * The library's recent strip: the 6 newest recipes, always including the just-saved ones of
 * `last_recipe` (they would normally be the newest anyway), newest first.
 */
export function recentRecipes<T extends Pick<Recipe, 'id' | 'created_at'>>(
  recipes: readonly T[],
  highlightedIds: readonly number[] = [],
  limit = 6,
): T[] {
  const sorted = newestRecipes(recipes, recipes.length);
  const highlighted = sorted.filter((recipe) => highlightedIds.includes(recipe.id));
  const others = sorted.filter((recipe) => !highlightedIds.includes(recipe.id));
  const chosen = new Set([
    ...highlighted,
    ...others.slice(0, Math.max(0, limit - highlighted.length)),
  ]);
  return sorted.filter((recipe) => chosen.has(recipe));
}
