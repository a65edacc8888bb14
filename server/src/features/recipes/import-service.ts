/**
 * schema.org/Recipe JSON-LD export and import (issue #17, item 3). Export writes with
 * recipeToJsonLd (the share page's writer); import reads with contract/recipe-import.ts (the
 * mock's reader too), fetches URLs only through safeFetch, and stores what it read the way
 * generated recipes are stored (insertDrafts, then markSaved), with nutrition and allergens
 * from the ingredient catalogue.
 */
import type { components } from '#contract/schema.gen.ts';
import {
  importFailureItem,
  ingredientFromLine,
  MAX_IMPORT_RECIPES,
  type readRecipes,
  stepFromText,
  type ImportFailure,
  type ImportSource,
} from '#contract/recipe-import.ts';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld.ts';
import type { CatalogueItem } from '#server/src/ai/catalogue/types.ts';
import { categoryOfItems } from '#server/src/ai/food-category.ts';
import { recipeAllergens } from '#server/src/ai/guard.ts';
import { difficultyFor } from '#server/src/ai/instructions.ts';
import { matchName } from '#server/src/ai/matcher.ts';
import { estimateNutrition } from '#server/src/ai/nutrition.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { HttpError, notFound } from '#server/src/platform/errors.ts';
import { exportRepository } from './export-repository.ts';
import { insertSteps } from './steps-repository.ts';
import type { NewRecipe, RecipeRepository } from './recipe-repository.ts';
import { ImportReader, ImportTooComplexError } from './import-reader.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { RECIPE_NOT_FOUND } from './recipe-service.ts';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld.ts';
import {
  safeFetch,
  SafeFetchError,
  type SafeFetchOptions,
} from '#server/src/platform/safe-fetch.ts';

type Schemas = components['schemas'];

/** Saved recipes read per query while exporting the library (a page is one chunk of the answer). */
export const EXPORT_PAGE_SIZE = 100;
const IMPORT_WINDOW = 60;
/** Servings when the source names none. */
const DEFAULT_SERVINGS = 4;

const FETCH_FAILURES: Record<SafeFetchError['code'], ImportFailure> = {
  invalid_url: 'import_invalid_url',
  blocked_address: 'import_address_not_allowed',
  unresolvable: 'import_fetch_failed',
  too_many_redirects: 'import_fetch_failed',
  http_error: 'import_fetch_failed',
  network_error: 'import_fetch_failed',
  too_large: 'import_too_large',
  timeout: 'import_timeout',
};

const failure = (source: ImportSource, kind: ImportFailure) =>
  new HttpError(422, [importFailureItem(source, kind)]);

/** A draft read from JSON-LD as the recipe row and steps to store. */
export function toNewRecipe(draft: JsonLdRecipeDraft): {
  recipe: NewRecipe;
  steps: Schemas['InstructionStep'][];
} {
  const ingredients = draft.ingredients.slice(0, 100).map(ingredientFromLine);
  const steps = draft.steps.slice(0, 100).map(stepFromText);
  const servings = draft.servings ?? DEFAULT_SERVINGS;
  const estimate = estimateNutrition(ingredients, servings);
  const items = ingredients
    .map((ingredient) => matchName(ingredient.name))
    .filter((item): item is CatalogueItem => item !== undefined);
  const minutes =
    draft.totalMinutes ?? (steps.reduce((sum, step) => sum + (step.timer ?? 0), 0) / 60 || null);
  return {
    recipe: {
      title: draft.title.slice(0, 200),
      description: draft.description.slice(0, 2000),
      imageUrl: draft.imageUrl && draft.imageUrl.length <= 2048 ? draft.imageUrl : null,
      totalTimeMinutes: minutes === null ? null : Math.min(Math.ceil(minutes), 10080),
      difficulty: difficultyFor(steps.length, minutes ?? 0),
      foodCategory: categoryOfItems(items),
      baseServings: servings,
      ingredients,
      // Nothing matched the catalogue: no figures rather than zeros.
      nutrition: estimate.coverage > 0 ? estimate.nutrition : null,
      allergens: recipeAllergens(ingredients),
    },
    steps,
  };
}

export class ImportService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    /** Tests only: lets the fetch reach a local server, with shorter caps. */
    private readonly fetchOptions: SafeFetchOptions = {},
    /** Reads sources in worker threads within a time budget (tests may give a shorter one). */
    readonly reader: ImportReader = new ImportReader(),
  ) {}

  /** Ends the reader's worker threads. */
  async close(): Promise<void> {
    await this.reader.close();
  }

  /** One recipe of the user as JSON-LD, with its title for the file name. */
  async exportOne(
    userId: number,
    id: number,
  ): Promise<{ title: string; jsonLd: Schemas['JsonLdRecipe'] }> {
    const found = await exportRepository.findOne(this.db, userId, id);
    if (!found) throw notFound(RECIPE_NOT_FOUND);
    return { title: found.detail.title, jsonLd: { ...recipeToJsonLd(found.detail, found.steps) } };
  }

  /**
   * Every saved recipe as JSON-LD, oldest first, a page of EXPORT_PAGE_SIZE at a time (keyset on
   * the id), read only when the previous page has been taken. Not a snapshot: a recipe saved or
   * deleted during a long download may or may not be in it, as with any paged read.
   */
  async *exportPages(userId: number): AsyncGenerator<Schemas['JsonLdRecipe'][]> {
    for (let afterId = 0; ; ) {
      const page = await exportRepository.savedPage(this.db, userId, afterId, EXPORT_PAGE_SIZE);
      yield page.map((row) => ({ ...recipeToJsonLd(row.detail, row.steps) }));
      if (page.length < EXPORT_PAGE_SIZE) return;
      afterId = page.at(-1)!.id;
    }
  }

  /** Counts one import against the user's per-minute budget (429 beyond it). */
  async consumeBudget(userId: number): Promise<void> {
    await this.limiter.consume(`import:${userId}`, this.config.rateLimits.import, IMPORT_WINDOW);
  }

  /** Imports the recipes in a pasted block or a file's text. */
  async importText(
    userId: number,
    source: ImportSource,
    text: string,
  ): Promise<Schemas['Recipe'][]> {
    let read: ReturnType<typeof readRecipes>;
    try {
      read = await this.reader.read(text);
    } catch (error) {
      if (error instanceof ImportTooComplexError) throw failure(source, 'import_too_complex');
      throw error;
    }
    if ('failure' in read) throw failure(source, read.failure);
    return this.store(userId, read.drafts);
  }

  /** Fetches the page under the SSRF guard and imports the recipes in it. */
  async importUrl(userId: number, url: string): Promise<Schemas['Recipe'][]> {
    let body: string;
    try {
      body = (await safeFetch(url, this.fetchOptions)).body;
    } catch (error) {
      if (error instanceof SafeFetchError) throw failure('url', FETCH_FAILURES[error.code]);
      throw failure('url', 'import_fetch_failed');
    }
    return this.importText(userId, 'url', body);
  }

  /** Stores the drafts as the user's saved recipes (with their steps) in one transaction. */
  private async store(
    userId: number,
    drafts: readonly JsonLdRecipeDraft[],
  ): Promise<Schemas['Recipe'][]> {
    const prepared = drafts.slice(0, MAX_IMPORT_RECIPES).map(toNewRecipe);
    const ids = await this.db.transaction(async (tx) => {
      const ids = await this.recipes.insertDrafts(
        tx,
        userId,
        null,
        prepared.map((p) => p.recipe),
      );
      for (const [index, id] of ids.entries()) {
        await this.recipes.markSaved(tx, userId, id);
        const steps = prepared[index]!.steps;
        if (steps.length > 0) await insertSteps(tx, id, steps);
      }
      return ids;
    });
    return exportRepository.summaries(this.db, userId, ids);
  }
}
