import { now } from '#src/lib/clock';
import { db, nextId } from '#mocks/db';
import { isoAt, toRecipe, toRecipeDetail } from '#mocks/factories';
import { guard, http, pathParams, requireUser } from '#mocks/http';
import { deleteRecipeRow, ownRecipe } from '#mocks/store';

export const recipesHandlers = [
  http.get('/recipe/get_all', ({ request, response }) => {
    guard('getAllRecipes', request);
    const user = requireUser();
    const saved = [...db.recipes.values()]
      .filter((r) => r.owner_id === user.id && r.is_saved)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return response(200).json(saved.map(toRecipe));
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
    ownRecipe(id, user.id).is_saved = true;
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
];
