/** Domain rules shared by the handlers: ownership lookups (another user's id is a 404) and cascades. */
import {
  type CollectionRow,
  type PlanRow,
  type PreparingSessionRow,
  type RecipeRow,
  type UserRow,
  db,
  onResetDb,
} from './db';
import { buildInstructions } from './factories';
import { bookDish } from './factories/book';
import { isOwnIllustration } from './factories/recipe';
import { notFound, problem } from './http';
import { DETAILS, importPastLibraryLimit, libraryFull } from '#contract/messages';
import { LIBRARY_MAX_RECIPES } from '#contract/limits';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A token shaped like the server's share and calendar-feed tokens (22 base64url characters), but
 * deterministic: the n-th token of a world is always the same, so stories and tests are repeatable (no randomness).
 */
let tokensMade = 0;
onResetDb(() => {
  tokensMade = 0;
});

export function newMockToken(): string {
  tokensMade += 1;
  let state = (tokensMade * 2654435761) >>> 0 || 1;
  let token = '';
  for (let i = 0; i < 22; i++) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    token += TOKEN_ALPHABET[state % 64];
  }
  return token;
}

/**
 * The user whose plan, list and pantry `user` works on: the owner of the household they accepted
 * an invitation to, else themselves (the household tag).
 */
export function householdOwner(user: UserRow): UserRow {
  for (const m of db.households.values())
    if (m.member_id === user.id && m.accepted_at !== null) return db.users.get(m.owner_id) ?? user;
  return user;
}

type HouseholdChange = 'list' | 'plan' | 'household';
const householdListeners = new Set<(userId: number, change: HouseholdChange) => void>();

/** Tells the open event streams (GET /household/events) that `userId`'s plan, list or household changed. */
export function householdChanged(userId: number, change: HouseholdChange) {
  for (const listener of householdListeners) listener(userId, change);
}

/** Listens to householdChanged(); returns the unsubscribe. */
export function onHouseholdChange(listener: (userId: number, change: HouseholdChange) => void) {
  householdListeners.add(listener);
  return () => householdListeners.delete(listener);
}

export function ownRecipe(id: number, userId: number): RecipeRow {
  const recipe = db.recipes.get(id);
  if (!recipe || recipe.owner_id !== userId) throw notFound(DETAILS.recipeNotFound);
  return recipe;
}

export function ownCollection(id: number, userId: number): CollectionRow {
  const collection = db.collections.get(id);
  if (!collection || collection.owner_id !== userId) throw notFound(DETAILS.collectionNotFound);
  return collection;
}

export function ownPreparingSession(id: number, userId: number): PreparingSessionRow {
  const session = db.preparingSessions.get(id);
  if (!session || session.owner_id !== userId) throw notFound(DETAILS.sessionNotFound);
  return session;
}

/**
 * Room for `adding` more saved recipes in the user's library, else the server's 409 (its default
 * LIBRARY_MAX_RECIPES): the limit, and for an import into a library with some room, how much.
 */
export function requireLibraryRoom(userId: number, adding = 1) {
  let saved = 0;
  for (const recipe of db.recipes.values())
    if (recipe.owner_id === userId && recipe.is_saved) saved++;
  const room = Math.max(0, LIBRARY_MAX_RECIPES - saved);
  if (adding <= room) return;
  throw problem(
    409,
    adding === 1 || room === 0
      ? libraryFull(LIBRARY_MAX_RECIPES)
      : importPastLibraryLimit(adding, room, LIBRARY_MAX_RECIPES),
  );
}

/** Deletes a recipe everywhere: collections, cooked log, session options and its illustration. */
export function deleteRecipeRow(id: number) {
  const recipe = db.recipes.get(id);
  db.recipes.delete(id);
  for (const collection of db.collections.values()) {
    collection.recipe_ids = collection.recipe_ids.filter((rid) => rid !== id);
  }
  for (const [cookedId, entry] of db.cooked) if (entry.recipe_id === id) db.cooked.delete(cookedId);
  const planned = [...db.plan.values()].filter((entry) => entry.recipe_id === id);
  for (const entry of planned) {
    db.plan.delete(entry.id);
    closeUpPlanSlot(entry.user_id, entry.date, entry.slot);
  }
  for (const session of db.preparingSessions.values()) {
    session.recipe_ids = session.recipe_ids.filter((rid) => rid !== id);
  }
  if (recipe && isOwnIllustration(recipe)) {
    db.files.delete(recipe.image_url!);
  }
}

/** Deletes a session's unsaved drafts (saved recipes stay in the library). */
export function deleteUnsavedDrafts(session: PreparingSessionRow) {
  for (const id of session.recipe_ids) {
    if (db.recipes.get(id)?.is_saved === false) deleteRecipeRow(id);
  }
}

/** Makes a recipe's steps available now (the background job "finished"). */
export function completeInstructions(recipe: RecipeRow) {
  const book = recipe.book ? bookDish(recipe.book.id)[recipe.book.language] : null;
  recipe.instructions ??= book
    ? book.steps.map((step) => ({ ...step }))
    : buildInstructions({
        title: recipe.title,
        ingredients: recipe.ingredients,
        method: recipe.cooking_method,
      });
  recipe.instruction_polls_left = 0;
}

/** A day's slot of the user's plan in position order. */
export function planSlot(userId: number, date: string, slot: PlanRow['slot']): PlanRow[] {
  return [...db.plan.values()]
    .filter((e) => e.user_id === userId && e.date === date && e.slot === slot)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Renumbers a slot 0, 1, 2, ... after an entry left it (as the server does). */
export function closeUpPlanSlot(userId: number, date: string, slot: PlanRow['slot']) {
  for (const [i, entry] of planSlot(userId, date, slot).entries()) entry.position = i;
}
