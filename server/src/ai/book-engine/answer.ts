/**
 * The book engine: answers a request with dishes of the recipe book.
 *
 * - Asked dish known: every option is that dish (its variants, adapted to the constraints).
 * - Asked dish unknown: a notice saying so, and fitting dishes of its course (never renamed).
 * - Otherwise: varied fitting dishes (cuisine and course spread, the cook's ingredients used).
 * Hard constraints (allergens, diets, excluded foods, spice) are never relaxed; the course, the
 * cuisine and a time limit are, each with a notice. Deterministic for the same input.
 */
import type { GenerationInput } from '#server/src/ai/provider.ts';
import { hashString } from '#server/src/ai/seed.ts';
import type { Course } from '#kitchen/book/dish.ts';
import type { RenderedRecipe } from '#kitchen/book/render.ts';
import { adapt, renderFit, versionsOf, type Fit, type Version } from './adapt.ts';
import { theBook, type BookIndex } from './book.ts';
import { dishTitle, notices } from './notice.ts';
import { normalize } from '#kitchen/text.ts';
import { cuisinesOf, readCookRequest, type CookRequest } from './request.ts';
import { constraintName } from './rules.ts';

export const MAX_OPTIONS = 4;
const MIN_OPTIONS = 3;

export interface BookAnswer {
  readonly request: CookRequest;
  readonly recipes: readonly RenderedRecipe[];
  readonly notice: string | null;
}

/** Tags a mood prefers. */
const MOOD_TAGS: Readonly<Record<string, readonly string[]>> = {
  quick: ['quick', 'weeknight'],
  warming: ['soup', 'stew', 'winter', 'comfort', 'curry', 'slow-cook'],
  light: ['light', 'fresh', 'summer', 'salad', 'no-cook'],
  hearty: ['comfort', 'winter', 'stew'],
  healthy: ['vegetable-forward', 'light', 'fresh'],
  fancy: ['festive', 'party'],
  kids: ['kid-friendly'],
  creamy: ['comfort'],
};
/** Words of the prompt that name a book tag ("curry", "pasta", "noodles", "stir fry"). */
const TAG_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcurr(y|ies)\b/, 'curry'],
  [/\b(pasta|nudeln)\b/, 'pasta'],
  [/\bnoodles?\b/, 'noodles'],
  [/\b(stir fry|stirfry|wok|pfanne)\b/, 'stir-fry'],
  [/\b(stew|eintopf|schmor\w*)\b/, 'stew'],
  [/\b(rice|reis)\b/, 'rice'],
  [/\b(bread|brot)\b/, 'bread'],
  [/\b(sandwich\w*|stulle)\b/, 'sandwich'],
  [/\b(grill|grilled|bbq|barbecue|gegrillt\w*)\b/, 'grill'],
  [/\b(one pot|eintopfgericht)\b/, 'one-pot'],
  [/\b(budget|cheap|gunstig\w*|billig)\b/, 'budget'],
  [/\b(picnic|picknick|lunchbox|brotdose|school lunch)\b/, 'picnic'],
  [/\b(party|gaste|guests|feier)\b/, 'party'],
  [/\b(meal prep|make ahead|vorkochen)\b/, 'make-ahead'],
  [/\b(brunch)\b/, 'brunch'],
  [/\b(cakes?|kuchen|torte)\b|(kuchen|torte)\b/, 'cake'],
  [/\b(cookies?|kekse|platzchen|biscuits)\b|platzchen\b/, 'cookies'],
  [/\bno[ -]?bake\b|\bno cook\b|\bohne (backen|kochen|ofen)\b|\boven\b/, 'no-cook'],
];

interface Candidate {
  readonly fit: Fit;
  readonly score: number;
}

/** The title a version shows (for "Generate New Recipes" and the variety rules). */
function titleOf(version: Version): string {
  const variant = version.dish.variants?.find((v) => v.id === version.variant);
  return (variant?.name ?? version.dish.name).en;
}

function score(
  version: Version,
  request: CookRequest,
  tags: readonly string[],
  seed: number,
): number {
  const { dish } = version;
  let points = 0;
  const items = new Set(version.items);
  const used = request.have.filter((item) => items.has(item.id)).length;
  points += used * 10;
  if (request.have.length > 0 && used === request.have.length) points += 8;
  if (cuisinesOf(request.cuisine).includes(dish.cuisine)) points += 12;
  if (request.courses.length === 0) {
    if (dish.course === 'main') points += 4;
    if (dish.course === 'soup' || dish.course === 'salad') points += 1;
    if (['drink', 'sauce', 'side'].includes(dish.course)) points -= 6;
  }
  for (const mood of request.moods)
    for (const tag of MOOD_TAGS[mood] ?? []) if (dish.tags?.includes(tag)) points += 3;
  if (request.moods.has('quick') && version.totalMinutes <= 30) points += 4;
  if (request.moods.has('spicy')) points += dish.spice >= 2 ? 6 : -4;
  for (const tag of tags)
    if (dish.tags?.includes(tag) || version.items.some((i) => i.includes(tag))) points += 6;
  // A stable, per-request shuffle among equals, so the same request gets the same options.
  points += (hashString(`${seed}:${dish.id}:${version.variant ?? ''}`) % 1000) / 1000;
  return points;
}

/** Picks up to MAX_OPTIONS: distinct dishes, at most two per cuisine, not shown before when possible. */
function pick(candidates: readonly Candidate[], shown: ReadonlySet<string>): Fit[] {
  const sorted = [...candidates].sort((a, b) => b.score - a.score);
  const fresh = sorted.filter((c) => !shown.has(titleOf(c.fit.version).toLowerCase()));
  const pool = fresh.length >= MIN_OPTIONS ? fresh : sorted;
  const chosen: Fit[] = [];
  const take = (maxPerCuisine: number) => {
    for (const { fit } of pool) {
      if (chosen.length >= MAX_OPTIONS) return;
      if (chosen.some((f) => f.version.dish.id === fit.version.dish.id)) continue;
      const sameCuisine = chosen.filter((f) => f.version.dish.cuisine === fit.version.dish.cuisine);
      if (sameCuisine.length >= maxPerCuisine) continue;
      chosen.push(fit);
    }
  };
  take(2);
  take(MAX_OPTIONS);
  return chosen;
}

/** Every fitting version among `versions`, and how often each constraint ruled one out. */
function fitting(
  versions: readonly Version[],
  request: CookRequest,
  book: BookIndex,
): { fits: Fit[]; broken: Map<string, number> } {
  const fits: Fit[] = [];
  const broken = new Map<string, number>();
  for (const version of versions) {
    const adapted = adapt(version, request.constraints, book);
    if (adapted.ok) fits.push(adapted.fit);
    else broken.set(adapted.broken, (broken.get(adapted.broken) ?? 0) + 1);
  }
  return { fits, broken };
}

function itemName(id: string, request: CookRequest, book: BookIndex): string {
  const item = book.item(id);
  return request.language === 'de' ? item.deName : item.name;
}

function nameOf(key: string, request: CookRequest, book: BookIndex): string {
  return constraintName(key, request.language, (id) => {
    const item = book.item(id);
    return request.language === 'de' ? item.deName : item.plural;
  });
}

/** Answers a generation input from the book. */
export function answerFromBook(input: GenerationInput, book: BookIndex = theBook()): BookAnswer {
  const request = readCookRequest(input, book);
  const { language } = request;
  const seed = hashString(`${input.prompt}|${input.writtenIngredients}`);
  const shown = new Set((input.shownTitles ?? []).map((t) => t.toLowerCase()));
  const promptTags = TAG_WORDS.filter(([pattern]) =>
    pattern.test(
      input.prompt
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    ),
  ).map(([, tag]) => tag);
  const notes: string[] = [];
  let fits: Fit[] = [];

  const allVersions = book.dishes.flatMap(versionsOf);
  const withinTime = (fit: Fit) =>
    request.maxMinutes === null || fit.version.totalMinutes <= request.maxMinutes;
  const inCourse = (fit: Fit, courses: readonly Course[]) =>
    courses.length === 0 || courses.includes(fit.version.dish.course);
  const rank = (list: readonly Fit[]) =>
    list.map((fit) => ({ fit, score: score(fit.version, request, promptTags, seed) }));

  for (const [id, key] of request.conflicts)
    notes.push(notices.conflict(itemName(id, request, book), nameOf(key, request, book), language));

  if (request.dish) {
    const dish = book.byId.get(request.dish.id)!;
    // Variants are the dish asked for when their name still says it: "Seafood Paella" answers
    // "paella", "Paneer Butter Masala" does not answer "butter chicken".
    // The words of the name asked for that the dish's own name holds ("paella for two" -> paella).
    const own = ` ${normalize(dish.name.en)} ${normalize(dish.name.de)} `;
    const said = request.dish.phrase.split(' ');
    const named = said.filter((word) => own.includes(` ${word} `));
    const words = named.length > 0 ? named : said;
    const answers = (version: Version) => {
      if (version.variant === null || version.variant === request.dish!.variant) return true;
      const variant = dish.variants?.find((v) => v.id === version.variant);
      const names = ` ${normalize(variant?.name.en ?? '')} ${normalize(variant?.name.de ?? '')} `;
      return words.every((word) => names.includes(` ${word} `) || names.includes(word));
    };
    const versions = fitting(versionsOf(dish).filter(answers), request, book);
    const ownFits = versions.fits.filter(withinTime);
    if (ownFits.length === 0 && versions.fits.length > 0) {
      const quickest = Math.min(...versions.fits.map((f) => f.version.totalMinutes));
      const others = fitting(allVersions, request, book).fits.filter(withinTime);
      fits = pick(
        rank(others).map((c) =>
          c.fit.version.dish.course === dish.course ? { ...c, score: c.score + 10 } : c,
        ),
        shown,
      );
      notes.push(
        notices.dishTooSlow(
          dish.name[language],
          quickest,
          request.maxMinutes!,
          fits.length > 0,
          language,
        ),
      );
    } else if (ownFits.length > 0) {
      // The variant the cook named first, then the dish as written, then the other variants.
      const asked = request.dish.variant;
      const ordered = [...ownFits].sort(
        (a, b) =>
          Number(b.version.variant === asked) - Number(a.version.variant === asked) ||
          Number(b.version.variant === null) - Number(a.version.variant === null),
      );
      const fresh = ordered.filter((f) => !shown.has(titleOf(f.version).toLowerCase()));
      fits = (fresh.length > 0 ? fresh : ordered).slice(0, MAX_OPTIONS);
    } else {
      const [key] = [...versions.broken].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      const dishName = dish.name[language];
      const others = fitting(allVersions, request, book).fits.filter(
        (f) => f.version.dish.course === dish.course && withinTime(f),
      );
      fits = pick(
        rank(others).map((c) =>
          c.fit.version.dish.cuisine === dish.cuisine ? { ...c, score: c.score + 10 } : c,
        ),
        shown,
      );
      notes.push(
        notices.dishCannot(dishName, nameOf(key, request, book), fits.length > 0, language),
      );
    }
  } else {
    const all = fitting(allVersions, request, book);
    if (all.fits.length === 0) {
      const keys = [...all.broken].sort((a, b) => b[1] - a[1]).map(([key]) => key);
      const named = [...new Set(keys.map((key) => nameOf(key, request, book)))].slice(0, 2);
      return { request, recipes: [], notice: notices.nothingFits(named, language) };
    }
    const unknownCourse: Course | null = request.unknownDish
      ? (request.courses[0] ?? 'main')
      : null;
    const courses =
      request.courses.length > 0 ? request.courses : unknownCourse ? [unknownCourse] : [];
    const baked = (fit: Fit) => request.noBake && fit.version.dish.course === 'baking';
    let pool = all.fits.filter((f) => inCourse(f, courses) && !baked(f));
    // "Cake" asks for bakes first; desserts stand in only when too few bakes fit.
    if (pool.length < MIN_OPTIONS && request.nearCourses.length > 0)
      pool = [...pool, ...all.fits.filter((f) => inCourse(f, request.nearCourses) && !baked(f))];
    if (request.family.length > 0) {
      const family = all.fits.filter((f) => request.family.includes(f.version.dish.id));
      // "Generate New Recipes" after every dish of the kind was shown: the rest of the course.
      const unseen = family.filter((f) => !shown.has(titleOf(f.version).toLowerCase()));
      if (unseen.length > 0 || (family.length > 0 && shown.size === 0)) pool = family;
      else if (family.length === 0) {
        // No dish of the kind can be made to fit: say which constraint stood in the way.
        const kind = fitting(
          request.family.flatMap((id) => versionsOf(book.byId.get(id)!)),
          request,
          book,
        );
        const [key] = [...kind.broken].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
        if (key)
          notes.push(
            notices.dishCannot(
              dishTitle(request.familyName ?? ''),
              nameOf(key, request, book),
              true,
              language,
            ),
          );
      }
    }
    if (pool.length === 0 && courses.length > 0) {
      // Another course may stand in, but a drink or a sauce is no dinner.
      pool = all.fits.filter(
        (f) => !['drink', 'sauce'].includes(f.version.dish.course) || inCourse(f, courses),
      );
      if (pool.length === 0) {
        const keys = [...all.broken].sort((a, b) => b[1] - a[1]).map(([key]) => key);
        const named = [...new Set(keys.map((key) => nameOf(key, request, book)))].slice(0, 2);
        return { request, recipes: [], notice: notices.nothingFits(named, language) };
      }
      notes.push(notices.noCourse(courses[0]!, language));
    }
    let timed = pool.filter(withinTime);
    if (timed.length === 0) {
      notes.push(notices.tooSlow(request.maxMinutes!, language));
      timed = [...pool].sort((a, b) => a.version.totalMinutes - b.version.totalMinutes).slice(0, 8);
    }
    fits = pick(rank(timed), shown);
    if (request.unknownDish)
      notes.unshift(notices.unknownDish(request.unknownDish, unknownCourse, language));
  }

  const recipes: RenderedRecipe[] = [];
  for (const fit of fits) {
    const recipe = renderFit(
      fit,
      request.servings ?? fit.version.dish.servings,
      language,
      request.constraints,
      book,
    );
    if (recipe) recipes.push(recipe);
  }
  const short = shortfalls(recipes, request);
  if (short) notes.push(short);
  return { request, recipes, notice: notes.length > 0 ? notes.join(' ') : null };
}

/** "Shakshuka needs 6 eggs (you listed 2 eggs)": amounts the cook gave that an option exceeds. */
function shortfalls(recipes: readonly RenderedRecipe[], request: CookRequest): string | null {
  const found: { recipe: string; needs: string; has: string }[] = [];
  for (const recipe of recipes) {
    for (const [id, { grams, text }] of request.amounts) {
      const lines = recipe.lines.filter((line) => line.item === id);
      const needed = lines.reduce((sum, line) => sum + line.grams, 0);
      if (lines.length === 0 || needed <= grams * 1.05) continue;
      const line = lines[0]!;
      const quantity = line.quantity === null ? '' : `${line.quantity} `;
      const unit = line.unit ? `${line.unit} ` : '';
      found.push({
        recipe: recipe.title,
        needs: `${quantity}${unit}${line.name}`.trim(),
        has: text,
      });
    }
  }
  return found.length > 0 ? notices.shortfall(found.slice(0, 3), request.language) : null;
}
