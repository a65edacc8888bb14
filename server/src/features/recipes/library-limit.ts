import { libraryFull } from '#contract/messages.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';
import { conflict } from '#server/src/platform/errors.ts';
import type { RecipeRepository } from './recipe-repository.ts';

/**
 * How many more saved recipes the user's library has room for under `max` (issue hardening-2,
 * finding 5: every read of a whole library is bounded by LIBRARY_MAX_RECIPES). Call it inside the
 * transaction that saves them: it locks the library until the commit, so two requests of one user
 * cannot both take the last place.
 */
export async function libraryRoom(
  tx: Queryable,
  recipes: RecipeRepository,
  userId: number,
  max: number,
): Promise<number> {
  await recipes.lockLibrary(tx, userId);
  return Math.max(0, max - (await recipes.countSaved(tx, userId)));
}

/** Room for one more saved recipe, else 409 with the library's limit. */
export async function reserveOne(
  tx: Queryable,
  recipes: RecipeRepository,
  userId: number,
  max: number,
): Promise<void> {
  if ((await libraryRoom(tx, recipes, userId, max)) < 1) throw conflict(libraryFull(max));
}
