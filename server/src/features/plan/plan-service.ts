import type { components } from '#contract/schema.gen.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import { MAX_PLAN_ENTRIES_PER_SLOT, MAX_PLAN_RANGE_DAYS } from '#contract/limits.ts';
import { DETAILS, PLAN_RANGE_TOO_LONG, PLAN_SLOT_FULL } from '#contract/messages.ts';
import { conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import { cookedLogRepository } from '#server/src/features/recipes/cooked-log-repository.ts';
import { RECIPE_NOT_FOUND } from '#server/src/features/recipes/recipe-service.ts';
import type { RecipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { planRepository, type PlanEntryRow, type PlanSlot } from './plan-repository.ts';

type Schemas = components['schemas'];

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (YYYY-MM-DD, validated by the contract). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function toPlanEntry(row: PlanEntryRow): Schemas['PlanEntry'] {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    position: row.position,
    recipe:
      row.recipe_id === null
        ? null
        : {
            id: row.recipe_id,
            title: row.recipe_title ?? '',
            image_url: row.recipe_image_url,
            total_time_minutes: row.recipe_total_time_minutes,
            ...(row.recipe_shared_by !== null ? { shared_by: row.recipe_shared_by } : {}),
          },
    servings: row.servings,
    note: row.note,
    cooked_at: row.cooked_at === null ? null : new Date(row.cooked_at).toISOString(),
  };
}

/** `ids` with `id` put at `position` (past the end: at the end). */
function placed(ids: number[], id: number, position: number | undefined): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(position ?? rest.length, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

const PLAN_ENTRY_NOT_FOUND = DETAILS.planEntryNotFound;

/**
 * A recipe's steps as its owner's instructions read them (cook's InstructionService.steps, which
 * queues their writing when none runs): given by the app, as plan does not depend on cook.
 */
export type RecipeSteps = (
  ownerId: number,
  recipeId: number,
) => Promise<
  { status: 'ready'; steps: Schemas['InstructionStep'][] } | { status: 'writing' | 'failed' }
>;

/** The meal plan: entries per day and slot, each a recipe with servings or a free-text note. */
export class PlanService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly recipeSteps: RecipeSteps,
    private readonly clock: () => Date,
  ) {}

  async range(userId: number, from: string, to: string): Promise<Schemas['PlanRange']> {
    const days = daysInRange(from, to);
    if (days < 1) throw invalid(['query', 'to'], DETAILS.planRangeReversed, 'value_error');
    if (days > MAX_PLAN_RANGE_DAYS)
      throw invalid(['query', 'to'], PLAN_RANGE_TOO_LONG, 'value_error');
    const rows = await planRepository.range(this.db, userId, from, to);
    return { from, to, entries: rows.map(toPlanEntry) };
  }

  async create(
    userId: number,
    input: Schemas['CreatePlanEntryRequest'],
  ): Promise<Schemas['PlanEntry']> {
    const isRecipe = input.recipe_id !== undefined;
    if (isRecipe === (input.note !== undefined))
      throw invalid(['body'], DETAILS.planRecipeOrNote, 'value_error');
    if (!isRecipe && input.servings !== undefined)
      throw invalid(['body', 'servings'], DETAILS.planServingsWithNote, 'value_error');
    const note = input.note?.trim() ?? null;
    const id = await this.db.transaction(async (tx) => {
      const owner = await planRepository.lockOwner(tx, userId);
      let servings: number | null = null;
      if (input.recipe_id !== undefined) {
        // The acting cook's own recipe, also in a household's plan: recipes stay private.
        const base = await planRepository.recipeServings(tx, userId, input.recipe_id);
        if (base === undefined) throw notFound(RECIPE_NOT_FOUND);
        servings = input.servings ?? Math.min(100, base);
      }
      const taken = await planRepository.slotIds(tx, owner, input.date, input.slot);
      if (taken.length >= MAX_PLAN_ENTRIES_PER_SLOT) throw conflict(PLAN_SLOT_FULL);
      return planRepository.insert(
        tx,
        owner,
        {
          date: input.date,
          slot: input.slot,
          position: taken.length,
          recipeId: input.recipe_id ?? null,
          servings,
          note,
        },
        this.clock(),
      );
    });
    return this.get(this.db, userId, id);
  }

  /** Moves (date, slot, position) and changes servings or the note; nothing changes on an error. */
  async update(
    userId: number,
    id: number,
    input: Schemas['UpdatePlanEntryRequest'],
  ): Promise<Schemas['PlanEntry']> {
    await this.db.transaction(async (tx) => {
      const owner = await planRepository.lockOwner(tx, userId);
      const row = await planRepository.find(tx, userId, id);
      if (!row) throw notFound(PLAN_ENTRY_NOT_FOUND);
      if (input.servings !== undefined && row.recipe_id === null)
        throw invalid(['body', 'servings'], DETAILS.planServingsWithNote, 'value_error');
      if (input.note !== undefined && row.note === null)
        throw invalid(['body', 'note'], DETAILS.planNoteWithRecipe, 'value_error');
      const date = input.date ?? row.date;
      const slot: PlanSlot = input.slot ?? row.slot;
      if (date === row.date && slot === row.slot) {
        if (input.position !== undefined) {
          const ids = await planRepository.slotIds(tx, owner, date, slot);
          await planRepository.placeAll(tx, owner, date, slot, placed(ids, id, input.position));
        }
      } else {
        const target = await planRepository.slotIds(tx, owner, date, slot);
        if (target.length >= MAX_PLAN_ENTRIES_PER_SLOT) throw conflict(PLAN_SLOT_FULL);
        await planRepository.placeAll(tx, owner, date, slot, placed(target, id, input.position));
        await this.closeUp(tx, owner, row.date, row.slot);
      }
      if (input.servings !== undefined) await planRepository.setServings(tx, id, input.servings);
      if (input.note !== undefined) await planRepository.setNote(tx, id, input.note.trim());
    });
    return this.get(this.db, userId, id);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owner = await planRepository.lockOwner(tx, userId);
      const row = await planRepository.find(tx, userId, id);
      if (!row) throw notFound(PLAN_ENTRY_NOT_FOUND);
      await planRepository.delete(tx, owner, id);
      await this.closeUp(tx, owner, row.date, row.slot);
    });
  }

  /**
   * Marks a recipe entry cooked once and logs it like POST /recipe/{id}/cooked. In a household's
   * plan the recipe may be another member's: the cooked log is its owner's (whoever marks it), so
   * the dashboard of the cook whose recipe it is counts it, and a log row never names a recipe
   * of someone else.
   */
  async markCooked(userId: number, id: number): Promise<Schemas['PlanEntry']> {
    await this.db.transaction(async (tx) => {
      const row = await planRepository.find(tx, userId, id);
      if (!row) throw notFound(PLAN_ENTRY_NOT_FOUND);
      if (row.recipe_id === null || row.recipe_user_id === null)
        throw conflict(DETAILS.planNoteNotCookable);
      const at = this.clock();
      if (await planRepository.markCooked(tx, id, at))
        await cookedLogRepository.insertCooked(tx, row.recipe_user_id, row.recipe_id, at);
    });
    return this.get(this.db, userId, id);
  }

  /**
   * The recipe of an entry of the plan userId sees, read-only: recipes stay private unless they
   * are in the plan, so another member's recipe is read through its entry, without their rating
   * and note. 404 for an entry of another plan, a removed or free-text one, and the recipe of a
   * member who left.
   */
  async recipe(userId: number, id: number): Promise<Schemas['PlanEntryRecipe']> {
    const planned = await planRepository.plannedRecipe(this.db, userId, id);
    if (!planned) throw notFound(PLAN_ENTRY_NOT_FOUND);
    const [detail, steps] = await Promise.all([
      this.recipes.findDetail(this.db, planned.owner_id, planned.recipe_id),
      this.recipeSteps(planned.owner_id, planned.recipe_id),
    ]);
    if (!detail) throw notFound(PLAN_ENTRY_NOT_FOUND);
    return {
      recipe: planned.owner === null ? detail : { ...detail, rating: null, note: null },
      servings: planned.servings,
      steps: steps.status === 'ready' ? steps.steps : null,
      steps_status: steps.status,
      owner: planned.owner,
    };
  }

  private async closeUp(q: Queryable, ownerId: number, date: string, slot: PlanSlot) {
    const ids = await planRepository.slotIds(q, ownerId, date, slot);
    await planRepository.placeAll(q, ownerId, date, slot, ids);
  }

  private async get(q: Queryable, userId: number, id: number): Promise<Schemas['PlanEntry']> {
    const row = await planRepository.find(q, userId, id);
    if (!row) throw notFound(PLAN_ENTRY_NOT_FOUND);
    return toPlanEntry(row);
  }
}
