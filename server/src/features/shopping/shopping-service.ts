import type { components } from '#contract/schema.gen.ts';
import { MAX_PLAN_RANGE_DAYS, MAX_SHOPPING_ITEMS } from '#contract/limits.ts';
import { DETAILS, PLAN_RANGE_TOO_LONG, SHOPPING_LIST_FULL } from '#contract/messages.ts';
import {
  ListMerge,
  baseMeasure,
  compareItems,
  sectionOf,
  shopAmounts,
  shoppingKey,
  type BaseMeasure,
  type UnitSystem,
} from '#kitchen/shopping.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import { conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import { daysInRange } from '#server/src/features/plan/plan-service.ts';
import { RECIPE_NOT_FOUND } from '#server/src/features/recipes/recipe-service.ts';
import {
  shoppingRepository,
  type NewShoppingLine,
  type ShoppingItemRow,
  type ShoppingSourceRecipe,
} from './shopping-repository.ts';

type Schemas = components['schemas'];

/** The amounts a line answers (ShoppingItem.amounts maxItems). */
const MAX_LINE_AMOUNTS = 8;

const SHOPPING_ITEM_NOT_FOUND = DETAILS.shoppingItemNotFound;
export const SHOPPING_ITEM_REMOVED = 'Removed from the shopping list';

export function toShoppingItem(row: ShoppingItemRow, system: UnitSystem): Schemas['ShoppingItem'] {
  return {
    id: row.id,
    name: row.name,
    section: row.section,
    amounts: shopAmounts(row.measures, system).slice(0, MAX_LINE_AMOUNTS),
    checked: row.checked_at !== null,
    checked_at: row.checked_at === null ? null : new Date(row.checked_at).toISOString(),
    manual: row.manual,
    recipes: row.recipes.map((recipe) => ({ id: recipe.id, title: recipe.title })),
  };
}

/**
 * The shopping list: lines merged from recipes and the plan, lines by hand, the pantry staples. A
 * member of a household works on its owner's list (shopping-repository.ts); the amounts are
 * answered in the acting user's unit system, and a recipe given by id must be their own.
 */
export class ShoppingService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async list(userId: number): Promise<Schemas['ShoppingList']> {
    return this.read(this.db, userId);
  }

  async addRecipe(
    userId: number,
    input: Schemas['AddRecipeToShoppingListRequest'],
  ): Promise<Schemas['ShoppingListChange']> {
    return this.db.transaction(async (tx) => {
      const { ownerId, unitSystem: system } = await shoppingRepository.lockOwner(tx, userId);
      const recipe = await shoppingRepository.recipe(tx, userId, input.recipe_id);
      if (!recipe) throw notFound(RECIPE_NOT_FOUND);
      const merge = await this.merge(tx, ownerId, [
        { recipe, servings: input.servings ?? recipe.base_servings },
      ]);
      return {
        list: answer(merge.rows, system),
        left_out: merge.leftOut,
        added_entries: 1,
        skipped_entries: 0,
      };
    });
  }

  async addPlan(
    userId: number,
    input: Schemas['AddPlanToShoppingListRequest'],
  ): Promise<Schemas['ShoppingListChange']> {
    const days = daysInRange(input.from, input.to);
    if (days < 1) throw invalid(['body', 'to'], DETAILS.planRangeReversed, 'value_error');
    if (days > MAX_PLAN_RANGE_DAYS)
      throw invalid(['body', 'to'], PLAN_RANGE_TOO_LONG, 'value_error');
    return this.db.transaction(async (tx) => {
      // The household's plan onto the household's list.
      const { ownerId, unitSystem: system } = await shoppingRepository.lockOwner(tx, userId);
      const entries = await shoppingRepository.planRecipes(tx, ownerId, input.from, input.to);
      const fresh = entries.filter((entry) => !entry.added);
      const merge = await this.merge(
        tx,
        ownerId,
        fresh.map((entry) => ({ recipe: entry, servings: entry.servings })),
      );
      await shoppingRepository.markEntriesAdded(
        tx,
        ownerId,
        fresh.map((entry) => entry.entry_id),
        this.clock(),
      );
      return {
        list: answer(merge.rows, system),
        left_out: merge.leftOut,
        added_entries: fresh.length,
        skipped_entries: entries.length - fresh.length,
      };
    });
  }

  async createItem(
    userId: number,
    input: Schemas['CreateShoppingItemRequest'],
  ): Promise<Schemas['ShoppingItem']> {
    const name = trimmedName(input.name, ['body', 'name']);
    const measure = baseMeasure(input.quantity ?? null, input.unit ?? '');
    return this.db.transaction(async (tx) => {
      const { ownerId } = await shoppingRepository.lockOwner(tx, userId);
      if ((await shoppingRepository.count(tx, ownerId)) >= MAX_SHOPPING_ITEMS)
        throw conflict(SHOPPING_LIST_FULL);
      const line: NewShoppingLine = {
        item_key: shoppingKey(name),
        name,
        section: sectionOf(name),
        measures: measure ? [measure] : [],
        recipes: [],
        manual: true,
      };
      const [id] = await shoppingRepository.insertMany(tx, ownerId, [line], this.clock());
      return this.item(tx, userId, id!);
    });
  }

  /** Checks off or unchecks, renames, or replaces the amount; nothing changes on an error. */
  async updateItem(
    userId: number,
    id: number,
    input: Schemas['UpdateShoppingItemRequest'],
  ): Promise<Schemas['ShoppingItem']> {
    const name = input.name === undefined ? undefined : trimmedName(input.name, ['body', 'name']);
    // The amount is replaced as typed: a unit alone has no number to go with.
    if (input.unit !== undefined && input.quantity === undefined)
      throw invalid(['body', 'quantity'], DETAILS.fieldRequired, 'missing');
    return this.db.transaction(async (tx) => {
      const row = await shoppingRepository.find(tx, userId, id);
      if (!row) throw notFound(SHOPPING_ITEM_NOT_FOUND);
      let checkedAt: Date | null | undefined;
      if (input.checked === true && row.checked_at === null) checkedAt = this.clock();
      if (input.checked === false) checkedAt = null;
      let measures: BaseMeasure[] | undefined;
      if (input.quantity !== undefined) {
        const measure = baseMeasure(input.quantity, input.unit ?? '');
        measures = measure ? [measure] : [];
      }
      await shoppingRepository.update(tx, userId, id, {
        ...(checkedAt !== undefined ? { checkedAt } : {}),
        ...(name !== undefined
          ? { name, itemKey: shoppingKey(name), section: sectionOf(name) }
          : {}),
        ...(measures !== undefined ? { measures } : {}),
      });
      return this.item(tx, userId, id);
    });
  }

  async deleteItem(userId: number, id: number): Promise<void> {
    if (!(await shoppingRepository.delete(this.db, userId, id)))
      throw notFound(SHOPPING_ITEM_NOT_FOUND);
  }

  async clearChecked(userId: number): Promise<Schemas['ShoppingList']> {
    return this.db.transaction(async (tx) => {
      await shoppingRepository.deleteChecked(tx, userId);
      return this.read(tx, userId);
    });
  }

  async pantry(userId: number): Promise<Schemas['Pantry']> {
    return { names: await shoppingRepository.pantry(this.db, userId) };
  }

  /** Stores the staples trimmed, each once (without case), in the order given. */
  async setPantry(userId: number, input: Schemas['Pantry']): Promise<Schemas['Pantry']> {
    const names: string[] = [];
    const seen = new Set<string>();
    input.names.forEach((raw, index) => {
      const name = raw.trim();
      if (!name)
        throw invalid(['body', 'names', index], DETAILS.atLeastOneCharacter, 'string_too_short');
      const folded = name.toLowerCase();
      if (seen.has(folded)) return;
      seen.add(folded);
      names.push(name);
    });
    await shoppingRepository.setPantry(this.db, userId, names);
    return { names };
  }

  /**
   * Merges the recipes into ownerId's list inside the caller's transaction: every line is written
   * or none (past 500 lines it throws 409 before writing anything).
   */
  private async merge(
    tx: Queryable,
    ownerId: number,
    sources: readonly { recipe: ShoppingSourceRecipe; servings: number }[],
  ): Promise<{ leftOut: string[]; rows: ShoppingItemRow[] }> {
    const existing = await shoppingRepository.lines(tx, ownerId);
    // (an owner's pantry is its own: an owner is nobody's member)
    const pantry = await shoppingRepository.pantry(tx, ownerId);
    const merge = new ListMerge(
      existing.map((row) => ({
        ...row,
        key: row.item_key,
        checked: row.checked_at !== null,
      })),
      pantry,
    );
    for (const { recipe, servings } of sources)
      merge.addRecipe({ ...recipe, baseServings: recipe.base_servings }, servings);
    if (existing.length + merge.added.length > MAX_SHOPPING_ITEMS)
      throw conflict(SHOPPING_LIST_FULL);
    await shoppingRepository.updateMerged(
      tx,
      ownerId,
      merge.merged().map((line) => ({
        id: line.id,
        measures: line.measures,
        recipes: line.recipes,
      })),
    );
    const added = merge.added.map((line) => ({
      item_key: line.key,
      name: line.name,
      section: line.section,
      measures: line.measures,
      recipes: line.recipes,
      manual: false,
    }));
    const ids = await shoppingRepository.insertMany(tx, ownerId, added, this.clock());
    // The list as written, without reading it again.
    const changed = new Map(merge.merged().map((line) => [line.id, line]));
    const rows: ShoppingItemRow[] = existing.map((row) => {
      const line = changed.get(row.id);
      return line ? { ...row, measures: line.measures, recipes: line.recipes } : row;
    });
    added.forEach((line, index) => rows.push({ ...line, id: ids[index]!, checked_at: null }));
    return { leftOut: merge.leftOut, rows };
  }

  private async read(q: Queryable, userId: number): Promise<Schemas['ShoppingList']> {
    const { lines, unitSystem } = await shoppingRepository.linesAndUnits(q, userId);
    return answer(lines, unitSystem);
  }

  private async item(q: Queryable, userId: number, id: number): Promise<Schemas['ShoppingItem']> {
    const row = await shoppingRepository.find(q, userId, id);
    if (!row) throw notFound(SHOPPING_ITEM_NOT_FOUND);
    return toShoppingItem(row, await shoppingRepository.unitSystem(q, userId));
  }
}

/** The list in shop order (ties: oldest first). */
function answer(rows: readonly ShoppingItemRow[], system: UnitSystem): Schemas['ShoppingList'] {
  const items = rows.map((row) => toShoppingItem(row, system));
  items.sort((a, b) => compareItems(a, b) || a.id - b.id);
  return { items, unit_system: system };
}

/** A name trimmed, 1-120 characters after trimming (the contract checked the length before). */
function trimmedName(raw: string, loc: (string | number)[]): string {
  const name = raw.trim();
  if (!name) throw invalid(loc, DETAILS.atLeastOneCharacter, 'string_too_short');
  return name;
}
