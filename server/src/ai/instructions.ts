/**
 * Cook-along instructions of the built-in provider. A recipe's dish template is recognised from
 * its title (the composer always names the dish) or, for other recipes, from its ingredients;
 * the template's method then writes 4-12 steps naming the recipe's own ingredients and
 * quantities. The composer derives total time and difficulty from these same steps, so a
 * composed recipe's time always matches its instructions.
 */
import type { Difficulty, InstructionStep } from '#kitchen/contract.ts';
import { groupParts, linesFromIngredients } from './composer/lines.ts';
import { method, TEMPLATE_BY_ID, TEMPLATES } from './composer/dishes/index.ts';
import { inLanguage, say, textLanguage } from './composer/language.ts';
import { ACTION_ANIMATION, type Line, type StepPlan, type TemplateId } from './composer/types.ts';
import type { InstructionInput } from './provider.ts';
import { scanItems, scanTokens } from '#kitchen/matcher.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { joinList, normalize, tokens } from '#kitchen/text.ts';

export const MIN_STEPS = 4;
export const MAX_STEPS = 12;

/** Title phrases of every template (English and German names), longest first, so "fruit salad" wins over "salad". */
const TITLE_ALIASES: ReadonlyArray<readonly [string[], TemplateId]> = TEMPLATES.flatMap(
  (template) =>
    [...template.titleAliases, template.dish, ...(template.de ? [template.de.dish] : [])].map(
      (alias) => [tokens(alias), template.id] as const,
    ),
).sort((a, b) => b[0].join(' ').length - a[0].join(' ').length);

export function titleTemplate(title: string): TemplateId | undefined {
  const words = tokens(title);
  for (const [alias, id] of TITLE_ALIASES) {
    for (let i = 0; i + alias.length <= words.length; i++) {
      if (alias.every((word, j) => words[i + j] === word)) return id;
    }
  }
  return undefined;
}

/** Guesses the dish of a recipe whose title names none of the templates. */
function ingredientTemplate(lines: readonly Line[]): TemplateId {
  const has = (test: (line: Line) => boolean): boolean => lines.some(test);
  const eggs = lines
    .filter((line) => line.item.id === 'egg')
    .reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  if (has((line) => line.item.tags.has('tortilla'))) return 'tacos';
  if (has((line) => line.item.tags.has('risotto-rice'))) return 'risotto';
  if (has((line) => line.item.tags.has('pasta'))) return 'pasta';
  if (has((line) => ['curry-powder', 'curry-paste', 'garam-masala'].includes(line.item.id)))
    return 'curry';
  if (has((line) => line.item.tags.has('noodles') || line.item.id === 'soy-sauce'))
    return 'stir-fry';
  if (eggs >= 4 && !has((line) => line.item.id === 'flour')) return 'frittata';
  if (
    has((line) => line.item.id === 'flour') &&
    has((line) => line.item.role === 'liquid') &&
    eggs > 0
  )
    return 'pancakes';
  if (
    has((line) => line.item.role === 'fruit' && !line.item.tags.has('citrus')) &&
    !has((line) => line.item.role === 'protein' || line.item.role === 'veg')
  ) {
    return has((line) => line.item.id === 'flour' || line.item.id === 'oats')
      ? 'crumble'
      : 'fruit-salad';
  }
  const stock = lines
    .filter((line) => line.item.tags.has('stock'))
    .reduce((sum, line) => sum + line.grams, 0);
  if (stock >= 700) return 'soup';
  if (
    has((line) => line.item.tags.has('leafy') && line.item.tags.has('raw-ok')) &&
    !has((line) => line.item.role === 'starch')
  )
    return 'salad';
  return 'skillet';
}

export function detectTemplate(title: string, lines: readonly Line[]): TemplateId {
  return titleTemplate(title) ?? ingredientTemplate(lines);
}

function isHandsOn(step: StepPlan): boolean {
  return step.timer === null;
}

function merge(first: StepPlan, second: StepPlan): StepPlan {
  return {
    heading: first.heading,
    description: `${first.description} ${second.description}`,
    action: first.action,
    seconds: first.seconds + second.seconds,
    timer:
      first.timer !== null && second.timer !== null
        ? first.timer + second.timer
        : (first.timer ?? second.timer),
    background: first.background === true && second.background === true,
  };
}

/** Keeps the step count within 4-12: merges neighbouring hands-on steps, or pads short methods. */
export function normalizeSteps(steps: readonly StepPlan[]): StepPlan[] {
  const result = [...steps];
  while (result.length > MAX_STEPS) {
    let index = result.findIndex(
      (step, i) =>
        i + 1 < result.length &&
        isHandsOn(step) &&
        isHandsOn(result[i + 1]!) &&
        step.action !== 'plate',
    );
    if (index < 0) index = result.length - 2;
    result.splice(index, 2, merge(result[index]!, result[index + 1]!));
  }
  const padding: StepPlan[] = [
    {
      heading: say('Get everything ready', 'Alles bereitstellen'),
      description: say(
        'Read the recipe through, then set out the ingredients and equipment you need.',
        'Das Rezept einmal durchlesen, dann Zutaten und Geräte bereitstellen.',
      ),
      action: 'prep',
      seconds: 120,
      timer: null,
    },
    {
      heading: say('Taste and adjust', 'Abschmecken'),
      description: say(
        'Taste, then adjust the seasoning with a little more salt, pepper or acidity if needed.',
        'Probieren und bei Bedarf mit etwas mehr Salz, Pfeffer oder Säure nachwürzen.',
      ),
      action: 'season',
      seconds: 30,
      timer: null,
    },
    {
      heading: say('Serve', 'Servieren'),
      description: say(
        'Serve straight away while everything is at its best.',
        'Sofort servieren, solange alles frisch ist.',
      ),
      action: 'plate',
      seconds: 60,
      timer: null,
    },
  ];
  while (result.length < MIN_STEPS) {
    const next = padding.shift();
    if (!next) break;
    if (next.action === 'prep') result.unshift(next);
    else if (next.action === 'plate' && result.some((step) => step.action === 'plate')) continue;
    else
      result.splice(
        next.action === 'season' ? Math.max(0, result.length - 1) : result.length,
        0,
        next,
      );
  }
  return result;
}

/** Words that name a listed ingredient by its kind ("the oil", "the cheese", "toast"). */
const GENERIC_WORDS = new Set([
  'oil',
  'cheese',
  'stock',
  'broth',
  'toast',
  'yolk',
  'yolks',
  'sauce',
]);

/** Tap water is never listed. */
const NEVER_LISTED = new Set(['water']);

/**
 * Catalogue items a text names that the recipe does not list. "2 cloves garlic" names garlic,
 * not the spice; a kind word ("the oil") is listed when a line of that kind is.
 */
export function unlistedItems(text: string, lines: readonly Line[]): CatalogueItem[] {
  const words = tokens(text.replace(/\b\d+(?:[.,]\d+)?\s+cloves?\b/gi, ' '));
  const found: CatalogueItem[] = [];
  for (const match of scanTokens(words, { fuzzy: false })) {
    const { item } = match;
    if (NEVER_LISTED.has(item.id) || found.includes(item)) continue;
    const listed = lines.some(
      (line) =>
        line.item.id === item.id ||
        line.item.id.startsWith(`${item.id}-`) ||
        line.item.id.endsWith(`-${item.id}`) ||
        normalize(line.name).split(' ').includes(item.id),
    );
    const kind =
      match.end - match.start === 1 &&
      GENERIC_WORDS.has(words[match.start]!) &&
      lines.some((line) => line.item.group === item.group && line.item.role === item.role);
    if (!listed && !kind) found.push(item);
  }
  return found;
}

/** Appends a sentence to a step's text. */
function withSentence(plan: StepPlan, sentence: string): StepPlan {
  return { ...plan, description: `${plan.description} ${sentence}` };
}

/**
 * Every listed ingredient is used in some step: lines the method did not name are seasoned in
 * (salt, pepper, spices, herbs: the last step before serving) or served alongside (the rest).
 */
export function useEveryLine(steps: readonly StepPlan[], lines: readonly Line[]): StepPlan[] {
  const text = steps.map((plan) => plan.description).join(' ');
  const plain = normalize(text);
  const unnamed = lines.filter((line) => !plain.includes(normalize(line.name)));
  // Scanning is the slow part: only for lines the text does not name as listed.
  const named =
    unnamed.length > 0
      ? new Set(scanItems(text, { fuzzy: false }).map((match) => match.item.id))
      : new Set<string>();
  const unused = unnamed.filter((line) => !named.has(line.item.id));
  if (unused.length === 0 || steps.length === 0) return [...steps];
  const result = [...steps];
  const seasoning = unused.filter((line) => ['spice', 'herb'].includes(line.item.role));
  const others = unused.filter((line) => !seasoning.includes(line));
  const last = result.length - 1;
  if (seasoning.length > 0) {
    const at = result[last]!.action === 'plate' && last > 0 ? last - 1 : last;
    result[at] = withSentence(
      result[at]!,
      say(
        `Season to taste with the ${joinList(seasoning.map((line) => line.name))}.`,
        `Mit ${joinList(
          seasoning.map((line) => line.name),
          'und',
        )} abschmecken.`,
      ),
    );
  }
  if (others.length > 0)
    result[last] = withSentence(
      result[last]!,
      say(
        `Serve with the ${joinList(others.map((line) => line.name))}.`,
        `Mit ${joinList(
          others.map((line) => line.name),
          'und',
        )} servieren.`,
      ),
    );
  return result;
}

/** The steps of a recipe's dish, for its ingredient lines. */
export function planSteps(
  templateId: TemplateId,
  lines: readonly Line[],
  title: string,
): StepPlan[] {
  const steps = method(templateId)({
    parts: groupParts(lines),
    titleWords: new Set(tokens(title)),
  });
  return normalizeSteps(useEveryLine(steps, lines));
}

/** Seconds it takes to start a background step (put the rice on) before moving on. */
const HANDOFF_SECONDS = 60;

/**
 * Total time in minutes, rounded up to 5: the hands-on steps one after another, with
 * background steps (rice simmering, water heating) running alongside the steps after them.
 */
export function totalMinutes(steps: readonly StepPlan[]): number {
  let clock = 0;
  let finish = 0;
  for (const step of steps) {
    if (step.background) {
      finish = Math.max(finish, clock + step.seconds);
      clock += Math.min(step.seconds, HANDOFF_SECONDS);
    } else {
      clock += step.seconds;
    }
  }
  const seconds = Math.max(clock, finish);
  return Math.max(5, Math.ceil(seconds / 60 / 5) * 5);
}

/**
 * Difficulty from the steps: easy when a recipe has at most 8 steps and takes at most 40
 * minutes; hard with 11 or more steps, more than 100 minutes, or 9+ steps over an hour;
 * medium otherwise.
 */
export function difficultyFor(stepCount: number, minutes: number): Difficulty {
  if (stepCount <= 8 && minutes <= 40) return 'easy';
  if (stepCount >= 11 || minutes > 100 || (stepCount >= 9 && minutes > 60)) return 'hard';
  return 'medium';
}

export function toInstructionSteps(steps: readonly StepPlan[]): InstructionStep[] {
  return steps.map((step) => ({
    heading: step.heading,
    description: step.description,
    animation: ACTION_ANIMATION[step.action],
    timer: step.timer,
  }));
}

/** `AiProvider.generateInstructions` of the built-in provider. */
export function generateInstructions(recipe: InstructionInput): InstructionStep[] {
  const lines = linesFromIngredients(recipe.ingredients);
  const templateId = detectTemplate(recipe.title, lines);
  // A German recipe of a dish with German wording gets German steps.
  const german =
    TEMPLATE_BY_ID.get(templateId)?.de !== undefined &&
    textLanguage(`${recipe.title} ${recipe.description}`) === 'de';
  return inLanguage(german ? 'de' : 'en', () =>
    toInstructionSteps(planSteps(templateId, lines, recipe.title)),
  );
}
