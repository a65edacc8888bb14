import type { CreateCollectionRequest, components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type CollectionRow, db, nextId } from '#mocks/db';
import { isoAt, toCollection, toCollectionDetail } from '#mocks/factories';
import { guard, http, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { MAX_COLLECTIONS } from '#contract/limits';
import { TOO_MANY_COLLECTIONS } from '#contract/messages';
import { ownCollection, ownRecipe } from '#mocks/store';

type UpdateCollectionRecipesRequest = components['schemas']['UpdateCollectionRecipesRequest'];

export const collectionsHandlers = [
  // Before /collection/{id}, which would otherwise take "all" as an id.
  http.get('/collection/all', ({ request, response }) => {
    guard('getAllCollections', request);
    const user = requireUser();
    const own = [...db.collections.values()]
      .filter((c) => c.owner_id === user.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return response(200).json(own.map((c) => toCollection(c, db.recipes)));
  }),

  http.get('/collection/{id}', ({ request, params, response }) => {
    guard('getCollection', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('getCollection', params);
    return response(200).json(toCollectionDetail(ownCollection(id, user.id), db.recipes));
  }),

  http.post('/collection/create', async ({ request, response }) => {
    guard('createCollection', request);
    const user = requireUser();
    const body = await readBody<CreateCollectionRequest>('createCollection', request);
    const description = body.description?.trim() ?? '';
    const owned = [...db.collections.values()].filter((c) => c.owner_id === user.id).length;
    if (owned >= MAX_COLLECTIONS) throw problem(409, TOO_MANY_COLLECTIONS);
    const row: CollectionRow = {
      id: nextId('collections'),
      owner_id: user.id,
      name: body.name.trim(),
      description: description === '' ? null : description,
      created_at: isoAt(now()),
      recipe_ids: [],
    };
    db.collections.set(row.id, row);
    return response(201).json(toCollection(row, db.recipes));
  }),

  http.patch('/collection/{id}/recipes', async ({ request, params, response }) => {
    guard('updateCollectionRecipes', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('updateCollectionRecipes', params);
    const collection = ownCollection(id, user.id);
    const body = await readBody<UpdateCollectionRecipesRequest>('updateCollectionRecipes', request);
    // Every id must be one of the user's recipes (saved or draft); another user's id is a 404.
    for (const recipeId of body.recipe_ids) ownRecipe(recipeId, user.id);
    collection.recipe_ids = [...body.recipe_ids];
    return response(200).json(toCollectionDetail(collection, db.recipes));
  }),

  http.get('/collection/recipe/{id}/collections', ({ request, params, response }) => {
    guard('getRecipeCollections', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('getRecipeCollections', params);
    const recipe = ownRecipe(id, user.id);
    const containing = [...db.collections.values()]
      .filter((c) => c.owner_id === user.id && c.recipe_ids.includes(recipe.id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return response(200).json(containing.map((c) => toCollection(c, db.recipes)));
  }),
];
