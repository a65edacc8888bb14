import type { components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { MAX_PLAN_RANGE_DAYS, MAX_SHOPPING_ITEMS } from '#contract/limits';
import { DETAILS, PLAN_RANGE_TOO_LONG, SHOPPING_LIST_FULL } from '#contract/messages';
import {
  ListMerge,
  baseMeasure,
  compareItems,
  sectionOf,
  shopAmounts,
  shoppingKey,
  type ShoppingSection,
} from '#kitchen/shopping.ts';
import { type RecipeRow, type ShoppingRow, type UserRow, db, nextId } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { householdChanged, householdOwner, ownRecipe } from '#mocks/store';
import { daysInRange } from './plan';

type Schemas = components['schemas'];

/** The amounts a line answers at most (ShoppingItem.amounts maxItems). */
const MAX_LINE_AMOUNTS = 8;

const invalid = (loc: (string | number)[], msg: string, type = 'value_error') =>
  problem(422, [{ loc, msg, type }]);

const unitSystemOf = (user: UserRow) => user.unit_system ?? 'metric';

const linesOf = (userId: number) =>
  [...db.shopping.values()].filter((row) => row.user_id === userId);

/** A line as the server answers it: what to buy, rounded for a shop in the user's unit system. */
function toShoppingItem(row: ShoppingRow, user: UserRow): Schemas['ShoppingItem'] {
  return {
    id: row.id,
    name: row.name,
    section: row.section,
    amounts: shopAmounts(row.measures, unitSystemOf(user)).slice(0, MAX_LINE_AMOUNTS),
    checked: row.checked_at !== null,
    checked_at: row.checked_at,
    manual: row.manual,
    recipes: row.recipes.map(({ id, title }) => ({ id, title })),
  };
}

/**
 * The list `user` sees (their household's) in shop order: section, unchecked before checked, name;
 * then the order added. Amounts are in the reader's unit system.
 */
export function shoppingListOf(user: UserRow): Schemas['ShoppingList'] {
  const items = linesOf(householdOwner(user).id).map((row) => toShoppingItem(row, user));
  items.sort((a, b) => compareItems(a, b) || a.id - b.id);
  return { items, unit_system: unitSystemOf(user) };
}

function ownLine(id: number, userId: number): ShoppingRow {
  const row = db.shopping.get(id);
  if (!row || row.user_id !== userId) throw notFound(DETAILS.shoppingItemNotFound);
  return row;
}

/** A typed name trimmed (the contract checked its length): blank answers 422 as the server does. */
function trimmedName(raw: string, loc: (string | number)[]): string {
  const name = raw.trim();
  if (!name) throw invalid(loc, DETAILS.atLeastOneCharacter, 'string_too_short');
  return name;
}

/**
 * Merges recipes into the list of `home` (the household's owner) by kitchen/shopping.ts's rule: all
 * of it, or nothing past 500 lines (409).
 */
function mergeRecipes(
  home: UserRow,
  sources: readonly { recipe: RecipeRow; servings: number }[],
): ListMerge {
  const existing = linesOf(home.id).sort((a, b) => a.id - b.id);
  const merge = new ListMerge(
    existing.map((row) => ({ ...row, checked: row.checked_at !== null })),
    db.pantry.get(home.id)?.names ?? [],
  );
  for (const { recipe, servings } of sources) merge.addRecipe(recipe, servings);
  if (existing.length + merge.added.length > MAX_SHOPPING_ITEMS)
    throw problem(409, SHOPPING_LIST_FULL);
  for (const line of merge.merged()) {
    const row = db.shopping.get(line.id)!;
    row.measures = line.measures;
    row.recipes = line.recipes;
  }
  for (const line of merge.added) {
    const id = nextId('shopping');
    db.shopping.set(id, {
      id,
      user_id: home.id,
      key: line.key,
      name: line.name,
      section: line.section,
      measures: line.measures,
      recipes: line.recipes,
      manual: false,
      checked_at: null,
      created_at: isoAt(now()),
    });
  }
  householdChanged(home.id, 'list');
  return merge;
}

export const shoppingHandlers = [
  http.get('/shopping-list', ({ request, response }) => {
    guard('getShoppingList', request);
    return response(200).json(shoppingListOf(requireUser()));
  }),

  http.post('/shopping-list/recipe', async ({ request, response }) => {
    guard('addRecipeToShoppingList', request);
    const user = requireUser();
    const body = await readBody<Schemas['AddRecipeToShoppingListRequest']>(
      'addRecipeToShoppingList',
      request,
    );
    const recipe = ownRecipe(body.recipe_id, user.id);
    const merge = mergeRecipes(householdOwner(user), [
      { recipe, servings: body.servings ?? recipe.baseServings },
    ]);
    return response(200).json({
      list: shoppingListOf(user),
      left_out: merge.leftOut,
      added_entries: 1,
      skipped_entries: 0,
    });
  }),

  http.post('/shopping-list/plan', async ({ request, response }) => {
    guard('addPlanToShoppingList', request);
    const user = requireUser();
    const { from, to } = await readBody<Schemas['AddPlanToShoppingListRequest']>(
      'addPlanToShoppingList',
      request,
    );
    const days = daysInRange(from, to);
    if (days < 1) throw invalid(['body', 'to'], DETAILS.planRangeReversed);
    if (days > MAX_PLAN_RANGE_DAYS) throw invalid(['body', 'to'], PLAN_RANGE_TOO_LONG);
    const home = householdOwner(user);
    const entries = [...db.plan.values()]
      .filter(
        (entry) =>
          entry.user_id === home.id &&
          entry.recipe_id !== null &&
          entry.date >= from &&
          entry.date <= to &&
          db.recipes.has(entry.recipe_id),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const fresh = entries.filter((entry) => !entry.on_shopping_list);
    const merge = mergeRecipes(
      home,
      fresh.map((entry) => {
        const recipe = db.recipes.get(entry.recipe_id!)!;
        return { recipe, servings: entry.servings ?? recipe.baseServings };
      }),
    );
    for (const entry of fresh) entry.on_shopping_list = true;
    return response(200).json({
      list: shoppingListOf(user),
      left_out: merge.leftOut,
      added_entries: fresh.length,
      skipped_entries: entries.length - fresh.length,
    });
  }),

  http.post('/shopping-list/items', async ({ request, response }) => {
    guard('createShoppingItem', request);
    const user = requireUser();
    const body = await readBody<Schemas['CreateShoppingItemRequest']>(
      'createShoppingItem',
      request,
    );
    const name = trimmedName(body.name, ['body', 'name']);
    const home = householdOwner(user);
    if (linesOf(home.id).length >= MAX_SHOPPING_ITEMS) throw problem(409, SHOPPING_LIST_FULL);
    const measure = baseMeasure(body.quantity ?? null, body.unit ?? '');
    const row: ShoppingRow = {
      id: nextId('shopping'),
      user_id: home.id,
      key: shoppingKey(name),
      name,
      section: sectionOf(name) satisfies ShoppingSection,
      measures: measure ? [measure] : [],
      recipes: [],
      manual: true,
      checked_at: null,
      created_at: isoAt(now()),
    };
    db.shopping.set(row.id, row);
    householdChanged(home.id, 'list');
    return response(201).json(toShoppingItem(row, user));
  }),

  http.patch('/shopping-list/items/{itemId}', async ({ request, params, response }) => {
    guard('updateShoppingItem', request);
    const user = requireUser();
    const { itemId } = pathParams<{ itemId: number }>('updateShoppingItem', params);
    const body = await readBody<Schemas['UpdateShoppingItemRequest']>(
      'updateShoppingItem',
      request,
    );
    const name = body.name === undefined ? undefined : trimmedName(body.name, ['body', 'name']);
    // The amount is replaced as typed: a unit alone has no number to go with.
    if (body.unit !== undefined && body.quantity === undefined)
      throw invalid(['body', 'quantity'], DETAILS.fieldRequired, 'missing');
    const home = householdOwner(user);
    const row = ownLine(itemId, home.id);
    if (body.checked === true && row.checked_at === null) row.checked_at = isoAt(now());
    if (body.checked === false) row.checked_at = null;
    if (name !== undefined) {
      row.name = name;
      row.key = shoppingKey(name);
      row.section = sectionOf(name);
    }
    if (body.quantity !== undefined) {
      const measure = baseMeasure(body.quantity, body.unit ?? '');
      row.measures = measure ? [measure] : [];
    }
    householdChanged(home.id, 'list');
    return response(200).json(toShoppingItem(row, user));
  }),

  http.delete('/shopping-list/items/{itemId}', ({ request, params, response }) => {
    guard('deleteShoppingItem', request);
    const user = requireUser();
    const { itemId } = pathParams<{ itemId: number }>('deleteShoppingItem', params);
    const home = householdOwner(user);
    db.shopping.delete(ownLine(itemId, home.id).id);
    householdChanged(home.id, 'list');
    return response(200).json({ message: 'Removed from the shopping list' });
  }),

  http.post('/shopping-list/clear-checked', ({ request, response }) => {
    guard('clearCheckedShoppingItems', request);
    const user = requireUser();
    const home = householdOwner(user);
    for (const row of linesOf(home.id)) if (row.checked_at !== null) db.shopping.delete(row.id);
    householdChanged(home.id, 'list');
    return response(200).json(shoppingListOf(user));
  }),

  http.get('/shopping-list/pantry', ({ request, response }) => {
    guard('getPantry', request);
    const user = requireUser();
    return response(200).json({ names: db.pantry.get(householdOwner(user).id)?.names ?? [] });
  }),

  http.put('/shopping-list/pantry', async ({ request, response }) => {
    guard('updatePantry', request);
    const user = requireUser();
    const body = await readBody<Schemas['Pantry']>('updatePantry', request);
    const names: string[] = [];
    const seen = new Set<string>();
    body.names.forEach((raw, index) => {
      const name = trimmedName(raw, ['body', 'names', index]);
      if (seen.has(name.toLowerCase())) return;
      seen.add(name.toLowerCase());
      names.push(name);
    });
    const home = householdOwner(user);
    db.pantry.set(home.id, { user_id: home.id, names });
    householdChanged(home.id, 'list');
    return response(200).json({ names });
  }),
];
