/**
 * The mock's archive imports (issue 31): reading an archive into recipe drafts, and the import job
 * that stores them one after another as it is polled (GET /import-jobs/{jobId}), with the
 * contract's duplicate rule (same title and ingredient lines, compared without case, spacing and
 * punctuation) and cancelling. The server reads every format fully (server/); the mock reads
 * schema.org JSON (one document, or a zip of them), Paprika archives and Nextcloud recipe.json
 * fully, and Mealie and Tandoor archives by their recipes' names.
 */
import { now } from '#src/lib/clock';
import type { components } from '#src/api/types';
import { recipeFacts } from '#kitchen/recipe-facts.ts';
import { ingredientFromLine, readRecipes, stepFromText } from '#contract/recipe-import';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld';
import { ingredientLine } from '#contract/recipe-to-jsonld';
import {
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RECIPES,
  archiveFailureItem,
  IMPORT_JOB_RUNNING,
  type ArchiveFailure,
} from '#contract/archive-import';
import { db, nextId, type ImportJobRow, type RecipeRow } from './db';
import { isoAt } from './factories';
import { problem } from './http';
import { requireLibraryRoom } from './store';

export type ArchiveFormat = components['schemas']['ImportJob']['format'];
type ImportJobItem = components['schemas']['ImportJobItem'];

const archiveFailure = (kind: ArchiveFailure) => problem(422, [archiveFailureItem(kind)]);

/** The server's difficulty rule (server/src/ai/instructions.ts difficultyFor). */
function difficultyFor(stepCount: number, minutes: number): RecipeRow['difficulty'] {
  if (stepCount <= 8 && minutes <= 40) return 'easy';
  if (stepCount >= 11 || minutes > 100 || (stepCount >= 9 && minutes > 60)) return 'hard';
  return 'medium';
}

/** A draft as the user's saved recipe, with what the server computes for an import. */
export function rowFromDraft(userId: number, draft: JsonLdRecipeDraft): RecipeRow {
  const ingredients = draft.ingredients.slice(0, 100).map(ingredientFromLine);
  const steps = draft.steps.slice(0, 100).map(stepFromText);
  const timers = steps.reduce((sum, step) => sum + (step.timer ?? 0), 0) / 60;
  const minutes = draft.totalMinutes ?? (timers > 0 ? Math.ceil(timers) : null);
  const baseServings = draft.servings ?? 4;
  // What the server computes for an import, from the same kitchen module.
  const facts = recipeFacts(ingredients, baseServings);
  return {
    id: nextId('recipes'),
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
}

// ------------------------------------------------------------------ reading archives

interface ZipEntry {
  name: string;
  method: number;
  data: Uint8Array;
}

/** The entries of a zip (names, compression, data), from its central directory. */
function zipEntries(bytes: Uint8Array): ZipEntry[] {
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
  const entries: ZipEntry[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50)
      throw archiveFailure('archive_truncated');
    if (view.getUint16(at + 8, true) & 1) throw archiveFailure('archive_encrypted');
    const method = view.getUint16(at + 10, true);
    if (method !== 0 && method !== 8) throw archiveFailure('archive_unsupported');
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (/^(?:[/\\]|[a-z]:)|(?:^|[/\\])\.\.(?:[/\\]|$)/i.test(name))
      throw archiveFailure('archive_unsafe_path');
    if (local + 30 > bytes.length) throw archiveFailure('archive_truncated');
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataAt + size > bytes.length) throw archiveFailure('archive_truncated');
    entries.push({ name, method, data: bytes.subarray(dataAt, dataAt + size) });
    at += 46 + nameLength + skip;
  }
  return entries;
}

/** Bytes through the browser's (and Node's) DecompressionStream; a damaged stream is a truncated archive. */
async function inflate(data: Uint8Array, format: 'deflate-raw' | 'gzip'): Promise<Uint8Array> {
  try {
    const stream = new Response(data as BodyInit).body!.pipeThrough(
      new DecompressionStream(format),
    );
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    throw archiveFailure('archive_truncated');
  }
}

const entryBytes = (entry: ZipEntry) =>
  entry.method === 0 ? Promise.resolve(entry.data) : inflate(entry.data, 'deflate-raw');

const entryText = async (entry: ZipEntry) => new TextDecoder().decode(await entryBytes(entry));

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A number at the start of a text ("4 servings" -> 4), or null. */
function leadingNumber(value: unknown): number | null {
  const match = typeof value === 'string' ? /^\s*(\d{1,4})/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

const lines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** One Paprika recipe (gzipped JSON: name, ingredients and directions as lines, servings). */
async function paprikaDraft(entry: ZipEntry): Promise<JsonLdRecipeDraft> {
  let bytes = await entryBytes(entry);
  if (isGzip(bytes)) bytes = await inflate(bytes, 'gzip');
  let recipe: Record<string, unknown>;
  try {
    recipe = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    throw archiveFailure('archive_truncated');
  }
  const fallback = entry.name.slice(entry.name.lastIndexOf('/') + 1, -'.paprikarecipe'.length);
  return {
    title: typeof recipe.name === 'string' && recipe.name.trim() ? recipe.name.trim() : fallback,
    description: typeof recipe.description === 'string' ? recipe.description : '',
    imageUrl: null,
    totalMinutes: leadingNumber(recipe.total_time),
    servings: leadingNumber(recipe.servings),
    ingredients: lines(recipe.ingredients),
    steps: lines(recipe.directions),
  };
}

/** A recipe known only by its name (the mock's reading of Mealie and Tandoor archives). */
const titleDraft = (title: string): JsonLdRecipeDraft => ({
  title,
  description: '',
  imageUrl: null,
  totalMinutes: null,
  servings: null,
  ingredients: [],
  steps: [],
});

/** The format and recipes of an archive, told from its content, or the server's 422. */
export async function readArchive(
  bytes: Uint8Array,
): Promise<{ format: ArchiveFormat; drafts: JsonLdRecipeDraft[] }> {
  const found = await readArchiveDrafts(bytes);
  if (found.drafts.length === 0) throw archiveFailure('archive_no_recipes');
  if (found.drafts.length > ARCHIVE_MAX_RECIPES) throw archiveFailure('archive_too_many_recipes');
  return found;
}

async function readArchiveDrafts(
  bytes: Uint8Array,
): Promise<{ format: ArchiveFormat; drafts: JsonLdRecipeDraft[] }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) {
    const read = readRecipes(new TextDecoder().decode(bytes));
    if ('failure' in read) throw archiveFailure('archive_not_recognised');
    return { format: 'schema.org', drafts: read.drafts };
  }
  const entries = zipEntries(bytes);
  const base = (name: string, ext: string) => name.slice(name.lastIndexOf('/') + 1, -ext.length);
  const paprika = entries.filter((e) => e.name.endsWith('.paprikarecipe'));
  if (paprika.length > 0) {
    const drafts: JsonLdRecipeDraft[] = [];
    for (const entry of paprika) drafts.push(await paprikaDraft(entry));
    return { format: 'paprika', drafts };
  }
  const database = entries.find((e) => e.name.endsWith('database.json'));
  if (database) {
    let tables: { recipes?: { name?: string }[] };
    try {
      tables = JSON.parse(await entryText(database)) as typeof tables;
    } catch {
      throw archiveFailure('archive_truncated');
    }
    const titles = (tables.recipes ?? []).flatMap((r) => (r.name ? [r.name] : []));
    return { format: 'mealie', drafts: titles.map(titleDraft) };
  }
  const tandoor = entries.filter((e) => e.name.endsWith('.zip'));
  if (tandoor.length > 0)
    return {
      format: 'tandoor',
      drafts: tandoor.map((e) => titleDraft(base(e.name, '.zip').replaceAll('_', ' '))),
    };
  const schemaOrg = async (list: ZipEntry[]) => {
    const drafts: JsonLdRecipeDraft[] = [];
    for (const entry of list) {
      const read = readRecipes(await entryText(entry));
      if (!('failure' in read)) drafts.push(...read.drafts);
    }
    return drafts;
  };
  const nextcloud = entries.filter((e) => /^[^/]+\/recipe\.json$/.test(e.name));
  if (nextcloud.length > 0) return { format: 'nextcloud', drafts: await schemaOrg(nextcloud) };
  const drafts = await schemaOrg(entries.filter((e) => e.name.endsWith('.json')));
  if (drafts.length === 0) throw archiveFailure('archive_not_recognised');
  return { format: 'schema.org', drafts };
}

// ------------------------------------------------------------------ jobs

/** Lower case, letters and digits only: "Pancakes!" and "pancakes" are one title. */
const normalised = (text: string) => text.toLocaleLowerCase('en').replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The duplicate rule's key: the title and the ingredient lines, normalised. A library recipe's
 * lines are the ones its export writes (contract/recipe-to-jsonld.ts), so a library exported and
 * imported again is all duplicates.
 */
export function duplicateKey(title: string, lines: readonly string[]): string {
  return [normalised(title), ...lines.map(normalised)].join('|');
}

const draftKey = (draft: JsonLdRecipeDraft) =>
  duplicateKey(draft.title.slice(0, 200), draft.ingredients.slice(0, 100));

/** The user's saved recipes by duplicate key (the first of each). */
function libraryKeys(userId: number): Map<string, number> {
  const keys = new Map<string, number>();
  const saved = [...db.recipes.values()]
    .filter((r) => r.owner_id === userId && r.is_saved)
    .sort((a, b) => a.id - b.id);
  for (const recipe of saved) {
    const key = duplicateKey(recipe.title, recipe.ingredients.map(ingredientLine));
    if (!keys.has(key)) keys.set(key, recipe.id);
  }
  return keys;
}

const isActive = (job: ImportJobRow) => job.status === 'queued' || job.status === 'running';

/** The contract's view of a job (without the mock's own fields). */
export function toImportJob(job: ImportJobRow): components['schemas']['ImportJob'] {
  const { user_id: _user, drafts: _drafts, frozen: _frozen, ...view } = job;
  return { ...view, counts: { ...view.counts }, report: view.report.map((item) => ({ ...item })) };
}

/**
 * Starts a job for the drafts: 409 while another job of the user is active, or when the library
 * has no room for the recipes that are not duplicates (nothing is started).
 */
export function startImportJob(
  userId: number,
  format: ArchiveFormat,
  drafts: JsonLdRecipeDraft[],
  duplicates: 'skip' | 'keep',
): ImportJobRow {
  for (const job of db.importJobs.values())
    if (job.user_id === userId && isActive(job)) throw problem(409, IMPORT_JOB_RUNNING);
  const keys = libraryKeys(userId);
  const seen = new Set<string>();
  let adding = 0;
  for (const draft of drafts) {
    const key = draftKey(draft);
    if (duplicates === 'keep' || !(keys.has(key) || seen.has(key))) adding++;
    seen.add(key);
  }
  if (adding > 0) requireLibraryRoom(userId, adding);
  const job: ImportJobRow = {
    id: crypto.randomUUID(),
    status: 'queued',
    format,
    duplicates,
    total: drafts.length,
    done: 0,
    current_title: null,
    counts: { imported: 0, skipped: 0, failed: 0, not_imported: 0 },
    report: [],
    error: null,
    created_at: isoAt(now()),
    finished_at: null,
    user_id: userId,
    drafts,
  };
  db.importJobs.set(job.id, job);
  return job;
}

/** Recipes one poll stores: a tenth of the archive, so any job ends within about ten polls. */
const stepOf = (job: ImportJobRow) => Math.max(1, Math.ceil(job.total / 10));

/** Stores the next recipe of a running job, by the duplicate rule. */
function handleNext(job: ImportJobRow, keys: Map<string, number>) {
  const index = job.done;
  const draft = job.drafts[index]!;
  const key = draftKey(draft);
  const duplicateOf = keys.get(key) ?? null;
  let item: ImportJobItem;
  if (duplicateOf !== null && job.duplicates === 'skip') {
    item = {
      index,
      title: draft.title,
      outcome: 'skipped_duplicate',
      recipe_id: null,
      duplicate_of: duplicateOf,
      detail: null,
    };
    job.counts.skipped++;
  } else {
    const row = rowFromDraft(job.user_id, draft);
    db.recipes.set(row.id, row);
    if (duplicateOf === null) keys.set(key, row.id);
    item = {
      index,
      title: row.title,
      outcome: 'imported',
      recipe_id: row.id,
      duplicate_of: duplicateOf,
      detail: null,
    };
    job.counts.imported++;
  }
  job.report.push(item);
  job.done++;
}

/**
 * A poll: a queued job starts (naming its first recipe); a running one stores its next recipes
 * and ends when all are handled. Jobs that ended, and frozen ones (stories), stay as they are.
 */
export function advanceImportJob(job: ImportJobRow) {
  if (job.frozen || !isActive(job)) return;
  if (job.status === 'queued') {
    job.status = 'running';
  } else {
    const keys = libraryKeys(job.user_id);
    // Recipes stored earlier by this job are in the library already; their keys come with it.
    for (let i = 0; i < stepOf(job) && job.done < job.total; i++) handleNext(job, keys);
  }
  if (job.done >= job.total) {
    job.status = 'done';
    job.current_title = null;
    job.finished_at = isoAt(now());
  } else {
    job.current_title = job.drafts[job.done]!.title;
  }
}

/** Stops an active job: the recipes not yet handled are reported as not imported. */
export function cancelImportJob(job: ImportJobRow) {
  if (!isActive(job)) return;
  for (let index = job.done; index < job.total; index++)
    job.report.push({
      index,
      title: job.drafts[index]!.title,
      outcome: 'not_imported',
      recipe_id: null,
      duplicate_of: null,
      detail: null,
    });
  job.counts.not_imported += job.total - job.done;
  job.status = 'cancelled';
  job.current_title = null;
  job.finished_at = isoAt(now());
}
