/**
 * The recipe form's state (what the inputs hold, as text), its checks and its conversion to the
 * contract's RecipeInput, plus the mapping of the server's 422 items onto the form's fields. Pure.
 */
import type {
  Difficulty,
  InstructionStep,
  RecipeDetail,
  RecipeInput,
  ValidationItem,
} from '#src/api/types';
import type { TextRecipe } from '#src/lib/recipe-text';

export interface IngredientRow {
  /** Stable React key (rows move). */
  key: string;
  quantity: string;
  unit: string;
  name: string;
}

export interface StepRow {
  key: string;
  text: string;
  /** Minutes, as typed; empty for no timer. */
  timerMinutes: string;
}

export interface RecipeFormState {
  title: string;
  description: string;
  servings: string;
  totalTime: string;
  difficulty: Difficulty;
  imageUrl: string | null;
  ingredients: IngredientRow[];
  steps: StepRow[];
}

/** Which check failed, per field: `title`, `ingredients.2.name`, `steps.0.timer`, ... */
export type FormErrorCode =
  | 'titleRequired'
  | 'servingsInvalid'
  | 'timeInvalid'
  | 'ingredientsRequired'
  | 'nameRequired'
  | 'amountInvalid'
  | 'stepsRequired'
  | 'stepRequired'
  | 'timerInvalid';

/** Field path -> a check's code (client side) or the server's own message. */
export type FormErrors = Record<string, { code: FormErrorCode } | { message: string }>;

export const MAX_SERVINGS = 100;
export const MAX_TIME_MINUTES = 10080;
export const MAX_TIMER_MINUTES = 1440;

let keyCounter = 0;
/** A fresh row key (unique within the page's lifetime). */
export const newRowKey = (prefix: string) => `${prefix}-${(keyCounter += 1)}`;

export const emptyIngredient = (): IngredientRow => ({
  key: newRowKey('ingredient'),
  quantity: '',
  unit: '',
  name: '',
});

export const emptyStep = (): StepRow => ({ key: newRowKey('step'), text: '', timerMinutes: '' });

/** A blank form: 4 servings, easy, one empty ingredient and one empty step. */
export function emptyForm(): RecipeFormState {
  return {
    title: '',
    description: '',
    servings: '4',
    totalTime: '',
    difficulty: 'easy',
    imageUrl: null,
    ingredients: [emptyIngredient()],
    steps: [emptyStep()],
  };
}

const formatNumber = (value: number) => String(Math.round(value * 1000) / 1000);

/** The form filled with a stored recipe and its steps (no steps yet: one empty step). */
export function formFromRecipe(
  recipe: RecipeDetail,
  steps: readonly InstructionStep[],
): RecipeFormState {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: String(recipe.baseServings),
    totalTime: recipe.total_time_minutes === null ? '' : String(recipe.total_time_minutes),
    difficulty: recipe.difficulty,
    imageUrl: recipe.image_url,
    ingredients: recipe.ingredients.length
      ? recipe.ingredients.map((item) => ({
          key: newRowKey('ingredient'),
          quantity: item.quantity === null ? '' : formatNumber(item.quantity),
          unit: item.unit,
          name: item.name,
        }))
      : [emptyIngredient()],
    steps: steps.length
      ? steps.map((step) => ({
          key: newRowKey('step'),
          text: step.description,
          timerMinutes: step.timer === null ? '' : formatNumber(step.timer / 60),
        }))
      : [emptyStep()],
  };
}

/** The form filled with a recipe read from pasted text (the import's preview); 4 servings when it names none. */
export function formFromText(recipe: TextRecipe): RecipeFormState {
  return {
    ...emptyForm(),
    title: recipe.title,
    description: recipe.description,
    servings: String(recipe.servings ?? 4),
    totalTime: recipe.totalTimeMinutes === null ? '' : String(recipe.totalTimeMinutes),
    ingredients: recipe.ingredients.map((item) => ({
      key: newRowKey('ingredient'),
      quantity: item.quantity === null ? '' : formatNumber(item.quantity),
      unit: item.unit,
      name: item.name,
    })),
    steps: recipe.steps.map((step) => ({
      key: newRowKey('step'),
      text: step.text,
      timerMinutes: step.timer === null ? '' : formatNumber(step.timer / 60),
    })),
  };
}

/** Whether two states hold the same recipe (row keys aside): the unsaved-changes check. */
export function sameForm(a: RecipeFormState, b: RecipeFormState): boolean {
  const plain = (s: RecipeFormState) =>
    JSON.stringify({
      ...s,
      ingredients: s.ingredients.map(({ key: _key, ...row }) => row),
      steps: s.steps.map(({ key: _key, ...row }) => row),
    });
  return plain(a) === plain(b);
}

/** The fraction characters a cook may type or paste ("½", "1¼"). */
const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅛': 0.125,
};

/** "250", "0,5", "1/2", "1 1/2", "½", "1¼" -> a number; "" -> null; anything else -> undefined (invalid). */
export function parseAmount(text: string): number | null | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(value);
  if (mixed) {
    const whole = Number(mixed[1]);
    const denominator = Number(mixed[3]);
    return denominator > 0 ? whole + Number(mixed[2]) / denominator : undefined;
  }
  const unicode = /^(\d+)?\s*([½⅓⅔¼¾⅛])$/.exec(value);
  if (unicode) return Number(unicode[1] ?? 0) + VULGAR_FRACTIONS[unicode[2]!]!;
  const fraction = /^(\d+)\/(\d+)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator > 0 ? Number(fraction[1]) / denominator : undefined;
  }
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number <= 100000 ? number : undefined;
}

const parseWhole = (text: string): number | undefined =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** Timer minutes -> whole seconds; "" -> null; invalid -> undefined. */
export function parseTimerSeconds(text: string): number | null | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const seconds = Math.round(Number(value) * 60);
  return seconds >= 1 && seconds <= MAX_TIMER_MINUTES * 60 ? seconds : undefined;
}

/** The form's problems, in the order the fields appear (the first one gets the focus). */
export function validateForm(state: RecipeFormState): FormErrors {
  const errors: FormErrors = {};
  if (!state.title.trim()) errors.title = { code: 'titleRequired' };
  const servings = parseWhole(state.servings);
  if (servings === undefined || servings < 1 || servings > MAX_SERVINGS)
    errors.servings = { code: 'servingsInvalid' };
  if (state.totalTime.trim() !== '') {
    const time = parseWhole(state.totalTime);
    if (time === undefined || time < 1 || time > MAX_TIME_MINUTES)
      errors.totalTime = { code: 'timeInvalid' };
  }
  if (state.ingredients.length === 0) errors.ingredients = { code: 'ingredientsRequired' };
  state.ingredients.forEach((row, i) => {
    if (parseAmount(row.quantity) === undefined)
      errors[`ingredients.${i}.quantity`] = { code: 'amountInvalid' };
    if (!row.name.trim()) errors[`ingredients.${i}.name`] = { code: 'nameRequired' };
  });
  if (state.steps.length === 0) errors.steps = { code: 'stepsRequired' };
  state.steps.forEach((row, i) => {
    if (!row.text.trim()) errors[`steps.${i}.text`] = { code: 'stepRequired' };
    if (parseTimerSeconds(row.timerMinutes) === undefined)
      errors[`steps.${i}.timer`] = { code: 'timerInvalid' };
  });
  return errors;
}

/** The request body for a valid form (call validateForm first). */
export function toRecipeInput(state: RecipeFormState): RecipeInput {
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    servings: Number(state.servings.trim()),
    total_time_minutes: state.totalTime.trim() === '' ? null : Number(state.totalTime.trim()),
    difficulty: state.difficulty,
    image_url: state.imageUrl,
    ingredients: state.ingredients.map((row) => ({
      quantity: parseAmount(row.quantity) ?? null,
      unit: row.unit.trim(),
      name: row.name.trim(),
    })),
    steps: state.steps.map((row) => ({
      text: row.text.trim(),
      timer: parseTimerSeconds(row.timerMinutes) ?? null,
    })),
  };
}

const FIELD_OF_BODY: Record<string, string> = {
  title: 'title',
  description: 'description',
  servings: 'servings',
  total_time_minutes: 'totalTime',
  difficulty: 'difficulty',
  image_url: 'image',
  ingredients: 'ingredients',
  steps: 'steps',
};

/** The server's 422 items as form errors (its own message per field); unknown places are dropped. */
export function errorsFromServer(detail: unknown): FormErrors {
  const errors: FormErrors = {};
  if (!Array.isArray(detail)) return errors;
  for (const item of detail as ValidationItem[]) {
    const [where, field, index, sub] = item.loc ?? [];
    if (where !== 'body' || typeof field !== 'string') continue;
    let path = FIELD_OF_BODY[field];
    if (!path) continue;
    if (typeof index === 'number' && field === 'ingredients')
      path = `ingredients.${index}.${sub === 'quantity' || sub === 'unit' ? sub : 'name'}`;
    if (typeof index === 'number' && field === 'steps')
      path = `steps.${index}.${sub === 'timer' ? 'timer' : 'text'}`;
    errors[path] ??= { message: item.msg };
  }
  return errors;
}

/** The DOM id of a field's control, for focus and labels: `recipe-form-ingredients-2-name`. */
export const fieldId = (path: string) => `recipe-form-${path.replace(/\./g, '-')}`;

/** Field paths in the order they appear on the page (the first invalid one gets the focus). */
export function fieldOrder(state: RecipeFormState): string[] {
  return [
    'title',
    'description',
    'servings',
    'totalTime',
    'difficulty',
    'image',
    'ingredients',
    ...state.ingredients.flatMap((_, i) => [
      `ingredients.${i}.quantity`,
      `ingredients.${i}.unit`,
      `ingredients.${i}.name`,
    ]),
    'steps',
    ...state.steps.flatMap((_, i) => [`steps.${i}.text`, `steps.${i}.timer`]),
  ];
}

/** The first field with an error, in page order. */
export function firstInvalidField(state: RecipeFormState, errors: FormErrors): string | undefined {
  return fieldOrder(state).find((path) => errors[path] !== undefined);
}

/** Moves item i of list by delta (-1 up, +1 down); the same list when it cannot move. */
export function move<T>(list: readonly T[], i: number, delta: -1 | 1): T[] {
  const j = i + delta;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
