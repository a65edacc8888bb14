/**
 * The built-in recipe composer: from the prompt and the user's ingredients it picks 3-4 dish
 * templates that suit the request and can use what the user has, fills each with the user's
 * ingredients (plus pantry staples), sizes everything for 4 servings and derives the rest
 * (steps, time, difficulty, category, nutrition, illustration). Deterministic: every choice
 * that is not decided by the input is drawn from a generator seeded by the input.
 */
import { getItem, findItem } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem, Role } from '#kitchen/catalogue/types.ts';
import { categoryOfItems } from '#kitchen/food-category.ts';
import {
  difficultyFor,
  planSteps,
  titleTemplate,
  totalMinutes,
  unlistedItems,
} from '#server/src/ai/instructions.ts';
import { estimateNutrition } from '#kitchen/nutrition.ts';
import { uniqueItems, type ParsedIngredient } from '#kitchen/parse-ingredients.ts';
import type { ComposedRecipe, GenerationInput } from '#server/src/ai/provider.ts';
import { guardRecipe, substituteFor } from '#server/src/ai/guard.ts';
import { hashString, seededRandom } from '#server/src/ai/seed.ts';
import { servingGrams, unitDef, unitFromWord } from '#kitchen/units.ts';
import { drawIllustration } from './illustration.ts';
import { allowedItem, intentOf } from './intent.ts';
import { readRequest as readRequestModel } from '#server/src/ai/intent/request.ts';
import { inLanguage } from './language.ts';
import {
  fixedLine,
  gramsLine,
  groupParts,
  linesFromIngredients,
  makeLine,
  niceAmount,
  portionLine,
  toIngredient,
} from './lines.ts';
import { composeDescription, composeTitle } from './naming.ts';
import type { DishTemplate, StapleContext } from './dish.ts';
import { TEMPLATES } from './dishes/index.ts';
import type { Intent, Line, StepPlan } from './types.ts';

export const SERVINGS = 4;

/** Display order of a recipe's ingredient list. */
const ROLE_ORDER: readonly Role[] = [
  'protein',
  'starch',
  'veg',
  'aromatic',
  'fruit',
  'cheese',
  'dairy',
  'liquid',
  'sauce',
  'nut',
  'herb',
  'spice',
  'fat',
  'sweet',
  'baking',
];

type Source = 'given' | 'base' | 'default';

interface Pick {
  readonly item: CatalogueItem;
  readonly source: Source;
  readonly parsed?: ParsedIngredient;
}

interface Candidate {
  readonly template: DishTemplate;
  readonly picks: readonly Pick[];
  readonly usedGiven: number;
  readonly score: number;
}

/** Everything the composer knows about one request. */
interface Request {
  readonly intent: Intent;
  readonly given: readonly ParsedIngredient[];
  readonly dessertMode: boolean;
  readonly seed: number;
}

const HOT_TEMPLATES = new Set([
  'soup',
  'stew',
  'curry',
  'risotto',
  'stir-fry',
  'gratin',
  'pancakes',
  'crumble',
]);

function isSweetish(item: CatalogueItem): boolean {
  return (
    ['fruit', 'sweet', 'nut', 'baking'].includes(item.role) ||
    (item.group === 'dairy' && item.role !== 'cheese') ||
    item.group === 'egg' ||
    item.id === 'oats' ||
    item.tags.has('dessert')
  );
}

function isSavouryMain(item: CatalogueItem): boolean {
  if (item.group === 'egg') return false;
  if (['protein', 'veg', 'aromatic', 'cheese'].includes(item.role)) return true;
  return item.role === 'starch' && item.id !== 'oats';
}

function readRequest(input: GenerationInput): Request {
  const intent = intentOf(readRequestModel(input));
  const listed = intent.request.listed;
  // "something with chicken" plus "chicken thighs" in the list means the thighs, not both.
  const mentioned: ParsedIngredient[] = intent.mentioned
    .filter(
      (item) =>
        !listed.some(
          (entry) =>
            entry.item.id === item.id ||
            (entry.item.group === item.group &&
              entry.item.role === item.role &&
              ['protein', 'starch'].includes(item.role)),
        ),
    )
    .map((item) => ({ text: item.name, item, quantity: null, unit: '', grams: null }));
  const given = uniqueItems([...listed, ...mentioned]).filter((entry) =>
    allowedItem(entry.item, intent),
  );
  const savoury = given.some((entry) => isSavouryMain(entry.item));
  const sweetCount = given.filter((entry) => isSweetish(entry.item)).length;
  const wantsSweet =
    intent.moods.has('dessert') || (intent.moods.has('breakfast') && sweetCount >= 2);
  const dessertMode =
    !savoury &&
    ((wantsSweet && (given.length === 0 || sweetCount >= Math.min(2, given.length))) ||
      (given.length >= 2 &&
        sweetCount === given.length &&
        given.some((entry) => entry.item.role === 'fruit' && !entry.item.tags.has('citrus'))));
  const seed = hashString(
    JSON.stringify([
      input.prompt.trim().toLowerCase(),
      input.writtenIngredients.trim().toLowerCase(),
      input.imageIngredients,
      input.generation ?? 0,
    ]),
  );
  return { intent, given, dessertMode, seed };
}

const SUGARS = new Set(['sugar', 'brown-sugar', 'honey', 'maple-syrup', 'jam']);

/** Hard constraints plus the goals the composer can steer by: low-carb leaves out starches and sugar. */
function allowed(item: CatalogueItem, intent: Intent): boolean {
  if (
    intent.request.diets.has('low-carb') &&
    (item.role === 'starch' || item.group === 'legume' || SUGARS.has(item.id))
  )
    return false;
  return allowedItem(item, intent);
}

/** The item itself when allowed, else the guard's stand-in (gluten-free flour for flour). */
function allowedOrSubstitute(item: CatalogueItem, intent: Intent): CatalogueItem | undefined {
  if (allowed(item, intent)) return item;
  const substitute = substituteFor(item, intent.request);
  return substitute && allowed(substitute, intent) ? substitute : undefined;
}

/** Rotates a list so different options lead with different ingredients. */
function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length === 0) return [];
  const offset = by % list.length;
  return [...list.slice(offset), ...list.slice(0, offset)];
}

/** Chooses which of the user's ingredients a template uses, its base and its defaults. */
/**
 * Main ingredients for further versions of an asked-for dish ("Mushroom Pizza" beside
 * "Tomato & Mozzarella Pizza") when its family has fewer than three dishes.
 */
const VARIANT_POOL: readonly string[] = [
  'mushroom',
  'spinach',
  'bell-pepper',
  'zucchini',
  'chickpeas',
  'chicken-breast',
  'shrimp',
  'ham',
  'feta',
  'halloumi',
  'tofu',
  'salmon',
  'eggplant',
  'sweet-potato',
  'broccoli',
  'apple',
  'raspberry',
  'walnuts',
  'rosemary',
  'pumpkin-seeds',
  'olive-oil',
];

function variantDefaults(template: DishTemplate, intent: Intent, variant: number): CatalogueItem[] {
  const pool = VARIANT_POOL.map((id) => getItem(id)).filter(
    (item) =>
      template.accepts(item) && (template.capacity[item.role] ?? 0) > 0 && allowed(item, intent),
  );
  if (pool.length === 0) return [];
  return [pool[(variant * 2 - 2) % pool.length]!, pool[(variant * 2 - 1) % pool.length]!].filter(
    (item, index, list) => list.indexOf(item) === index,
  );
}

function assign(
  template: DishTemplate,
  request: Request,
  rotation: number,
  variant = 0,
): Pick[] | null {
  const { intent, given } = request;
  if (!template.allowsDiet(intent.diet, intent.excludedGroups)) return null;
  const accepted = given.filter(
    (entry) => template.accepts(entry.item) && (template.capacity[entry.item.role] ?? 0) > 0,
  );
  const picks: Pick[] = [];
  const taken = new Set<string>();
  const add = (pick: Pick): void => {
    if (taken.has(pick.item.id)) return;
    taken.add(pick.item.id);
    picks.push(pick);
  };
  const baseEntry = template.base
    ? accepted.find((entry) => template.base!.accepts(entry.item))
    : undefined;
  if (baseEntry) add({ item: baseEntry.item, source: 'base', parsed: baseEntry });
  const byRole = new Map<Role, ParsedIngredient[]>();
  for (const entry of accepted) {
    if (entry === baseEntry) continue;
    byRole.set(entry.item.role, [...(byRole.get(entry.item.role) ?? []), entry]);
  }
  for (const [role, entries] of byRole) {
    let room = template.capacity[role] ?? 0;
    if (baseEntry && baseEntry.item.role === role) room -= 1;
    const ordered = role === 'protein' || role === 'veg' ? rotate(entries, rotation) : entries;
    for (const entry of ordered.slice(0, Math.max(0, room)))
      add({ item: entry.item, source: 'given', parsed: entry });
  }
  const usedMain = picks.some(
    (pick) =>
      ['protein', 'veg', 'starch', 'fruit', 'cheese'].includes(pick.item.role) &&
      !(pick.item.role === 'fruit' && pick.item.tags.has('citrus') && template.course === 'main'),
  );
  if (!usedMain || variant > 0) {
    const defaults =
      variant > 0
        ? variantDefaults(template, intent, variant)
        : template
            .defaults(intent.diet)
            .map((id) => getItem(id))
            .filter((item) => allowed(item, intent));
    if (variant > 0 && defaults.length === 0) return null;
    if (defaults.length === 0 && !baseEntry) return null;
    for (const item of defaults) add({ item, source: 'default' });
  }
  if (template.base && !picks.some((pick) => template.base!.accepts(pick.item))) {
    const fallback = allowedOrSubstitute(
      getItem(template.base.fallback(stapleContext(picks, intent))),
      intent,
    );
    // Low-carb dishes go without their rice or pasta rather than not at all.
    if (fallback) add({ item: fallback, source: 'base' });
    else if (!intent.request.diets.has('low-carb')) return null;
  }
  return picks;
}

function stapleContext(picks: readonly Pick[], intent: Intent): StapleContext {
  const items = picks.map((pick) => pick.item);
  return {
    diet: intent.diet,
    cuisine: intent.cuisine,
    moods: intent.moods,
    has: (id) => items.some((item) => item.id === id),
    hasRole: (role) => items.some((item) => item.role === role),
    hasTag: (tag) => items.some((item) => item.tags.has(tag)),
  };
}

function score(template: DishTemplate, picks: readonly Pick[], request: Request): number {
  const { intent } = request;
  let total = requestedScore(template, intent);
  for (const mood of intent.moods) total += (template.moods[mood] ?? 0) * 3;
  total += cuisineScore(template, intent) * 3;
  const used = picks.filter((pick) => pick.source !== 'default' && pick.parsed).length;
  total += Math.min(used, 6) * 6;
  if (picks.some((pick) => pick.source === 'base' && pick.parsed)) total += 12;
  if (picks.some((pick) => pick.source === 'default')) total -= 4;
  // A protein named in the prompt ("something with chicken") should be in the dish.
  const wantedGroups = new Set(
    intent.mentioned.filter((item) => item.role === 'protein').map((item) => item.group),
  );
  if (wantedGroups.size > 0 && !picks.some((pick) => wantedGroups.has(pick.item.group)))
    total -= 25;
  const random = seededRandom(request.seed ^ hashString(template.id));
  return total + random() * 6;
}

/**
 * How strongly the request asks for this dish: named outright (its id or a dish it answers),
 * or one of its family; earlier-named dishes weigh more.
 */
export function requestedScore(template: DishTemplate, intent: Intent): number {
  let best = 0;
  intent.dishes.forEach((dish, index) => {
    const exact = dish.id === template.id || (template.answers ?? []).includes(dish.id);
    const score = exact ? 100 - index * 10 : dish.family === template.family ? 80 - index * 10 : 0;
    best = Math.max(best, score);
  });
  return best;
}

function cuisineScore(template: DishTemplate, intent: Intent): number {
  if (!intent.cuisine) return 0;
  return (
    template.cuisines[intent.cuisine] ??
    (intent.broadCuisine ? (template.cuisines[intent.broadCuisine] ?? 0) : 0)
  );
}

/** Whether the template may be offered at all for this request. */
function courseFits(template: DishTemplate, request: Request): boolean {
  if (requestedScore(template, request.intent) > 0) return true;
  if (request.dessertMode) return template.course === 'dessert';
  if (template.course === 'main') return true;
  return request.intent.moods.has('breakfast') && (template.moods.breakfast ?? 0) > 0;
}

function rankCandidates(request: Request, rotationBase: number, needed: number): Candidate[] {
  const candidates: Candidate[] = [];
  TEMPLATES.forEach((template, index) => {
    if (!courseFits(template, request)) return;
    const picks = assign(template, request, rotationBase + index);
    if (!picks) return;
    const usedGiven = picks.filter((pick) => pick.parsed).length;
    if (usedGiven < needed) return;
    candidates.push({ template, picks, usedGiven, score: score(template, picks, request) });
  });
  // An asked-for family with fewer than three dishes is filled with versions of its best one.
  const family = candidates.filter(
    (candidate) => requestedScore(candidate.template, request.intent) > 0,
  );
  if (family.length > 0 && family.length < 3) {
    const best = family.reduce((a, b) => (b.score > a.score ? b : a));
    for (let variant = 1; variant <= 4; variant++) {
      const picks = assign(best.template, request, rotationBase + variant, variant);
      if (!picks) continue;
      const usedGiven = picks.filter((pick) => pick.parsed).length;
      candidates.push({ template: best.template, picks, usedGiven, score: best.score - variant });
    }
  }
  return candidates.sort((a, b) => b.score - a.score || a.template.id.localeCompare(b.template.id));
}

/** Amount of one picked ingredient for the whole recipe. */
function lineFor(
  pick: Pick,
  template: DishTemplate,
  picks: readonly Pick[],
  proteinBoost: number,
): Line {
  const item = pick.item;
  const sameRole = picks.filter((other) => other.item.role === item.role);
  let line: Line;
  if (pick.source === 'base' && template.base) {
    line = portionLine(item, SERVINGS * template.base.scale);
  } else if (item.role === 'veg' || (item.role === 'fruit' && template.course === 'dessert')) {
    const total = sameRole.reduce((sum, other) => sum + servingGrams(other.item), 0);
    const share = total > 0 ? servingGrams(item) / total : 1;
    // With few vegetables, none should swell to more than twice its usual amount.
    const grams = Math.min(
      template.vegPerServing * SERVINGS * share,
      servingGrams(item) * SERVINGS * 1.5,
    );
    line = gramsLine(item, grams);
  } else if (item.role === 'protein' && template.proteinScale === 0) {
    // Eggs in batters (pancakes, clafoutis): a fixed handful, not a meat-sized portion.
    line = portionLine(item, SERVINGS * 0.75);
  } else if (item.role === 'protein') {
    const count = sameRole.filter((other) => other.source !== 'base').length || 1;
    const factor = (template.proteinScale * proteinBoost * (count > 1 ? 1.2 : 1)) / count;
    line = portionLine(item, SERVINGS * factor);
  } else if (item.role === 'fruit') {
    line = portionLine(item, SERVINGS * 0.5);
  } else if (item.role === 'starch' && template.id === 'soup' && !item.tags.has('potato')) {
    // Pasta or rice in a soup is a handful, not a side dish.
    line = portionLine(item, SERVINGS * 0.4);
  } else {
    line = portionLine(item, SERVINGS);
  }
  return userAmount(pick, line) ?? line;
}

/**
 * Uses the amount the user wrote when it is close to what the dish needs (within half to
 * double): "2 lbs chicken thighs" becomes 900 g rather than our standard 600 g.
 */
function userAmount(pick: Pick, planned: Line): Line | undefined {
  const parsed = pick.parsed;
  if (!parsed || parsed.quantity === null || parsed.grams === null || planned.grams <= 0)
    return undefined;
  if (!['protein', 'veg', 'starch', 'fruit', 'cheese'].includes(pick.item.role)) return undefined;
  const ratio = parsed.grams / planned.grams;
  if (ratio < 0.5 || ratio > 2) return undefined;
  const unitKey = parsed.unit === '' ? 'piece' : (unitFromWord(parsed.unit) ?? parsed.unit);
  const kind = unitDef(unitKey)?.kind;
  if (kind === 'mass')
    return makeLine(pick.item, niceAmount(parsed.grams, 'g', pick.item).quantity, 'g');
  if (kind === 'volume') return gramsLine(pick.item, parsed.grams);
  if (kind === 'count' && pick.item.pieceGrams)
    return makeLine(pick.item, Math.max(1, Math.round(parsed.quantity)), '');
  if (kind === 'kitchen') return makeLine(pick.item, parsed.quantity, unitKey);
  return undefined;
}

function buildLines(candidate: Candidate, intent: Intent): Line[] {
  const { template, picks } = candidate;
  // High-protein requests get a half portion more of the main protein.
  const boost = intent.request.diets.has('high-protein') ? 1.5 : 1;
  const lines = picks.map((pick) => lineFor(pick, template, picks, boost));
  const present = new Set(picks.map((pick) => pick.item.id));
  // The user's own oil replaces the template's default one.
  const hasOil = picks.some((pick) => pick.item.group === 'oil');
  for (const staple of template.staples(stapleContext(picks, intent))) {
    const named = findItem(staple.id);
    const item = named && allowedOrSubstitute(named, intent);
    if (!item || present.has(item.id) || (hasOil && item.group === 'oil')) continue;
    present.add(item.id);
    lines.push(fixedLine(item, staple.quantity, staple.unit));
  }
  return [...lines].sort(
    (a, b) => ROLE_ORDER.indexOf(a.item.role) - ROLE_ORDER.indexOf(b.item.role),
  );
}

/** Lines for the allowed items the steps name but the list lacks: a pinch of a spice, 1 tbsp of oil, else a serving each. */
function stepStaples(steps: readonly StepPlan[], lines: readonly Line[], intent: Intent): Line[] {
  const text = steps.map((plan) => plan.description).join(' ');
  const staples: Line[] = [];
  for (const named of unlistedItems(text, lines)) {
    const item = allowedOrSubstitute(named, intent);
    if (!item || lines.some((line) => line.item.id === item.id)) continue;
    if (item.role === 'spice') staples.push(fixedLine(item, 1, 'pinch'));
    else if (item.group === 'oil') staples.push(fixedLine(item, 1, 'tbsp'));
    else staples.push(portionLine(item, SERVINGS));
  }
  return staples;
}

/** A recipe in the request's language when its dish has German wording, else in English. */
function composeOne(
  candidate: Candidate,
  request: Request,
  index: number,
  usedWords: Set<string>,
): ComposedRecipe {
  const lang = request.intent.request.language === 'de' && candidate.template.de ? 'de' : 'en';
  return inLanguage(lang, () => composeIn(candidate, request, index, usedWords));
}

function composeIn(
  candidate: Candidate,
  request: Request,
  index: number,
  usedWords: Set<string>,
): ComposedRecipe {
  const random = seededRandom(request.seed + index * 7919);
  const planned = buildLines(candidate, request.intent);
  let ingredients = planned.map(toIngredient);
  // Work from the ingredient list exactly as it will be stored, so the instructions generated
  // later from the stored recipe reproduce these steps and this total time.
  let lines = linesFromIngredients(ingredients);
  const parts = groupParts(lines);
  const givenIds = new Set(
    candidate.picks
      .filter((pick) => pick.parsed || pick.source === 'default')
      .map((pick) => pick.item.id),
  );
  // "Dark Dark Chocolate Chocolate Cake": a style word or ingredient that repeats the next word goes.
  const title = composeTitle(candidate.template, parts, request.intent, givenIds, random, usedWords)
    // The flag is not useless: it makes the backreference match "Bread bread" too.
    // eslint-disable-next-line regexp/no-useless-flag
    .replace(/\b(\w+)(?: \1\b)+/gi, '$1')
    // "Banana & Walnut Banana Bread": an ingredient the dish name repeats goes the first time.
    .replace(/\b(\w{3,})(?: &| and)? (?=(?:\w+ )*?\1\b)/gi, '');
  let steps = planSteps(candidate.template.id, lines, title);
  // Staples the method's text uses ("a pinch of salt", "a little oil") join the list.
  const staples = stepStaples(steps, lines, request.intent);
  if (staples.length > 0) {
    ingredients = [...planned, ...staples]
      .sort((a, b) => ROLE_ORDER.indexOf(a.item.role) - ROLE_ORDER.indexOf(b.item.role))
      .map(toIngredient);
    lines = linesFromIngredients(ingredients);
    steps = planSteps(candidate.template.id, lines, title);
  }
  const minutes = totalMinutes(steps);
  const category = categoryOfItems(lines.map((line) => line.item));
  return {
    title,
    description: composeDescription(candidate.template, parts, givenIds, minutes, category, random),
    illustrationSvg: drawIllustration({
      title,
      vessel: candidate.template.vessel,
      items: lines.map((line) => line.item),
      hot: HOT_TEMPLATES.has(candidate.template.id),
    }),
    baseServings: SERVINGS,
    ingredients,
    difficulty: difficultyFor(steps.length, minutes),
    total_time_minutes: minutes,
    food_category: category,
    nutrition: estimateNutrition(ingredients, SERVINGS).nutrition,
  };
}

/** `AiProvider.generateRecipes` of the built-in provider: 3-4 distinct recipe options. */
export function composeRecipes(input: GenerationInput): ComposedRecipe[] {
  const request = readRequest(input);
  let ranked = rankCandidates(request, request.seed % 7, Math.min(2, request.given.length));
  if (ranked.length < 3) {
    // Ingredients that rarely go together (two starches, say): rather than fewer than three
    // options, also offer dishes that use only one of them.
    const relaxed = rankCandidates(request, request.seed % 7, 0).filter(
      (candidate) => !ranked.some((kept) => kept.template === candidate.template),
    );
    ranked = [...ranked, ...relaxed.sort((a, b) => b.usedGiven - a.usedGiven || b.score - a.score)];
  }
  const usedWords = new Set<string>();
  const titles = new Set<string>();
  const recipes: ComposedRecipe[] = [];
  // Regenerating: dishes already shown rank lower and their exact titles are not offered again.
  const shown = new Set((input.shownTitles ?? []).map((title) => title.toLowerCase()));
  const shownDishes = new Set(
    [...shown].map((title) => titleTemplate(title)).filter((id) => id !== undefined),
  );
  if (shownDishes.size > 0)
    ranked = ranked
      .map((candidate) =>
        shownDishes.has(candidate.template.id)
          ? { ...candidate, score: candidate.score - 40 }
          : candidate,
      )
      .sort((a, b) => b.score - a.score || a.template.id.localeCompare(b.template.id));
  // The guard has the last word: a dish that misses a goal (protein, carbs) gives way to the next.
  for (const candidate of ranked) {
    if (recipes.length === 4) break;
    const composed = composeOne(candidate, request, recipes.length, usedWords);
    const guarded = guardRecipe(composed, request.intent.request).recipe;
    if (!guarded || titles.has(guarded.title) || shown.has(guarded.title.toLowerCase())) continue;
    titles.add(guarded.title);
    recipes.push(guarded);
  }
  // Rather than fewer than three options, a request the engine knows little for may repeat one.
  for (const candidate of ranked) {
    if (recipes.length >= 3) break;
    const guarded = guardRecipe(
      composeOne(candidate, request, recipes.length, usedWords),
      request.intent.request,
    ).recipe;
    if (!guarded || titles.has(guarded.title)) continue;
    titles.add(guarded.title);
    recipes.push(guarded);
  }
  return recipes;
}
