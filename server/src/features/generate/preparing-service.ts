import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#contract/schema.gen.ts';
import { ALLERGENS } from '#kitchen/catalogue/allergens.ts';
import { readRequest } from '#server/src/ai/intent/request.ts';
import { splitEntries } from '#kitchen/parse-ingredients.ts';
import type { AiProvider, GenerationInput } from '#server/src/ai/provider.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { notFound, unsupportedMedia } from '#server/src/platform/errors.ts';
import type {
  NewRecipe,
  RecipeRepository,
} from '#server/src/features/recipes/recipe-repository.ts';
import { sessionRepository, type SessionWrite } from './session-repository.ts';
import { userRepository } from '#server/src/features/account/user-repository.ts';
import { preferencesRepository } from '#server/src/features/account/preferences-repository.ts';
import { newFileKey, type FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { detectImage } from '#server/src/platform/storage/sniff.ts';
import {
  aiFailure,
  checkComposedRecipes,
  checkImageIngredients,
  checkInstructionSteps,
} from './ai-output.ts';
import { insertSteps } from '#server/src/features/recipes/steps-repository.ts';
import type { FileService } from '#server/src/features/files/file-service.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { deleteImages } from '#server/src/features/recipes/recipe-service.ts';
import { DETAILS } from '#contract/messages.ts';

type Schemas = components['schemas'];

const SESSION_NOT_FOUND = DETAILS.sessionNotFound;
/** Titles remembered per session for "Generate New Recipes"; older ones fall off. */
const SHOWN_TITLES_KEPT = 40;
const AI_WINDOW = 60;

/**
 * The request's language and what the engine could not place, split into prompt words and
 * ingredient entries (typed or from the photo), so the options step can say what was ignored.
 */
export function unplaced(
  input: GenerationInput,
): Pick<Schemas['GenerateResponse'], 'language' | 'ignored_words' | 'ignored_ingredients'> {
  const request = readRequest(input);
  const entries = new Set(
    [...splitEntries(input.writtenIngredients), ...input.imageIngredients].map((e) =>
      e.trim().slice(0, 60),
    ),
  );
  const ignored = request.ignored.slice(0, 100).map((text) => text.slice(0, 200));
  return {
    language: request.language,
    ignored_words: ignored.filter((text) => !entries.has(text)),
    ignored_ingredients: ignored.filter((text) => entries.has(text)),
  };
}

/** A recipe's own steps after the contract checks; null when it brings none (or none usable). */
function checkedSteps(
  steps: readonly Schemas['InstructionStep'][] | undefined,
): Schemas['InstructionStep'][] | null {
  if (!steps || steps.length === 0) return null;
  try {
    return checkInstructionSteps(steps);
  } catch {
    return null;
  }
}

/** Counts one AI call (generation, photo analysis, instruction job) against userId's per-minute budget (429 beyond it). */
export async function consumeAiBudget(
  limiter: RateLimiter,
  config: Config,
  userId: number,
): Promise<void> {
  await limiter.consume(`ai:${userId}`, config.rateLimits.ai, AI_WINDOW);
}

/** Generation sessions: prompt + ingredients -> draft recipes, photo analysis, finishing. */
export class PreparingService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly ai: AiProvider,
    private readonly limiter: RateLimiter,
    private readonly recipes: RecipeRepository,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly files: FileService,
  ) {}

  /** Counts one generation or photo analysis against the user's per-minute AI budget (429 beyond it). */
  async consumeAiBudget(userId: number): Promise<void> {
    await consumeAiBudget(this.limiter, this.config, userId);
  }

  /**
   * Composes options and stores them as the session's drafts. The slow AI call runs outside any
   * transaction; the swap of old drafts for new ones is one transaction. What each session has
   * generated so far (count and titles shown) lives on its row: regenerating passes it to the
   * provider, so the new options differ, also after a restart.
   */
  async generate(
    userId: number,
    input: Schemas['GenerateRequest'],
  ): Promise<Schemas['GenerateResponse']> {
    await this.consumeAiBudget(userId);
    const prompt = input.prompt.trim();
    const writtenIngredients = (input.written_ingredients ?? '').trim();
    const imageKey = (input.image_key ?? '').trim() || null;
    const sessionId = input.preparing_session_id ?? null;

    const existing =
      sessionId === null ? undefined : await sessionRepository.find(this.db, userId, sessionId);
    if (sessionId !== null && !existing) throw notFound(SESSION_NOT_FOUND);
    let imageIngredients: string[] | null = null;
    if (imageKey) {
      const found = await sessionRepository.findImageAnalysis(this.db, userId, imageKey);
      if (!found) throw notFound(DETAILS.imageNotFound);
      imageIngredients = found;
    }

    const previous = {
      generation: existing?.generation ?? 0,
      titles: existing?.shown_titles ?? [],
    };
    // The recipe text follows the request's language; the user's language setting decides when the
    // request shows none (and English when neither does).
    const language = (await userRepository.findById(this.db, userId))?.language ?? undefined;
    // The cook's standing preferences (Settings) are hard constraints on every generation.
    const preferences = await preferencesRepository.find(this.db, userId);
    const generationInput: GenerationInput = {
      prompt,
      ...(language ? { language } : {}),
      preferences,
      writtenIngredients,
      imageIngredients: imageIngredients ?? [],
      // The wizard's controls, when the cook set them (or the wizard read them from the prompt).
      ...(input.servings !== undefined ? { servings: input.servings } : {}),
      ...(input.diets?.length ? { diets: [...new Set(input.diets)] } : {}),
      ...(input.spice !== undefined ? { spice: input.spice } : {}),
      ...(sessionId !== null
        ? { generation: previous.generation, shownTitles: previous.titles }
        : {}),
    };

    let composed;
    let notice: string | null = null;
    try {
      const generated = await this.ai.generateRecipes(
        generationInput,
        AbortSignal.timeout(this.config.worker.timeoutMs),
      );
      notice =
        typeof generated.notice === 'string'
          ? generated.notice.trim().slice(0, 1000) || null
          : null;
      // With a notice (the book cannot answer as asked) no options is an answer, not a failure.
      composed = notice !== null && generated.length === 0 ? [] : checkComposedRecipes(generated);
    } catch (error) {
      this.log.warn({ err: error }, 'Recipe generation failed');
      throw aiFailure(error);
    }

    const drafts: NewRecipe[] = [];
    /** Per draft: the steps it brings (a book recipe's own method), or null for the instruction job. */
    const steps: (Schemas['InstructionStep'][] | null)[] = [];
    for (const recipe of composed) {
      let imageUrl: string | null = null;
      if (recipe.illustrationSvg.trim().startsWith('<')) {
        imageUrl = newFileKey(`recipes/${userId}`, 'svg');
        await this.storage.put(imageUrl, Buffer.from(recipe.illustrationSvg, 'utf8'));
      }
      drafts.push({
        title: recipe.title,
        description: recipe.description,
        imageUrl,
        totalTimeMinutes: recipe.total_time_minutes,
        difficulty: recipe.difficulty,
        foodCategory: recipe.food_category,
        baseServings: recipe.baseServings,
        ingredients: recipe.ingredients,
        nutrition: recipe.nutrition,
        allergens: ALLERGENS.filter((a) => recipe.allergens?.includes(a)),
      });
      steps.push(checkedSteps(recipe.steps));
    }

    const answer = unplaced(generationInput);
    const session: SessionWrite = {
      ignoredWords: answer.ignored_words,
      ignoredIngredients: answer.ignored_ingredients,
      notice,
      prompt,
      writtenIngredients,
      imageKey,
      analyzedIngredients: imageIngredients,
      generation: previous.generation + 1,
      shownTitles: [...new Set([...previous.titles, ...drafts.map((d) => d.title)])].slice(
        -SHOWN_TITLES_KEPT,
      ),
    };
    const { id, replaced } = await this.db
      .transaction(async (tx) => {
        let replaced: { id: number; image_url: string | null }[] = [];
        let id: number;
        if (sessionId !== null) {
          if (!(await sessionRepository.lockOwned(tx, userId, sessionId)))
            throw notFound(SESSION_NOT_FOUND);
          replaced = await this.recipes.deleteUnsavedBySession(tx, sessionId);
          await sessionRepository.update(tx, sessionId, session);
          id = sessionId;
        } else {
          id = await sessionRepository.insert(tx, userId, session);
        }
        const ids = await this.recipes.insertDrafts(tx, userId, id, drafts);
        for (const [index, recipeId] of ids.entries()) {
          const own = steps[index];
          if (own) await insertSteps(tx, recipeId, own);
        }
        return { id, replaced };
      })
      .catch(async (error: unknown) => {
        await deleteImages(
          this.storage,
          drafts.map((d) => d.imageUrl),
          this.log,
        );
        throw error;
      });
    await deleteImages(
      this.storage,
      replaced.map((r) => r.image_url),
      this.log,
    );
    return {
      preparing_session_id: id,
      generation: session.generation,
      ...answer,
      notice,
    };
  }

  /** What the session's last generation answered (ignored words and entries), for a restored wizard. */
  async session(userId: number, sessionId: number): Promise<Schemas['PreparingSession']> {
    const session = await sessionRepository.find(this.db, userId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return {
      preparing_session_id: session.id,
      generation: session.generation,
      ignored_words: session.ignored_words,
      ignored_ingredients: session.ignored_ingredients,
      notice: session.notice,
    };
  }

  async options(userId: number, sessionId: number): Promise<Schemas['RecipeOption'][]> {
    if (!(await sessionRepository.find(this.db, userId, sessionId)))
      throw notFound(SESSION_NOT_FOUND);
    return this.recipes.listOptions(this.db, sessionId);
  }

  async imageAnalysis(userId: number, sessionId: number): Promise<Schemas['ImageAnalysis']> {
    const session = await sessionRepository.find(this.db, userId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (!session.image_key) throw notFound(DETAILS.sessionWithoutPhoto);
    return {
      image_key: session.image_key,
      analyzed_ingredients: (session.analyzed_ingredients ?? []).join('\n'),
    };
  }

  /** Deletes the session and its unsaved drafts; saved recipes stay in the library. */
  async finish(userId: number, sessionId: number): Promise<void> {
    const deleted = await this.db.transaction(async (tx) => {
      if (!(await sessionRepository.lockOwned(tx, userId, sessionId)))
        throw notFound(SESSION_NOT_FOUND);
      const drafts = await this.recipes.deleteUnsavedBySession(tx, sessionId);
      await sessionRepository.delete(tx, sessionId);
      return drafts;
    });
    await deleteImages(
      this.storage,
      deleted.map((r) => r.image_url),
      this.log,
    );
  }

  /** Stores the photo (images only, judged from the bytes) and reads ingredient names from it. */
  async analyzeImage(userId: number, bytes: Buffer): Promise<Schemas['ImageAnalysisResult']> {
    const type = await detectImage(bytes);
    if (!type) throw unsupportedMedia();
    let ingredients: string[];
    try {
      ingredients = checkImageIngredients(
        await this.ai.analyzeImage(bytes, AbortSignal.timeout(this.config.worker.timeoutMs)),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'Image analysis failed');
      throw aiFailure(error);
    }
    const key = newFileKey(`photos/${userId}`, type.extension);
    await this.files.store(userId, key, bytes);
    await sessionRepository.insertImageAnalysis(this.db, key, userId, ingredients);
    return { image_key: key, ingredients };
  }
}
