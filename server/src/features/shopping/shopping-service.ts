import type { components } from '#contract/schema.gen.ts';
import { MAX_PLAN_RANGE_DAYS } from '#contract/limits.ts';
import { DETAILS, PLAN_RANGE_TOO_LONG } from '#contract/messages.ts';
import {
  addMeasure,
  baseMeasure,
  compareItems,
  sectionOf,
  shopAmounts,
  shoppingKey,
  shoppingLine,
  type BaseMeasure,
  type ShoppingSection,
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
  type ShoppingRecipeRef,
  type ShoppingSourceRecipe,
} from './shopping-repository.ts';

type Schemas = components['schemas'];

/** Lines one user's list may hold (the contract's ShoppingList.items maxItems); more answers 409. */
export const MAX_SHOPPING_LINES = 500;
/** The recipes a line names (ShoppingItem.recipes maxItems); a line keeps merging past them. */
const MAX_LINE_RECIPES = 100;
/** The amounts a line answers (ShoppingItem.amounts maxItems). */
const MAX_LINE_AMOUNTS = 8;

// The contract's words (openapi.yaml, tag shopping). They are not in contract/messages.ts yet: a key
// there needs its German in src/api/texts.de.ts, which the UI side of the list writes.
export const SHOPPING_ITEM_NOT_FOUND = 'Shopping list item not found';
export const SHOPPING_LIST_FULL = `A shopping list holds at most ${MAX_SHOPPING_LINES} lines.`;
export const SHOPPING_ITEM_REMOVED = 'Removed from the shopping list';

/** A line while an addition is merged into the list: an existing one (id) or a new one (id null). */
interface WorkingLine {
  id: number | null;
  key: string;
  name: string;
  section: ShoppingSection;
  measures: BaseMeasure[];
  recipes: ShoppingRecipeRef[];
  changed: boolean;
}

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
 * Merges recipes into a list by the rule kitchen/shopping.ts states (shared with the mock): a recipe
 * line joins the first unchecked, non-manual line of the same key, else it becomes a new line; a line
 * whose key is a pantry staple's is left out and its name listed once (without case).
 */
class ListMerge {
  private readonly open = new Map<string, WorkingLine>();
  readonly added: WorkingLine[] = [];
  readonly leftOut: string[] = [];
  private readonly leftOutSeen = new Set<string>();

  constructor(
    existing: readonly ShoppingItemRow[],
    private readonly pantryKeys: ReadonlySet<string>,
  ) {
    for (const row of existing) {
      if (row.manual || row.checked_at !== null || this.open.has(row.item_key)) continue;
      this.open.set(row.item_key, {
        id: row.id,
        key: row.item_key,
        name: row.name,
        section: row.section,
        measures: row.measures,
        recipes: row.recipes,
        changed: false,
      });
    }
  }

  addRecipe(recipe: ShoppingSourceRecipe, servings: number): void {
    const factor = servings / recipe.base_servings;
    const source = { id: recipe.id, title: recipe.title };
    for (const ingredient of recipe.ingredients) {
      const line = shoppingLine(ingredient, factor);
      if (!line.name) continue;
      if (this.pantryKeys.has(line.key)) {
        const seen = line.name.toLowerCase();
        if (!this.leftOutSeen.has(seen)) {
          this.leftOutSeen.add(seen);
          this.leftOut.push(line.name);
        }
        continue;
      }
      const into = this.open.get(line.key);
      if (into) {
        into.measures = addMeasure(into.measures, line.measure, line.key);
        if (
          into.recipes.length < MAX_LINE_RECIPES &&
          !into.recipes.some((known) => known.id === source.id)
        )
          into.recipes = [...into.recipes, source];
        into.changed = true;
        continue;
      }
      const created: WorkingLine = {
        id: null,
        key: line.key,
        name: line.name,
        section: line.section,
        measures: line.measure ? [line.measure] : [],
        recipes: [source],
        changed: true,
      };
      this.open.set(line.key, created);
      this.added.push(created);
    }
  }

  /** The existing lines this addition changed. */
  merged(): WorkingLine[] {
    return [...this.open.values()].filter((line) => line.id !== null && line.changed);
  }
}

/** The shopping list: lines merged from recipes and the plan, lines by hand, the pantry staples. */
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
      const system = await shoppingRepository.lockUser(tx, userId);
      const recipe = await shoppingRepository.recipe(tx, userId, input.recipe_id);
      if (!recipe) throw notFound(RECIPE_NOT_FOUND);
      const merge = await this.merge(tx, userId, [
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
      const system = await shoppingRepository.lockUser(tx, userId);
      const entries = await shoppingRepository.planRecipes(tx, userId, input.from, input.to);
      const fresh = entries.filter((entry) => !entry.added);
      const merge = await this.merge(
        tx,
        userId,
        fresh.map((entry) => ({ recipe: entry, servings: entry.servings })),
      );
      await shoppingRepository.markEntriesAdded(
        tx,
        userId,
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
      await shoppingRepository.lockUser(tx, userId);
      if ((await shoppingRepository.count(tx, userId)) >= MAX_SHOPPING_LINES)
        throw conflict(SHOPPING_LIST_FULL);
      const line: NewShoppingLine = {
        item_key: shoppingKey(name),
        name,
        section: sectionOf(name),
        measures: measure ? [measure] : [],
        recipes: [],
        manual: true,
      };
      const [id] = await shoppingRepository.insertMany(tx, userId, [line], this.clock());
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
   * Merges the recipes into the user's list inside the caller's transaction: every line is written
   * or none (past 500 lines it throws 409 before writing anything).
   */
  private async merge(
    tx: Queryable,
    userId: number,
    sources: readonly { recipe: ShoppingSourceRecipe; servings: number }[],
  ): Promise<{ leftOut: string[]; rows: ShoppingItemRow[] }> {
    const existing = await shoppingRepository.lines(tx, userId);
    const pantry = await shoppingRepository.pantry(tx, userId);
    const merge = new ListMerge(existing, new Set(pantry.map(shoppingKey)));
    for (const { recipe, servings } of sources) merge.addRecipe(recipe, servings);
    if (existing.length + merge.added.length > MAX_SHOPPING_LINES)
      throw conflict(SHOPPING_LIST_FULL);
    await shoppingRepository.updateMerged(
      tx,
      userId,
      merge.merged().map((line) => ({
        id: line.id!,
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
    const ids = await shoppingRepository.insertMany(tx, userId, added, this.clock());
    // The list as written, without reading it again.
    const changed = new Map(merge.merged().map((line) => [line.id!, line]));
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
