import { HttpResponse } from 'msw';
import { db } from '#mocks/db';
import { IMPORT_PAGES } from '#mocks/factories/import-pages';
import { toRecipe, toRecipeDetail } from '#mocks/factories';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { isUploadedFile, parseMultipart } from '#mocks/multipart';
import { ownRecipe, requireLibraryRoom } from '#mocks/store';
import {
  advanceImportJob,
  cancelImportJob,
  readArchive,
  rowFromDraft,
  startImportJob,
  toImportJob,
} from '#mocks/import-jobs';
import { hasPreferences, preferenceConflicts } from '#contract/preferences';
import { preferencesOf } from './users';
import type { RecipeRow } from '#mocks/db';
import {
  exportFileName,
  IMPORT_FILE_MAX_BYTES,
  importFailureItem,
  MAX_IMPORT_RECIPES,
  readRecipes,
  type ImportFailure,
  type ImportSource,
} from '#contract/recipe-import';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld';
import { DETAILS } from '#contract/messages';
import { ARCHIVE_FILE_MAX_BYTES, archiveFailureItem } from '#contract/archive-import';

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
    const row = rowFromDraft(userId, draft);
    db.recipes.set(row.id, row);
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

/** POST /recipe/import-archive (starts a job), GET /import-jobs/{jobId}, POST .../cancel. */
export const archiveImportHandlers = [
  http.post('/recipe/import-archive', async ({ request, response }) => {
    guard('importArchive', request);
    const user = requireUser();
    const body = await readBody<{ file?: unknown; duplicates?: 'skip' | 'keep' }>(
      'importArchive',
      request,
    );
    const file = body.file;
    if (!isUploadedFile(file) || file.size === 0)
      throw problem(422, [{ loc: ['body', 'file'], msg: DETAILS.fieldRequired, type: 'missing' }]);
    if (file.size > ARCHIVE_FILE_MAX_BYTES)
      throw problem(422, [archiveFailureItem('archive_file_too_large')]);
    const { format, drafts } = await readArchive(file.bytes);
    const job = startImportJob(user.id, format, drafts, body.duplicates ?? 'skip');
    return response(202).json(toImportJob(job), {
      headers: { Location: `/api/import-jobs/${job.id}` },
    });
  }),

  http.get('/import-jobs/{jobId}', ({ request, params }) => {
    guard('getImportJob', request);
    const job = ownImportJob(pathParams<{ jobId: string }>('getImportJob', params).jobId);
    advanceImportJob(job);
    return HttpResponse.json(toImportJob(job));
  }),

  http.post('/import-jobs/{jobId}/cancel', ({ request, params }) => {
    guard('cancelImportJob', request);
    const job = ownImportJob(pathParams<{ jobId: string }>('cancelImportJob', params).jobId);
    cancelImportJob(job);
    return HttpResponse.json(toImportJob(job));
  }),
];

/** The signed-in user's job; another user's, or an unknown id, is a 404. */
function ownImportJob(id: string) {
  const user = requireUser();
  const job = db.importJobs.get(id);
  if (!job || job.user_id !== user.id) throw notFound();
  return job;
}
