/**
 * Display formats: times, recipe counts, difficulty, food categories, ids and
 * countdowns. Framework-free, so the same words show in cards, the recipe view and tests.
 */
import { foodCategoryValues, type components } from '#contract/schema.gen';
import { currentUiLanguage } from './i18n/texts';
import { FORMAT_TEXTS as T } from './texts';

/** Where the recipe time is shown: cards and lists say "N min", the recipe view "N Min.". */
export type TimeStyle = 'card' | 'detail';

/**
 * Time display: under 60 "N min" ("N Min." in the detail view), 60 or more "Xh Ymin",
 * or "Xh" when the minutes are zero; missing (or not a positive number) "N/A".
 */
export function formatTime(minutes: number | null | undefined, style: TimeStyle = 'card'): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) {
    return T.notAvailable;
  }
  const total = Math.round(minutes);
  if (total < 60) return style === 'detail' ? T.minutesDetail(total) : T.minutesCard(total);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? T.hours(hours) : T.hoursMinutes(hours, rest);
}

/** Collection counts: "1 Rezept", otherwise "n Rezepte" (0 included). */
export function formatRecipeCount(count: number): string {
  return T.recipeCount(count);
}

export type DifficultyValue = 'easy' | 'medium' | 'hard';

/** The difficulty a card shows: an unknown or missing value reads as Medium. */
export function normalizeDifficulty(value: string | null | undefined): DifficultyValue {
  return value === 'easy' || value === 'hard' ? value : 'medium';
}

/** "Easy", "Medium" or "Hard"; Medium when missing. */
export function difficultyLabel(value: string | null | undefined): string {
  return T.difficulty[normalizeDifficulty(value)];
}

export type FoodCategoryValue = components['schemas']['FoodCategory'];

/** Every category in the order the filters list them (the contract's order). */
export const FOOD_CATEGORIES: readonly FoodCategoryValue[] = foodCategoryValues;

/** The texts' key of a category (`mixed-meat` → `mixedMeat`). */
const CATEGORY_KEY: Record<FoodCategoryValue, keyof typeof T.category> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  beef: 'beef',
  pork: 'pork',
  chicken: 'chicken',
  lamb: 'lamb',
  fish: 'fish',
  seafood: 'seafood',
  'mixed-meat': 'mixedMeat',
};

const isFoodCategory = (value: string): value is FoodCategoryValue =>
  Object.hasOwn(CATEGORY_KEY, value);

/** The category's label ("Mixed Meat"); an unknown value is shown as it came. */
export function foodCategoryLabel(value: string | null | undefined): string {
  if (!value) return T.notAvailable;
  return isFoodCategory(value) ? T.category[CATEGORY_KEY[value]] : value;
}

/** The detail sublabel ("Poultry", "Multiple meats"); empty for an unknown value. */
export function foodCategorySublabel(value: string | null | undefined): string {
  return value && isFoodCategory(value) ? T.categoryNote[CATEGORY_KEY[value]] : '';
}

/** Parses a route parameter that must be a positive integer (a recipe id); null otherwise. */
export function parsePositiveInt(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** The recipe ids of a `last_recipe` query value ("1,2"); invalid parts are ignored. */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => parsePositiveInt(part.trim()))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/** "2:05", "12:00" or "1:02:03": a countdown's remaining whole seconds. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A duration in words for screen readers and timer labels: "1 hour 5 minutes", "30 seconds". */
export function formatDurationWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [
    h > 0 && T.durationHours(h),
    m > 0 && T.durationMinutes(m),
    s > 0 && T.durationSeconds(s),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : T.durationSeconds(0);
}

/** A number in the chosen language's notation ("1.5" in English, "1,5" in Deutsch). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  const locale = currentUiLanguage() === 'de' ? 'de-DE' : 'en';
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
