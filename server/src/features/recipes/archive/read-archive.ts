/**
 * Other apps' recipe archives read into one shape (issue 31, item 1). The format is told from the
 * content, never the file name: Paprika (`.paprikarecipes`: a zip of gzipped JSON recipes),
 * a Mealie backup (a zip with `database.json` and `data/recipes/<id>/images/…`), a Tandoor export
 * (a zip of per-recipe zips, each `recipe.json` + `image.*`), a Nextcloud Cookbook folder
 * (`<name>/recipe.json`, schema.org, + `full.jpg`), and schema.org Recipe objects as a zip of
 * JSON files or one JSON document (an array, a @graph, a single recipe).
 *
 * Field names follow the formats' public descriptions and the importers of Mealie
 * (mealie/services/migrations/{paprika,nextcloud,tandoor}.py) and Tandoor
 * (cookbook/integration/{paprika,mealie,nextcloud_cookbook,default}.py). Every limit of the
 * archive itself is zip.ts's; a refusal throws ArchiveError and nothing is returned.
 */
import { ARCHIVE_IMAGE_NOT_IMAGE, ARCHIVE_MAX_DEPTH } from '#contract/archive-import.ts';
import { draftFromNode, findRecipeNode, isoDurationMinutes } from '#contract/recipe-jsonld.ts';
import {
  ArchiveBudget,
  ArchiveError,
  gunzipWithin,
  looksLikeGzip,
  looksLikeZip,
  readZip,
  type ZipEntry,
} from './zip.ts';

export type ArchiveFormat = 'paprika' | 'mealie' | 'tandoor' | 'nextcloud' | 'schema.org' | 'sous';

/** One recipe of an archive, normalised. */
export interface ArchiveRecipe {
  readonly title: string;
  readonly description: string;
  readonly servings: number | null;
  readonly totalMinutes: number | null;
  readonly ingredients: readonly string[];
  readonly steps: readonly string[];
  readonly sourceUrl: string | null;
  /** Categories and tags, as the source names them, without repeats. */
  readonly categories: readonly string[];
  /** The picture's bytes when they are an image (sniffed), else null. */
  readonly image: Uint8Array | null;
  /** Why a picture the source had was left out, or null. */
  readonly imageProblem: string | null;
  /** A Sous archive's rating (1-5) and note of the recipe, when it has them. */
  readonly rating?: number | null;
  readonly note?: string | null;
}

export interface ArchiveContents {
  readonly format: ArchiveFormat;
  readonly recipes: readonly ArchiveRecipe[];
}

const MAX_LINES = 100;
const MAX_TEXT = 5000;

// ---- small readers -------------------------------------------------------------------------------

function str(value: unknown, max = MAX_TEXT): string {
  return typeof value === 'string'
    ? value.trim().slice(0, max)
    : typeof value === 'number'
      ? String(value)
      : '';
}

function lines(value: unknown): string[] {
  const all = Array.isArray(value)
    ? value.map((line) => str(line))
    : str(value, 200_000).split(/\r?\n/);
  return all
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES);
}

/** Paragraph steps of a free text (Paprika directions): one step per non-empty line. */
function paragraphs(value: unknown): string[] {
  return lines(value).map((line) => line.replace(/^\d{1,2}[.)]\s+/, ''));
}

/** Servings from "4", "4 servings", "Serves 6-8", 4: the first whole number 1..100. */
export function servingsFrom(value: unknown): number | null {
  const match = /\d+/.exec(str(value, 100));
  const count = match ? Number(match[0]) : NaN;
  return Number.isInteger(count) && count >= 1 && count <= 100 ? count : null;
}

const HOUR_WORDS = new Set(['h', 'hr', 'hrs', 'hour', 'hours', 'std', 'stunde', 'stunden']);
const MINUTE_WORDS = new Set(['m', 'min', 'mins', 'minute', 'minutes', 'minuten']);

/** Minutes from "PT1H10M", "1 hr 10 mins", "1 hour 30 minutes", "45 min", "90" or 90. */
export function minutesFrom(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  const text = str(value, 100).toLowerCase();
  if (!text) return null;
  const iso = isoDurationMinutes(text.toUpperCase());
  if (iso !== null) return iso;
  if (/^\d+$/.test(text)) return Number(text) || null;
  // Tokens "1", "hr", "10", "mins" (a number glued to its unit is split first).
  const tokens = text.replace(/(\d)(?=[a-z])/g, '$1 ').split(/[\s,]+/);
  let total = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const count = Number(tokens[i]!.replace(',', '.'));
    if (!Number.isFinite(count)) continue;
    const unit = tokens[i + 1]!;
    if (HOUR_WORDS.has(unit)) total += count * 60;
    else if (MINUTE_WORDS.has(unit)) total += count;
  }
  return total > 0 ? Math.round(total) : null;
}

function sum(...values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function url(value: unknown): string | null {
  const text = str(value, 2048);
  return /^https?:\/\//i.test(text) ? text : null;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const name = value.trim().slice(0, 60);
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out.slice(0, 20);
}

/** Whether the bytes are a JPEG, PNG, WebP or GIF (by their signature). */
export function isImage(bytes: Uint8Array): boolean {
  const b = bytes;
  if (b.length < 12) return false;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return true;
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return true;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/** The picture fields of a recipe from the bytes the source had (or none). */
function picture(bytes: Uint8Array | null | undefined) {
  if (!bytes || bytes.length === 0) return { image: null, imageProblem: null };
  return isImage(bytes)
    ? { image: bytes, imageProblem: null }
    : { image: null, imageProblem: ARCHIVE_IMAGE_NOT_IMAGE };
}

function json(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
    );
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function base64(value: unknown): Uint8Array | null {
  const text = str(value, 20 * 1024 * 1024);
  return text ? Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64') : null;
}

// ---- schema.org ------------------------------------------------------------------------------------

function isRecipe(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  return Array.isArray(type) ? type.includes('Recipe') : type === 'Recipe';
}

/** Every Recipe object of a JSON value (an array, a @graph, or one object). */
function recipeNodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => recipeNodes(item));
  const node = record(value);
  if (!node) return [];
  if (isRecipe(node)) return [node];
  if (Array.isArray(node['@graph'])) return recipeNodes(node['@graph']);
  const found = findRecipeNode(node);
  return found ? [found] : [];
}

function fromSchemaOrg(
  node: Record<string, unknown>,
  image: Uint8Array | null,
): ArchiveRecipe | null {
  const draft = draftFromNode(node);
  if (!draft) return null;
  const categories = [node.recipeCategory, node.keywords, node.recipeCuisine].flatMap((value) =>
    Array.isArray(value) ? value.map((v) => str(v)) : str(value, 1000).split(','),
  );
  return {
    title: draft.title,
    description: draft.description,
    servings: draft.servings,
    totalMinutes: draft.totalMinutes,
    ingredients: draft.ingredients.slice(0, MAX_LINES),
    steps: draft.steps.slice(0, MAX_LINES),
    sourceUrl:
      url(node.url) ?? url(record(node.mainEntityOfPage)?.['@id']) ?? url(node.mainEntityOfPage),
    categories: unique(categories),
    ...picture(image),
  };
}

// ---- Paprika -------------------------------------------------------------------------------------

function isPaprika(value: unknown): value is Record<string, unknown> {
  const node = record(value);
  return (
    node !== null && typeof node.name === 'string' && 'ingredients' in node && 'directions' in node
  );
}

function fromPaprika(node: Record<string, unknown>): ArchiveRecipe | null {
  const title = str(node.name, 200);
  if (!title) return null;
  return {
    title,
    description: [str(node.description), str(node.notes)]
      .filter(Boolean)
      .join('\n\n')
      .slice(0, 2000),
    servings: servingsFrom(node.servings),
    totalMinutes:
      minutesFrom(node.total_time) ?? sum(minutesFrom(node.prep_time), minutesFrom(node.cook_time)),
    ingredients: lines(node.ingredients),
    steps: paragraphs(node.directions),
    sourceUrl: url(node.source_url),
    categories: unique(Array.isArray(node.categories) ? node.categories.map((c) => str(c)) : []),
    ...picture(base64(node.photo_data)),
  };
}

// ---- Mealie ----------------------------------------------------------------------------------------

function rows(database: Record<string, unknown>, table: string): Record<string, unknown>[] {
  const value = database[table];
  return Array.isArray(value)
    ? value.map(record).filter((row): row is Record<string, unknown> => row !== null)
    : [];
}

function byPosition(a: Record<string, unknown>, b: Record<string, unknown>): number {
  return Number(a.position ?? 0) - Number(b.position ?? 0);
}

function mealieIngredient(
  row: Record<string, unknown>,
  units: Map<string, string>,
  foods: Map<string, string>,
): string {
  const original = str(row.original_text, 500);
  if (original) return original;
  const quantity = typeof row.quantity === 'number' && row.quantity > 0 ? String(row.quantity) : '';
  const unit = units.get(String(row.unit_id)) ?? '';
  const food = foods.get(String(row.food_id)) ?? '';
  const built = [quantity, unit, food].filter(Boolean).join(' ');
  const note = str(row.note, 500);
  return built && note ? `${built}, ${note}` : built || note;
}

function fromMealie(
  database: Record<string, unknown>,
  entries: readonly ZipEntry[],
): ArchiveRecipe[] {
  const names = (table: string) =>
    new Map(rows(database, table).map((row) => [String(row.id), str(row.name, 200)]));
  const units = names('ingredient_units');
  const foods = names('ingredient_foods');
  const categoryNames = names('categories');
  const tagNames = names('tags');
  const group = (table: string) => {
    const map = new Map<string, Record<string, unknown>[]>();
    for (const row of rows(database, table)) {
      const id = String(row.recipe_id);
      map.set(id, [...(map.get(id) ?? []), row]);
    }
    return map;
  };
  const ingredients = group('recipes_ingredients');
  const instructions = group('recipe_instructions');
  const toCategories = group('recipes_to_categories');
  const toTags = group('recipes_to_tags');
  const images = new Map<string, Uint8Array>();
  for (const entry of entries) {
    const match = /^(?:.*\/)?data\/recipes\/([^/]+)\/images\/original\.\w+$/.exec(entry.name);
    if (match) images.set(match[1]!, entry.data);
  }
  return rows(database, 'recipes').flatMap((row): ArchiveRecipe[] => {
    const title = str(row.name, 200);
    if (!title) return [];
    const id = String(row.id);
    return [
      {
        title,
        description: str(row.description, 2000),
        servings: servingsFrom(row.recipe_servings) ?? servingsFrom(row.recipe_yield),
        totalMinutes:
          minutesFrom(row.total_time) ??
          sum(minutesFrom(row.prep_time), minutesFrom(row.perform_time)),
        ingredients: (ingredients.get(id) ?? [])
          .sort(byPosition)
          .map((ing) => mealieIngredient(ing, units, foods))
          .filter(Boolean)
          .slice(0, MAX_LINES),
        steps: (instructions.get(id) ?? [])
          .sort(byPosition)
          .map((step) => str(step.text))
          .filter(Boolean)
          .slice(0, MAX_LINES),
        sourceUrl: url(row.org_url),
        categories: unique([
          ...(toCategories.get(id) ?? []).map(
            (link) => categoryNames.get(String(link.category_id)) ?? '',
          ),
          ...(toTags.get(id) ?? []).map((link) => tagNames.get(String(link.tag_id)) ?? ''),
        ]),
        ...picture(images.get(id)),
      },
    ];
  });
}

// ---- Tandoor -------------------------------------------------------------------------------------

function tandoorIngredient(value: unknown): string {
  const ing = record(value);
  if (!ing) return '';
  const original = str(ing.original_text, 500);
  if (original) return original;
  const amount =
    !ing.no_amount && typeof ing.amount === 'number' && ing.amount > 0 ? String(ing.amount) : '';
  const unit = str(record(ing.unit)?.name, 100);
  const food = str(record(ing.food)?.name, 200);
  const built = [amount, unit, food].filter(Boolean).join(' ');
  const note = str(ing.note, 500);
  return built && note ? `${built}, ${note}` : built || note;
}

function fromTandoor(
  node: Record<string, unknown>,
  image: Uint8Array | null,
): ArchiveRecipe | null {
  const title = str(node.name, 200);
  if (!title) return null;
  const steps = Array.isArray(node.steps) ? node.steps.map(record).filter((s) => s !== null) : [];
  return {
    title,
    description: str(node.description, 2000),
    servings: servingsFrom(node.servings),
    totalMinutes: sum(minutesFrom(node.working_time), minutesFrom(node.waiting_time)),
    ingredients: steps
      .flatMap((step) => (Array.isArray(step.ingredients) ? step.ingredients : []))
      .filter((ing) => !record(ing)?.is_header)
      .map(tandoorIngredient)
      .filter(Boolean)
      .slice(0, MAX_LINES),
    steps: steps
      .map((step) => str(step.instruction))
      .filter(Boolean)
      .slice(0, MAX_LINES),
    sourceUrl: url(node.source_url),
    categories: unique(
      (Array.isArray(node.keywords) ? node.keywords : []).map((k) => str(record(k)?.name ?? k, 60)),
    ),
    ...picture(image),
  };
}

// ---- detection ----------------------------------------------------------------------------------

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

function dirName(name: string): string {
  return name.slice(0, name.lastIndexOf('/') + 1);
}

/** The image next to a recipe file (Nextcloud `full.jpg`, Tandoor `image.*`), if any. */
function imageBeside(entries: readonly ZipEntry[], dir: string, names: RegExp): Uint8Array | null {
  return (
    entries.find((entry) => dirName(entry.name) === dir && names.test(baseName(entry.name)))
      ?.data ?? null
  );
}

// ---- Sous's own account archive (GET /users/me/export) ---------------------------------------------

const quantityText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(value) : '';

/**
 * The saved recipes of a Sous account archive (account.json, format `sous-account-archive`), read
 * like any other source: ingredient lines and steps as text (parsed again, so nothing unchecked
 * from the file is stored), the picture from files/, the collections it is in as categories (so they
 * come back by name), the rating and note when the archive has them.
 */
function fromSous(account: Record<string, unknown>, entries: readonly ZipEntry[]): ArchiveRecipe[] {
  const names = new Map<number, string[]>();
  for (const value of Array.isArray(account.collections) ? account.collections : []) {
    const collection = record(value);
    const name = str(collection?.name, 80);
    if (!collection || !name || !Array.isArray(collection.recipe_ids)) continue;
    for (const id of collection.recipe_ids)
      if (typeof id === 'number') names.set(id, [...(names.get(id) ?? []), name]);
  }
  const files = new Map(entries.map((entry) => [entry.name, entry.data]));
  const recipes: ArchiveRecipe[] = [];
  for (const value of Array.isArray(account.recipes) ? account.recipes : []) {
    const node = record(value);
    const title = str(node?.title, 200);
    if (!node || !title) continue;
    const ingredients = (Array.isArray(node.ingredients) ? node.ingredients : [])
      .map((item) => record(item))
      .filter((item) => item !== null)
      .map((item) => `${quantityText(item.quantity)} ${str(item.unit, 40)} ${str(item.name, 200)}`)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .slice(0, MAX_LINES);
    const steps = (Array.isArray(node.steps) ? node.steps : [])
      .map((step) => str(record(step)?.description, 2000))
      .filter(Boolean)
      .slice(0, MAX_LINES);
    const rating = node.rating;
    const imageFile = str(node.image_file, 1000);
    recipes.push({
      title,
      description: str(node.description, 2000),
      servings: servingsFrom(node.base_servings),
      totalMinutes: minutesFrom(node.total_time_minutes),
      ingredients,
      steps,
      sourceUrl: null,
      categories: unique(typeof node.id === 'number' ? (names.get(node.id) ?? []) : []),
      ...picture(imageFile ? files.get(imageFile) : null),
      rating:
        typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
          ? rating
          : null,
      note: str(node.note, 2000) || null,
    });
  }
  return recipes;
}

function readZipArchive(
  entries: readonly ZipEntry[],
  budget: ArchiveBudget,
  depth: number,
): ArchiveContents | null {
  // Sous: an account.json of format sous-account-archive at the top.
  const accountEntry = depth === 1 ? entries.find((entry) => entry.name === 'account.json') : null;
  const account = accountEntry ? record(json(accountEntry.data)) : null;
  if (account?.format === 'sous-account-archive')
    return { format: 'sous', recipes: fromSous(account, entries) };

  // Paprika: entries that are gzipped JSON recipes.
  const gz = entries.filter((entry) => looksLikeGzip(entry.data));
  if (gz.length > 0) {
    const paprika = gz.map((entry) => json(gunzipWithin(entry.data, budget))).filter(isPaprika);
    if (paprika.length > 0)
      return { format: 'paprika', recipes: paprika.map(fromPaprika).filter((r) => r !== null) };
  }

  // Mealie: a database.json holding a recipes table.
  const database = entries.find((entry) => baseName(entry.name) === 'database.json');
  const tables = database ? record(json(database.data)) : null;
  if (tables && Array.isArray(tables.recipes))
    return { format: 'mealie', recipes: fromMealie(tables, entries) };

  // Tandoor: zips, each with a recipe.json (and an image.*).
  const inner = entries.filter((entry) => looksLikeZip(entry.data));
  if (inner.length > 0 && depth < ARCHIVE_MAX_DEPTH) {
    const recipes: ArchiveRecipe[] = [];
    for (const entry of inner) {
      const files = readZip(entry.data, budget);
      const file = files.find((f) => f.name === 'recipe.json');
      const node = file ? record(json(file.data)) : null;
      const recipe = node ? fromTandoor(node, imageBeside(files, '', /^image\.\w+$/)) : null;
      if (recipe) recipes.push(recipe);
    }
    if (recipes.length > 0) return { format: 'tandoor', recipes };
  }

  // Nextcloud Cookbook (<name>/recipe.json + full.jpg) and schema.org JSON files.
  const recipes: ArchiveRecipe[] = [];
  let nextcloud = false;
  for (const entry of entries) {
    if (!entry.name.toLowerCase().endsWith('.json')) continue;
    const nodes = recipeNodes(json(entry.data));
    const isNextcloud = baseName(entry.name) === 'recipe.json' && dirName(entry.name) !== '';
    nextcloud ||= isNextcloud && nodes.length > 0;
    const image = isNextcloud ? imageBeside(entries, dirName(entry.name), /^full\.\w+$/) : null;
    for (const node of nodes) {
      const recipe = fromSchemaOrg(node, image);
      if (recipe) recipes.push(recipe);
    }
  }
  if (recipes.length > 0) return { format: nextcloud ? 'nextcloud' : 'schema.org', recipes };
  return null;
}

/**
 * The recipes of an uploaded archive, or ArchiveError: `archive_not_recognised` for anything that
 * is not one of the formats (a zip of something else, a PDF), `archive_no_recipes` for a format
 * with no named recipe, and zip.ts's refusals for archives past a limit.
 */
export function readArchive(bytes: Uint8Array, budget = new ArchiveBudget()): ArchiveContents {
  let contents: ArchiveContents | null;
  if (looksLikeZip(bytes)) {
    contents = readZipArchive(readZip(bytes, budget), budget, 1);
  } else {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('utf8')
      .trimStart();
    if (!text.startsWith('{') && !text.startsWith('['))
      throw new ArchiveError('archive_not_recognised');
    const value = json(bytes);
    if (value === undefined) throw new ArchiveError('archive_not_recognised');
    const recipes = recipeNodes(value)
      .map((node) => fromSchemaOrg(node, null))
      .filter((r) => r !== null);
    contents = recipes.length > 0 ? { format: 'schema.org', recipes } : null;
  }
  if (!contents) throw new ArchiveError('archive_not_recognised');
  if (contents.recipes.length === 0) throw new ArchiveError('archive_no_recipes');
  return contents;
}
