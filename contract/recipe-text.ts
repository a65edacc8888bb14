/**
 * A recipe pasted as plain text (issue 29): a title line, ingredient lines ("200 g flour",
 * "1/4 tsp chili flakes", "½ onion"), steps numbered or one per line or paragraph, optional
 * headings ("Ingredients"/"Zutaten", "Method"/"Steps"/"Zubereitung") and a servings line
 * ("Serves 4", "für 4 Personen"). Ingredient lines go through the import's line reader
 * (`ingredientFromLine`, the one JSON-LD lines take), step timers through `timerFromText`.
 *
 * Pure and browser-safe: the import dialog reads the text in the browser and shows the result in
 * the recipe form to correct; saving is the ordinary POST /recipe/create, so the server (or the
 * mock) checks and stores it like any recipe written by hand.
 */
import { ingredientFromLine, timerFromText } from './recipe-import.ts';
import type { components } from './schema.gen.ts';

type Schemas = components['schemas'];

/** Why a pasted text gives no recipe. */
export type TextImportFailure = 'text_empty' | 'text_no_ingredients' | 'text_no_steps';

export interface TextRecipe {
  title: string;
  description: string;
  /** The servings line's number (1–100), or null when the text names none. */
  servings: number | null;
  /** Minutes from a "Time: 40 min" line, or null. */
  totalTimeMinutes: number | null;
  ingredients: Schemas['Ingredient'][];
  steps: { text: string; timer: number | null }[];
}

/** Text longer than this is cut before it is read (a recipe is a few KB). */
export const MAX_RECIPE_TEXT = 20_000;
/** The recipe form's limits (RecipeInput): what is read beyond them is dropped. */
const LIMITS = { title: 200, description: 2000, ingredients: 100, steps: 50, step: 2000 };

const INGREDIENT_HEADING =
  /^(?:ingredients?|zutaten|you(?:'|’)ll need|you will need|für den teig|einkaufsliste)\b[^a-z0-9]*$/i;
const STEP_HEADING =
  /^(?:method|steps?|instructions?|directions?|preparation|how to make it|zubereitung|anleitung|so geht(?:'|’)?s)\b[^a-z0-9]*$/i;
const SERVINGS = [
  /^(?:serves|servings?|makes|yield|yields|portions?|portionen|personen)\b ?:? ?(?:about |ca\.? )?(\d{1,3})\b/i,
  /^(?:für|fuer|for)\s+(\d{1,3})\s+(?:personen|portionen|people|persons|servings|portions)\b/i,
  /^(\d{1,3})\s+(?:servings|portions|portionen|personen|people)\b/i,
];
const TIME =
  /^(?:total time|time|cook(?:ing)? time|zeit|gesamtzeit|zubereitungszeit|dauer) ?:? ?(?:(\d{1,3}) ?(?:h|hours?|std\.?|stunden?) ?)?(?:(\d{1,4}) ?(?:min\.?|mins?|minutes?|minuten))?$/i;
/**
 * "1.", "2)", "Step 3:", "Schritt 4": a numbered step's marker (lines are cleaned: single spaces,
 * trimmed). Never "2 - 3 eggs" or "1.5 kg".
 */
const STEP_NUMBER = /^(?:(?:step|schritt) ?)?\d{1,2} ?[.):] |^(?:step|schritt) ?\d{1,2}:?$/i;
const BULLET = /^[-*•·–—▪◦]\s*/;
/** A line that starts with an amount: "200 g", "1/4 tsp", "½ onion", "1½ cups". */
const STARTS_WITH_AMOUNT = /^(?:\d+(?:[.,]\d+)?|[½⅓⅔¼¾⅛])/;

const clean = (line: string) => line.replace(/\s+/g, ' ').trim();
const unheading = (line: string) => line.replace(/^#+\s*/, '').replace(/\*\*/g, '');

function servingsOf(line: string): number | null {
  for (const pattern of SERVINGS) {
    const match = pattern.exec(line);
    if (match) {
      const value = Number(match[1]);
      return value >= 1 && value <= 100 ? value : null;
    }
  }
  return null;
}

function minutesOf(line: string): number | null {
  const match = TIME.exec(line);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  return minutes >= 1 && minutes <= 10080 ? minutes : null;
}

/** Whether a line reads like an ingredient in text without headings (short, no sentence). */
function looksLikeIngredient(line: string): boolean {
  if (STEP_NUMBER.test(line)) return false;
  const words = line.split(' ').length;
  if (BULLET.test(line)) return true;
  if (/[.!?]$/.test(line) && words > 3) return false;
  return STARTS_WITH_AMOUNT.test(line) ? words <= 12 : words <= 5;
}

/**
 * Steps from the lines of a method: a numbered line starts a step and unnumbered lines after it
 * continue it; without numbers, each paragraph (lines between blank lines) is a step, or each line
 * when the text has no blank lines between them.
 */
function stepsOf(lines: readonly string[]): string[] {
  const present = lines.filter((line) => line !== '');
  if (present.some((line) => STEP_NUMBER.test(line))) {
    const steps: string[] = [];
    for (const line of present) {
      const text = line.replace(STEP_NUMBER, '').trim();
      if (STEP_NUMBER.test(line) || steps.length === 0) {
        if (text) steps.push(text);
        else steps.push('');
      } else steps[steps.length - 1] = `${steps.at(-1)} ${text}`.trim();
    }
    return steps.filter(Boolean);
  }
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1)!.push(line.replace(BULLET, ''));
  }
  const filled = paragraphs.filter((p) => p.length > 0);
  const perLine = filled.every((p) => p.length === 1) || filled.length === 1;
  return perLine ? filled.flat() : filled.map((p) => p.join(' '));
}

/** The recipe in a pasted text, or why there is none. */
export function readRecipeText(
  source: string,
): { recipe: TextRecipe } | { failure: TextImportFailure } {
  const lines = source
    .replace(/^\uFEFF/, '')
    .slice(0, MAX_RECIPE_TEXT)
    .split(/\r\n|\r|\n/)
    .map(clean);
  const firstIndex = lines.findIndex((line) => line !== '');
  if (firstIndex === -1) return { failure: 'text_empty' };

  let title = '';
  let servings: number | null = null;
  let totalTimeMinutes: number | null = null;
  const intro: string[] = [];
  const ingredientLines: string[] = [];
  const methodLines: string[] = [];
  let section: 'intro' | 'ingredients' | 'method' = 'intro';
  const hasHeadings = lines.some((line) => INGREDIENT_HEADING.test(unheading(line)));

  for (const raw of lines) {
    const line = unheading(raw).trim();
    if (line !== '' && section !== 'method') {
      const serves = servingsOf(line);
      if (serves !== null && servings === null) {
        servings = serves;
        continue;
      }
      const minutes = minutesOf(line);
      if (minutes !== null && totalTimeMinutes === null) {
        totalTimeMinutes = minutes;
        continue;
      }
    }
    if (INGREDIENT_HEADING.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (STEP_HEADING.test(line)) {
      section = 'method';
      continue;
    }
    if (!title) {
      if (line) title = line.replace(/[:.]$/, '');
      continue;
    }
    if (section === 'method') {
      methodLines.push(line);
      continue;
    }
    if (line === '') {
      if (section === 'intro' && !hasHeadings && ingredientLines.length > 0) section = 'method';
      if (section === 'method') methodLines.push('');
      continue;
    }
    if (section === 'ingredients') {
      ingredientLines.push(line);
      continue;
    }
    // Before any heading: with headings further down this is the description; without any,
    // ingredient-like lines are the ingredients, and the first sentence starts the method.
    if (hasHeadings) intro.push(line);
    else if (looksLikeIngredient(line) && methodLines.length === 0) ingredientLines.push(line);
    else if (ingredientLines.length === 0 && !STEP_NUMBER.test(line)) intro.push(line);
    else {
      section = 'method';
      methodLines.push(line);
    }
  }

  const ingredients = ingredientLines
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)
    .slice(0, LIMITS.ingredients)
    .map(ingredientFromLine);
  if (ingredients.length === 0) return { failure: 'text_no_ingredients' };
  const steps = stepsOf(methodLines)
    .slice(0, LIMITS.steps)
    .map((text) => {
      const step = text.slice(0, LIMITS.step);
      const timer = timerFromText(step);
      return { text: step, timer: timer !== null && timer <= 24 * 3600 ? timer : null };
    });
  if (steps.length === 0) return { failure: 'text_no_steps' };
  return {
    recipe: {
      title: title.slice(0, LIMITS.title),
      description: intro.join(' ').slice(0, LIMITS.description),
      servings,
      totalTimeMinutes,
      ingredients,
      steps,
    },
  };
}
