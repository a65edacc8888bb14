import { now } from '#src/lib/clock';
import { db, nextId } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { recipeFacts } from '#kitchen/recipe-facts.ts';
import { IMPORT_PAGES } from '#mocks/factories/import-pages';
import { toRecipe, toRecipeDetail } from '#mocks/factories';
import { guard, http, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { isUploadedFile, parseMultipart } from '#mocks/multipart';
import { ownRecipe, requireLibraryRoom } from '#mocks/store';
import { hasPreferences, preferenceConflicts } from '#contract/preferences';
import { preferencesOf } from './users';
import type { RecipeRow } from '#mocks/db';
import {
  exportFileName,
  IMPORT_FILE_MAX_BYTES,
  importFailureItem,
  ingredientFromLine,
  MAX_IMPORT_RECIPES,
  readRecipes,
  stepFromText,
  type ImportFailure,
  type ImportSource,
} from '#contract/recipe-import';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld';
import { DETAILS } from '#contract/messages';
import {
  ARCHIVE_FILE_MAX_BYTES,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RECIPES,
  archiveFailureItem,
  type ArchiveFailure,
} from '#contract/archive-import';

type ArchiveFormat = 'paprika' | 'mealie' | 'tandoor' | 'nextcloud' | 'schema.org';

/** The multipart body's `file` (as the server reads an upload), or its 422. */
async function uploadedFile(request: Request) {
  const fields = parseMultipart(
    new Uint8Array(await request.arrayBuffer()),
    request.headers.get('content-type') ?? '',
  );
  if (!fields)
    throw problem(422, [
      { loc: ['body'], msg: DETAILS.malformedMultipart, type: 'multipart_invalid' },
    ]);
  const file = fields.file;
  if (!isUploadedFile(file) || file.size === 0)
    throw problem(422, [{ loc: ['body', 'file'], msg: DETAILS.fieldRequired, type: 'missing' }]);
  return file;
}

const failure = (source: ImportSource, kind: ImportFailure) =>
  problem(422, [importFailureItem(source, kind)]);

/** The server's difficulty rule (server/src/ai/instructions.ts difficultyFor). */
function difficultyFor(stepCount: number, minutes: number): RecipeRow['difficulty'] {
  if (stepCount <= 8 && minutes <= 40) return 'easy';
  if (stepCount >= 11 || minutes > 100 || (stepCount >= 9 && minutes > 60)) return 'hard';
  return 'medium';
}

/**
 * Hosts the server's guard refuses, as literals the mock can see: loopback, private and link-local
 * IPv4, and IPv6 outside global unicast 2000::/3 or in its 6to4, Teredo and documentation ranges.
 */
const PRIVATE_HOST =
  /^(?:localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|0\.|\[(?![23])|\[2001:(?::|0:|db8:)|\[2002:|\[3fff:)/i;

/** The page the mock "fetches" for a URL, or the failure the server would answer. */
function fetchPage(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw failure('url', 'import_invalid_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw failure('url', 'import_invalid_url');
  if (PRIVATE_HOST.test(url.hostname)) throw failure('url', 'import_address_not_allowed');
  const found = IMPORT_PAGES[url.toString()];
  if (found === undefined) throw failure('url', 'import_fetch_failed');
  if (!found.startsWith('<')) throw failure('url', found as ImportFailure);
  return found;
}

/** Stores the drafts as the signed-in user's saved recipes, all or none, as the server does. */
function store(userId: number, drafts: readonly JsonLdRecipeDraft[]): RecipeRow[] {
  const kept = drafts.slice(0, MAX_IMPORT_RECIPES);
  requireLibraryRoom(userId, kept.length);
  return kept.map((draft) => {
    const ingredients = draft.ingredients.slice(0, 100).map(ingredientFromLine);
    const steps = draft.steps.slice(0, 100).map(stepFromText);
    const timers = steps.reduce((sum, step) => sum + (step.timer ?? 0), 0) / 60;
    const minutes = draft.totalMinutes ?? (timers > 0 ? Math.ceil(timers) : null);
    const baseServings = draft.servings ?? 4;
    // What the server computes for an import, from the same kitchen module.
    const facts = recipeFacts(ingredients, baseServings);
    const id = nextId('recipes');
    const row: RecipeRow = {
      id,
      title: draft.title.slice(0, 200),
      description: draft.description.slice(0, 2000),
      image_url: draft.imageUrl && draft.imageUrl.length <= 2048 ? draft.imageUrl : null,
      total_time_minutes: minutes,
      difficulty: difficultyFor(steps.length, minutes ?? 0),
      food_category: facts.foodCategory,
      created_at: isoAt(now()),
      allergens: facts.allergens,
      baseServings,
      nutrition: facts.nutrition,
      ingredients,
      is_saved: true,
      owner_id: userId,
      session_id: null,
      instructions: steps.length > 0 ? steps : null,
      instruction_polls_left: 0,
      cooking_method: 'pan',
    };
    db.recipes.set(id, row);
    return row;
  });
}

function importText(userId: number, source: ImportSource, text: string) {
  const read = readRecipes(text);
  if ('failure' in read) throw failure(source, read.failure);
  const rows = store(userId, read.drafts);
  const preferences = preferencesOf(userId);
  // As the server: the recipes that conflict with the cook's standing preferences are named.
  const warnings = hasPreferences(preferences)
    ? rows.flatMap((row) => {
        const conflicts = preferenceConflicts(row, preferences);
        return conflicts ? [{ recipe_id: row.id, ...conflicts }] : [];
      })
    : [];
  return { recipes: rows.map(toRecipe), warnings };
}

const ldJson = (body: unknown, fileName: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'content-type': 'application/ld+json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

/** JSON-LD export and import (GET /recipe/{id}/export, GET /recipe/export, POST /recipe/import). */
export const importsHandlers = [
  http.get('/recipe/{id}/export', ({ request, params }) => {
    guard('exportRecipe', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('exportRecipe', params);
    const row = ownRecipe(id, user.id);
    return ldJson(
      recipeToJsonLd(toRecipeDetail(row), row.instructions ?? []),
      exportFileName(row.title),
    );
  }),

  http.get('/recipe/export', ({ request }) => {
    guard('exportLibrary', request);
    const user = requireUser();
    const saved = [...db.recipes.values()]
      .filter((r) => r.owner_id === user.id && r.is_saved)
      .sort((a, b) => a.id - b.id);
    return ldJson(
      saved.map((row) => recipeToJsonLd(toRecipeDetail(row), row.instructions ?? [])),
      'sous-library.jsonld',
    );
  }),

  http.post('/recipe/import', async ({ request, response }) => {
    guard('importRecipes', request);
    const user = requireUser();
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'multipart/form-data') {
      const file = await uploadedFile(request);
      if (file.size > IMPORT_FILE_MAX_BYTES) throw failure('file', 'import_too_large');
      return response(201).json(importText(user.id, 'file', new TextDecoder().decode(file.bytes)));
    }
    const body = await readBody<{ jsonld?: string; url?: string }>('importRecipes', request);
    if (body.url !== undefined)
      return response(201).json(importText(user.id, 'url', fetchPage(body.url)));
    return response(201).json(importText(user.id, 'jsonld', body.jsonld!));
  }),
];

const archiveFailure = (kind: ArchiveFailure) => problem(422, [archiveFailureItem(kind)]);

/** The entries of a zip (names, compression, data), from its central directory; null if it has none. */
function zipEntries(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  if (end === -1) throw archiveFailure('archive_truncated');
  const count = view.getUint16(end + 10, true);
  if (count > ARCHIVE_MAX_ENTRIES) throw archiveFailure('archive_too_many_entries');
  const entries: { name: string; method: number; data: Uint8Array }[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50)
      throw archiveFailure('archive_truncated');
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (/^(?:[/\\]|[a-z]:)|(?:^|[/\\])\.\.(?:[/\\]|$)/i.test(name))
      throw archiveFailure('archive_unsafe_path');
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataAt + size > bytes.length) throw archiveFailure('archive_truncated');
    entries.push({ name, method, data: bytes.subarray(dataAt, dataAt + size) });
    at += 46 + nameLength + skip;
  }
  return entries;
}

/** A small, deflated entry's text (the mock reads Mealie's database.json this way). */
async function entryText(entry: { method: number; data: Uint8Array }): Promise<string> {
  if (entry.method === 0) return new TextDecoder().decode(entry.data);
  const stream = new Response(entry.data as BodyInit).body!.pipeThrough(
    new DecompressionStream('deflate-raw'),
  );
  return new Response(stream).text();
}

/**
 * The mock's reading of an archive: the server's reader needs node:zlib, so the mock tells the
 * format and the recipes' titles from the entry names (Paprika `<title>.paprikarecipe`, Tandoor
 * `<title>.zip`, Nextcloud `<title>/recipe.json`), Mealie's database.json or a JSON document,
 * and stores each recipe by its title alone. The archive's limits it checks are the cheap ones.
 */
async function readArchiveTitles(
  bytes: Uint8Array,
): Promise<{ format: ArchiveFormat; titles: string[] }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) {
    const read = readRecipes(new TextDecoder().decode(bytes));
    if ('failure' in read) throw archiveFailure('archive_not_recognised');
    return { format: 'schema.org', titles: read.drafts.map((d) => d.title) };
  }
  const entries = zipEntries(bytes);
  const base = (name: string, ext: string) => name.slice(name.lastIndexOf('/') + 1, -ext.length);
  const paprika = entries.filter((e) => e.name.endsWith('.paprikarecipe'));
  if (paprika.length > 0)
    return { format: 'paprika', titles: paprika.map((e) => base(e.name, '.paprikarecipe')) };
  const database = entries.find((e) => e.name.endsWith('database.json'));
  if (database) {
    const tables = JSON.parse(await entryText(database)) as { recipes?: { name?: string }[] };
    const titles = (tables.recipes ?? []).flatMap((r) => (r.name ? [r.name] : []));
    if (titles.length === 0) throw archiveFailure('archive_no_recipes');
    return { format: 'mealie', titles };
  }
  const tandoor = entries.filter((e) => e.name.endsWith('.zip'));
  if (tandoor.length > 0)
    return {
      format: 'tandoor',
      titles: tandoor.map((e) => base(e.name, '.zip').replaceAll('_', ' ')),
    };
  const nextcloud = entries.filter((e) => /^[^/]+\/recipe\.json$/.test(e.name));
  if (nextcloud.length > 0)
    return { format: 'nextcloud', titles: nextcloud.map((e) => e.name.split('/')[0]!) };
  const json = entries.filter((e) => e.name.endsWith('.json'));
  const titles: string[] = [];
  for (const entry of json) {
    const read = readRecipes(await entryText(entry));
    if (!('failure' in read)) titles.push(...read.drafts.map((d) => d.title));
  }
  if (titles.length === 0) throw archiveFailure('archive_not_recognised');
  return { format: 'schema.org', titles };
}

/** POST /recipe/import-archive. */
export const archiveImportHandlers = [
  http.post('/recipe/import-archive', async ({ request, response }) => {
    guard('importArchive', request);
    const user = requireUser();
    const file = await uploadedFile(request);
    if (file.size > ARCHIVE_FILE_MAX_BYTES) throw archiveFailure('archive_file_too_large');
    const { format, titles } = await readArchiveTitles(file.bytes);
    const drafts: JsonLdRecipeDraft[] = titles.map((title) => ({
      title,
      description: '',
      imageUrl: null,
      totalMinutes: null,
      servings: null,
      ingredients: [],
      steps: [],
    }));
    if (drafts.length > ARCHIVE_MAX_RECIPES) throw archiveFailure('archive_too_many_recipes');
    requireLibraryRoom(user.id, drafts.length);
    const rows: RecipeRow[] = [];
    for (let at = 0; at < drafts.length; at += MAX_IMPORT_RECIPES)
      rows.push(...store(user.id, drafts.slice(at, at + MAX_IMPORT_RECIPES)));
    return response(201).json({
      format,
      recipes: rows.map((row) => ({
        id: row.id,
        title: row.title,
        status: 'imported' as const,
        note: null,
      })),
    });
  }),
];
