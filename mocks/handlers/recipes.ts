import { now } from '#src/lib/clock';
import { mockConfig } from '#mocks/config';
import { db, nextId } from '#mocks/db';
import { isoAt, toRecipe, toRecipeDetail } from '#mocks/factories';
import { guard, http, pathParams, problem, queryParams, readBody, requireUser } from '#mocks/http';
import {
  deleteRecipeRow,
  newMockToken,
  ownCollection,
  ownRecipe,
  requireLibraryRoom,
} from '#mocks/store';
import type { operations } from '#contract/schema.gen';
import {
  decodeListCursor,
  encodeListCursor,
  INVALID_CURSOR,
  type RecipeSort,
} from '#contract/list-cursor';
import type { RecipeRow } from '#mocks/db';
import type { RatingNotesInput } from '#src/api/types';

type ListQuery = NonNullable<operations['listRecipes']['parameters']['query']>;

/** The sort key of GET /recipe/list as the server orders it (ascending keys; newest and last cooked descend). */
function sortKey(sort: RecipeSort, r: RecipeRow, lastCooked: Map<number, string>): string | number {
  if (sort === 'title') return r.title.toLowerCase();
  if (sort === 'time') return r.total_time_minutes ?? 2147483647;
  // As the server: never-cooked recipes sort last, under PostgreSQL's lowest timestamp.
  if (sort === 'last_cooked') return lastCooked.get(r.id) ?? '-infinity';
  // As the server: rated first, highest first, then as the newest sort (the unrated under 0).
  if (sort === 'rating') return `${r.rating ?? 0} ${r.created_at}`;
  return r.created_at;
}

function compareKeys(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;
}

/** The sharing state of a recipe, with its public URL. */
function shareState(token: string | null | undefined) {
  return token
    ? { enabled: true, url: `${mockConfig.shareOrigin}/s/${token}` }
    : { enabled: false, url: null };
}

export const recipesHandlers = [
  http.get('/recipe/get_all', ({ request, response }) => {
    guard('getAllRecipes', request);
    const user = requireUser();
    const saved = [...db.recipes.values()]
      .filter((r) => r.owner_id === user.id && r.is_saved)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return response(200).json(saved.map(toRecipe));
  }),

  http.get('/recipe/list', ({ request, response }) => {
    guard('listRecipes', request);
    const user = requireUser();
    const query = queryParams<ListQuery>('listRecipes', request);
    const sort = query.sort ?? 'newest';
    const limit = query.limit ?? 24;
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor, sort);
    if (query.cursor !== undefined && !after) throw problem(422, [INVALID_CURSOR]);
    const members =
      query.collection_id === undefined
        ? undefined
        : new Set(ownCollection(query.collection_id, user.id).recipe_ids);
    const search = (query.q ?? '').trim().toLowerCase();
    const lastCooked = new Map<number, string>();
    for (const c of db.cooked.values())
      if (c.user_id === user.id && c.cooked_at > (lastCooked.get(c.recipe_id) ?? ''))
        lastCooked.set(c.recipe_id, c.cooked_at);
    const desc = sort === 'newest' || sort === 'last_cooked' || sort === 'rating';
    const order = (
      a: { key: string | number; id: number },
      b: { key: string | number; id: number },
    ) => (compareKeys(a.key, b.key) || a.id - b.id) * (desc ? -1 : 1);
    const rows = [...db.recipes.values()]
      .filter(
        (r) =>
          r.owner_id === user.id &&
          r.is_saved &&
          (!search ||
            [r.title, r.description, r.note ?? '', ...r.ingredients.map((i) => i.name)].some(
              (text) => text.toLowerCase().includes(search),
            )) &&
          (!query.difficulty || r.difficulty === query.difficulty) &&
          (!query.category || r.food_category === query.category) &&
          (!query.max_time ||
            (r.total_time_minutes !== null && r.total_time_minutes <= query.max_time)) &&
          (!members || members.has(r.id)) &&
          (!query.free_of || !r.allergens.some((a) => query.free_of!.includes(a))),
      )
      .map((r) => ({ recipe: r, key: sortKey(sort, r, lastCooked), id: r.id }))
      .filter((row) => {
        if (!after) return true;
        const key = typeof row.key === 'number' ? Number(after.key) : after.key;
        return order(row, { key, id: after.id }) > 0;
      })
      .sort(order);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return response(200).json({
      items: page.map((row) => toRecipe(row.recipe)),
      next_cursor:
        rows.length > limit && last
          ? encodeListCursor({ sort, key: String(last.key), id: last.id })
          : null,
    });
  }),

  http.get('/recipe/{id}/get', ({ request, params, response }) => {
    guard('getRecipe', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('getRecipe', params);
    return response(200).json(toRecipeDetail(ownRecipe(id, user.id)));
  }),

  http.post('/recipe/{id}/save', ({ request, params, response }) => {
    guard('saveRecipe', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('saveRecipe', params);
    const recipe = ownRecipe(id, user.id);
    if (!recipe.is_saved) requireLibraryRoom(user.id);
    recipe.is_saved = true;
    return response(200).json({ message: 'Recipe saved' });
  }),

  http.delete('/recipe/{id}/delete', ({ request, params, response }) => {
    guard('deleteRecipe', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('deleteRecipe', params);
    deleteRecipeRow(ownRecipe(id, user.id).id);
    return response(200).json({ message: 'Recipe deleted' });
  }),

  http.post('/recipe/{id}/cooked', ({ request, params, response }) => {
    guard('markRecipeCooked', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('markRecipeCooked', params);
    const recipe = ownRecipe(id, user.id);
    const entryId = nextId('cooked');
    db.cooked.set(entryId, {
      id: entryId,
      user_id: user.id,
      recipe_id: recipe.id,
      cooked_at: isoAt(now()),
    });
    return response(201).json({ message: 'Enjoy your meal!' });
  }),

  http.patch('/recipe/{id}/rating-notes', async ({ request, params, response }) => {
    guard('updateRecipeRatingNotes', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('updateRecipeRatingNotes', params);
    const input = await readBody<RatingNotesInput>('updateRecipeRatingNotes', request);
    const recipe = ownRecipe(id, user.id);
    if (input.rating !== undefined) recipe.rating = input.rating;
    // As the server: trimmed, and empty clears the note.
    if (input.note !== undefined) recipe.note = input.note?.trim() || null;
    return response(200).json({ rating: recipe.rating ?? null, note: recipe.note ?? null });
  }),

  http.get('/recipe/{id}/share', ({ request, params, response }) => {
    guard('getRecipeShare', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('getRecipeShare', params);
    return response(200).json(shareState(ownRecipe(id, user.id).share_token));
  }),

  http.post('/recipe/{id}/share', ({ request, params, response }) => {
    guard('enableRecipeShare', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('enableRecipeShare', params);
    const recipe = ownRecipe(id, user.id);
    recipe.share_token ??= newMockToken();
    return response(200).json(shareState(recipe.share_token));
  }),

  http.delete('/recipe/{id}/share', ({ request, params, response }) => {
    guard('revokeRecipeShare', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('revokeRecipeShare', params);
    ownRecipe(id, user.id).share_token = null;
    return response(200).json(shareState(null));
  }),
];
