import type { GenerateRequest } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type PreparingSessionRow, db, nextId, reserveIds } from '#mocks/db';
import {
  MAX_DRAFTS,
  buildDraftRecipes,
  illustrationFile,
  isoAt,
  readMockRequest,
  toRecipeOption,
} from '#mocks/factories';
import { mockConfig } from '#mocks/config';
import type { UploadedFile } from '#mocks/multipart';
import { acceptImage, storeFile } from '#mocks/files';
import { guard, http, notFound, pathParams, readBody, requireUser } from '#mocks/http';
import { deleteUnsavedDrafts, ownPreparingSession } from '#mocks/store';
import { DETAILS } from '#contract/messages';
import { preferencesOf } from './users';

/** As on the server: the titles a session remembers for "Generate New Recipes". */
const SHOWN_TITLES_KEPT = 40;

/** What the mock "reads" from any photo; a file name containing "empty" reads nothing. */
export const MOCK_PHOTO_INGREDIENTS = ['tomatoes', 'mozzarella', 'basil'];
/**
 * What the mock reads from a photo of a shopping list (a file name containing "list"): the
 * amounts written beside the items stay, as the server's OCR keeps them ("spaghetti 500g").
 */
export const MOCK_LIST_INGREDIENTS = ['500 g spaghetti', '400 g tomatoes', '1 bunch basil'];

export const preparingHandlers = [
  http.post('/preparing/generate', async ({ request, response }) => {
    guard('generateRecipes', request);
    const user = requireUser();
    const body = await readBody<GenerateRequest>('generateRecipes', request);
    const imageKey = body.image_key?.trim() ?? '';
    const analysis = imageKey ? db.imageAnalyses.get(imageKey) : undefined;
    if (imageKey && analysis?.owner_id !== user.id) throw notFound(DETAILS.imageNotFound);

    let session: PreparingSessionRow;
    if (body.preparing_session_id != null) {
      session = ownPreparingSession(body.preparing_session_id, user.id);
      // Regenerating replaces the session's unsaved drafts with new options.
      deleteUnsavedDrafts(session);
    } else {
      session = {
        id: nextId('preparingSessions'),
        owner_id: user.id,
        prompt: '',
        written_ingredients: '',
        image_key: '',
        recipe_ids: [],
        generation: 0,
        shown_titles: [],
        created_at: isoAt(now()),
      };
      db.preparingSessions.set(session.id, session);
    }
    session.prompt = body.prompt.trim();
    session.written_ingredients = body.written_ingredients?.trim() ?? '';
    session.image_key = imageKey;

    const answer = readMockRequest(session.prompt, session.written_ingredients);
    // The cook's standing preferences apply to every generation, as on the server.
    const standing = preferencesOf(user.id);
    const diets = [...new Set([...(body.diets ?? []), ...standing.diets])];
    const { recipes: drafts, notice } = buildDraftRecipes({
      firstId: reserveIds('recipes', MAX_DRAFTS),
      ownerId: user.id,
      sessionId: session.id,
      prompt: session.prompt,
      writtenIngredients: session.written_ingredients,
      photoIngredients: analysis?.ingredients ?? [],
      generation: session.generation,
      shownTitles: session.shown_titles,
      createdAt: isoAt(now()),
      language: answer.language,
      allergens: standing.allergens,
      ...(body.servings !== undefined ? { servings: body.servings } : {}),
      ...(diets.length > 0 ? { diets } : {}),
      ...(body.spice !== undefined ? { spice: body.spice } : {}),
    });
    for (const draft of drafts) {
      db.recipes.set(draft.id, draft);
      const file = illustrationFile(draft);
      if (file) db.files.set(file.key, file);
    }
    session.recipe_ids = drafts.map((d) => d.id);
    session.generation += 1;
    session.shown_titles = [
      ...new Set([...session.shown_titles, ...drafts.map((d) => d.title)]),
    ].slice(-SHOWN_TITLES_KEPT);
    session.ignored_words = answer.ignored_words;
    session.ignored_ingredients = answer.ignored_ingredients;
    session.notice = notice;
    return response(200).json({
      preparing_session_id: session.id,
      generation: session.generation,
      ...answer,
      notice,
    });
  }),

  http.get('/preparing/capabilities', ({ request, response }) => {
    guard('getPreparingCapabilities', request);
    requireUser();
    return response(200).json({ photo_reading: mockConfig.photoReading });
  }),

  http.get('/preparing/{sessionId}/get_options', ({ request, params, response }) => {
    guard('getRecipeOptions', request);
    const user = requireUser();
    const { sessionId } = pathParams<{ sessionId: number }>('getRecipeOptions', params);
    const session = ownPreparingSession(sessionId, user.id);
    const options = session.recipe_ids.flatMap((id) => {
      const recipe = db.recipes.get(id);
      return recipe ? [toRecipeOption(recipe)] : [];
    });
    return response(200).json(options);
  }),

  http.get('/preparing/{sessionId}/image-analysis', ({ request, params, response }) => {
    guard('getImageAnalysis', request);
    const user = requireUser();
    const { sessionId } = pathParams<{ sessionId: number }>('getImageAnalysis', params);
    const session = ownPreparingSession(sessionId, user.id);
    const analysis = session.image_key ? db.imageAnalyses.get(session.image_key) : undefined;
    if (!analysis) throw notFound(DETAILS.noImageAnalysis);
    return response(200).json({
      image_key: analysis.image_key,
      analyzed_ingredients: analysis.ingredients.join('\n'),
    });
  }),

  http.get('/preparing/{sessionId}/details', ({ request, params, response }) => {
    guard('getPreparingSession', request);
    const user = requireUser();
    const { sessionId } = pathParams<{ sessionId: number }>('getPreparingSession', params);
    const session = ownPreparingSession(sessionId, user.id);
    return response(200).json({
      preparing_session_id: session.id,
      generation: session.generation,
      ignored_words: session.ignored_words ?? [],
      ignored_ingredients: session.ignored_ingredients ?? [],
      notice: session.notice ?? null,
    });
  }),

  http.delete('/preparing/{sessionId}/finish', ({ request, params, response }) => {
    guard('finishPreparingSession', request);
    const user = requireUser();
    const { sessionId } = pathParams<{ sessionId: number }>('finishPreparingSession', params);
    const session = ownPreparingSession(sessionId, user.id);
    deleteUnsavedDrafts(session);
    db.preparingSessions.delete(session.id);
    return response(200).json({ message: 'Session finished' });
  }),

  http.post('/preparing/image-analysis', async ({ request, response }) => {
    guard('analyzeImage', request);
    const user = requireUser();
    const form = await readBody<{ file: UploadedFile }>('analyzeImage', request);
    const image = acceptImage(form.file);
    const key = storeFile(`analysis/${user.id}/photo`, image.ext, image.type, image.bytes);
    const name = form.file.name ?? '';
    const ingredients = /empty/i.test(name)
      ? []
      : /list/i.test(name)
        ? [...MOCK_LIST_INGREDIENTS]
        : [...MOCK_PHOTO_INGREDIENTS];
    db.imageAnalyses.set(key, { image_key: key, owner_id: user.id, ingredients });
    return response(200).json({ image_key: key, ingredients });
  }),
];
