/**
 * The book's structural lints, run on every dish at start-up and in CI: references, brackets,
 * temperatures, timers stated in the text, declared swaps, core temperatures, and German articles
 * that a swap would make wrong. The schema checks shapes; these check that the text fits the data.
 */
import { durationSeconds, type Dish, type Replacement, type StepOverrides } from './dish.ts';

/** What the lints need to know of the catalogue. */
export interface CatalogueView {
  /** The item's food group, or undefined when the id is unknown. */
  group(id: string): string | undefined;
  /** The item's German name. */
  germanName(id: string): string | undefined;
}

const LANGUAGES = ['en', 'de'] as const;
/** Groups whose cooking needs a core temperature (minced meat and sausages are matched by id). */
const CORE_GROUPS = new Set(['chicken', 'pork', 'fish', 'seafood']);
const MINCE_OR_SAUSAGE = /^(lean-)?ground-(beef|pork|lamb|chicken|turkey)$|sausage|chorizo/;
/** Cured, smoked or canned products are eaten as they are: no core temperature is asked of them. */
const READY_TO_EAT = /cured|smoked|canned|prosciutto|ham|bacon|salami/;
const ARTICLE = /\b(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines)\s+\{([a-z0-9-]+)\}/gi;
const MARK = /\{(=?)([^}]*)\}/g;
const TEMPERATURE = /^(core )?\d+°C$/;

/** A name as German step text prints it: the noun, without leading adjectives or a parenthesis. */
export function germanNoun(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim()
    .replace(/^(?:[a-zäöüß]\S*\s+)+/, '');
}

/** Numbers of a timer as a cook would write them in the text ("1h 30min" -> 90 or 30). */
function timerWords(timer: string): string[] {
  const total = durationSeconds(timer);
  const hours = /(\d+)h/.exec(timer)?.[1];
  const minutes = /(\d+)min/.exec(timer)?.[1];
  const seconds = /(\d+)s$/.exec(timer)?.[1];
  const words = [String(Math.round(total / 60))];
  if (hours) words.push(hours);
  if (minutes) words.push(minutes);
  if (seconds) words.push(seconds);
  return words;
}

const mentions = (text: string, ref: string) => [...text.matchAll(MARK)].some((m) => m[2] === ref);
const outsideBrackets = (text: string) => text.replace(/\[[^\]]*\]/g, '');

/** Every problem of one dish, in words a recipe writer understands; [] when it is sound. */
export function lintDish(dish: Dish, catalogue: CatalogueView): string[] {
  const problems: string[] = [];
  const refs = new Map(dish.ingredients.map((ingredient) => [ingredient.ref, ingredient]));
  if (refs.size !== dish.ingredients.length) problems.push('two ingredients share a ref');

  const known = (item: string, where: string) => {
    if (catalogue.group(item) === undefined)
      problems.push(`${where}: unknown catalogue item ${item}`);
  };
  dish.ingredients.forEach((ingredient) => known(ingredient.item, `ingredient ${ingredient.ref}`));

  const checkText = (
    where: string,
    text: string,
    timer: string | undefined,
    allowed: Set<string>,
  ) => {
    for (const [, , inner] of text.matchAll(MARK)) {
      if (!TEMPERATURE.test(inner!) && !allowed.has(inner!))
        problems.push(`${where}: {${inner}} is not an ingredient ref`);
    }
    let depth = 0;
    for (const char of text) {
      if (char === '[') depth += 1;
      if (char === ']') depth -= 1;
      if (depth < 0 || depth > 1) break;
    }
    if (depth !== 0) problems.push(`${where}: unbalanced [ ]`);
    if (/°[CF]/.test(text.replace(/\{(?:core )?\d+°C\}/g, ''))) {
      problems.push(`${where}: temperatures are written {200°C} or {core 74°C}`);
    }
    if (timer) {
      const numbers = new Set(text.match(/\d+/g) ?? []);
      if (!timerWords(timer).some((word) => numbers.has(word)))
        problems.push(`${where}: the timer ${timer} is not in the text`);
    }
  };

  const allRefs = new Set(refs.keys());
  dish.steps.forEach((step, index) => {
    for (const language of LANGUAGES) {
      checkText(`step ${index + 1} ${language}`, step.text[language], step.timer, allRefs);
      if (step.heading[language].includes('{'))
        problems.push(`step ${index + 1} ${language}: a heading names no ref`);
    }
  });
  for (const ref of allRefs) {
    for (const language of LANGUAGES) {
      if (!dish.steps.some((step) => mentions(step.text[language], ref))) {
        problems.push(`ingredient ${ref} is never used in the ${language} steps`);
      }
    }
  }

  const checkOverrides = (
    where: string,
    overrides: StepOverrides | undefined,
    allowed: Set<string>,
  ) => {
    for (const [number, override] of Object.entries(overrides ?? {})) {
      const base = dish.steps[Number(number) - 1];
      if (!base) {
        problems.push(`${where}: step ${number} does not exist`);
        continue;
      }
      if (!override?.text) continue;
      const timer = override.timer === undefined ? base.timer : (override.timer ?? undefined);
      for (const language of LANGUAGES) {
        checkText(`${where} step ${number} ${language}`, override.text[language], timer, allowed);
      }
    }
  };

  for (const variant of dish.variants ?? []) {
    const allowed = new Set(allRefs);
    for (const added of variant.add ?? []) {
      allowed.add(added.ref);
      known(added.item, `variant ${variant.id}`);
    }
    for (const [ref, replacement] of Object.entries(variant.replace)) {
      if (!refs.has(ref)) problems.push(`variant ${variant.id}: replaces the unknown ref ${ref}`);
      if (replacement) known(replacement.item, `variant ${variant.id}`);
    }
    checkOverrides(`variant ${variant.id}`, variant.steps, allowed);
  }

  for (const substitution of dish.substitutions ?? []) {
    const ingredient = refs.get(substitution.ref);
    if (!ingredient) problems.push(`a substitution names the unknown ref ${substitution.ref}`);
    if (substitution.use) known(substitution.use.item, `substitution ${substitution.ref}`);
    if (substitution.omit && !ingredient?.optional && !substitution.steps) {
      const mentionedOutside = dish.steps.some((step) =>
        LANGUAGES.some((language) =>
          mentions(outsideBrackets(step.text[language]), substitution.ref),
        ),
      );
      if (mentionedOutside)
        problems.push(
          `substitution omits ${substitution.ref}: every mention must be in [ ] or the steps overridden`,
        );
    }
    checkOverrides(`substitution ${substitution.ref}`, substitution.steps, allRefs);
  }

  for (const ingredient of dish.ingredients.filter((each) => each.optional)) {
    for (const step of dish.steps) {
      for (const language of LANGUAGES) {
        if (mentions(outsideBrackets(step.text[language]), ingredient.ref)) {
          problems.push(`optional ${ingredient.ref} is named outside [ ] in a ${language} step`);
        }
      }
    }
  }

  problems.push(...germanArticles(dish, catalogue));

  const needsCore = (item: string) =>
    CORE_GROUPS.has(catalogue.group(item) ?? '') || MINCE_OR_SAUSAGE.test(item);
  const cooksMeat =
    dish.ingredients.some((ingredient) => needsCore(ingredient.item)) ||
    (dish.variants ?? []).some((variant) =>
      Object.values(variant.replace).some(
        (replacement) => replacement && needsCore(replacement.item),
      ),
    );
  const readyToEat = READY_TO_EAT.test(
    dish.ingredients.map((ingredient) => ingredient.item).join(' '),
  );
  if (cooksMeat && !readyToEat && !JSON.stringify(dish).includes('{core ')) {
    problems.push('cooks poultry, pork, minced meat or fish, but no step gives a {core ..°C}');
  }
  if (dish.time.active > dish.time.total)
    problems.push('the active time is longer than the total time');
  return problems;
}

/** An article before a ref is wrong when a swap puts in a noun of another gender and does not rewrite the step. */
function germanArticles(dish: Dish, catalogue: CatalogueView): string[] {
  const problems: string[] = [];
  const nounOf = (part: Replacement) =>
    germanNoun(part.name?.de ?? catalogue.germanName(part.item) ?? '');
  const head = (noun: string) =>
    (
      noun
        .split(/,| oder | mit | und /)[0]!
        .trim()
        .split(/\s+/)
        .pop() ?? ''
    ).toLowerCase();
  const swaps: [string, string, Replacement, StepOverrides][] = [
    ...(dish.variants ?? []).flatMap((variant) =>
      Object.entries(variant.replace).flatMap(([ref, replacement]) =>
        replacement
          ? [
              [`variant ${variant.id}`, ref, replacement, variant.steps ?? {}] as [
                string,
                string,
                Replacement,
                StepOverrides,
              ],
            ]
          : [],
      ),
    ),
    ...(dish.substitutions ?? []).flatMap((substitution) =>
      substitution.use
        ? [
            [
              `substitution ${substitution.ref}`,
              substitution.ref,
              substitution.use,
              substitution.steps ?? {},
            ] as [string, string, Replacement, StepOverrides],
          ]
        : [],
    ),
  ];
  for (const [where, ref, replacement, overrides] of swaps) {
    const ingredient = dish.ingredients.find((each) => each.ref === ref);
    if (!ingredient) continue;
    const before = nounOf(ingredient);
    const after = nounOf(replacement);
    const a = head(before);
    const b = head(after);
    let common = 0;
    while (
      common < Math.min(a.length, b.length) &&
      a[a.length - 1 - common] === b[b.length - 1 - common]
    )
      common += 1;
    // Compounds share their last part's gender (Hühnerbrühe, Gemüsebrühe): a shared ending of 4 letters counts.
    if (!before || !after || before === after || common >= 4) continue;
    dish.steps.forEach((step, index) => {
      if (overrides[String(index + 1)] !== undefined) return;
      for (const match of step.text.de.matchAll(ARTICLE)) {
        if (match[2] === ref) {
          problems.push(
            `${where}: step ${index + 1} says "${match[1]} {${ref}}", but "${before}" becomes "${after}": write {${ref}} without an article there, or override the step`,
          );
        }
      }
    });
  }
  return problems;
}
