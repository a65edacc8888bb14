import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { components } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { DETAILS } from '#contract/messages.ts';
import { copyInput } from '#contract/shared-recipe-copy.ts';
import { conflict, HttpError, notFound } from '#server/src/platform/errors.ts';
import { stepsRepository } from '#server/src/features/recipes/steps-repository.ts';
import type { RecipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { shareRepository } from './share-repository.ts';
import { userRepository } from '#server/src/features/account/user-repository.ts';
import {
  contentTypeForKey,
  newFileKey,
  type FileStorage,
  type StoredFile,
} from '#server/src/platform/storage/file-storage.ts';
import { RECIPE_NOT_FOUND } from '#server/src/features/recipes/recipe-service.ts';

type Schemas = components['schemas'];

/** 16 random bytes in base64url: 22 url-safe characters, 128 bits. */
export const newShareToken = (): string => randomBytes(16).toString('base64url');

/** What a share token may look like; anything else is a 404 without a database query. */
export const SHARE_TOKEN = /^[\w-]{22,64}$/;

/** The public path of a shared recipe. */
export const sharePath = (token: string): string => `/s/${token}`;

/** The app's page that saves a shared recipe into the visitor's library ("Save to my Sous"). */
export const savePagePath = (token: string): string => `/app/shared/${token}`;

/** A shared recipe as the public page shows it: no owner, no ids of the owner's other data. */
export interface SharedRecipe {
  recipe: Schemas['RecipeDetail'];
  steps: Schemas['InstructionStep'][];
  /** Whether the recipe has a stored image, served at /s/{token}/image. */
  hasStoredImage: boolean;
  /** An absolute http(s) image URL (not ours), shown as it is. */
  externalImage: string | null;
  /** The page's language: the owner's interface language (their recipe text is written in it). */
  language: 'en' | 'de';
}

/**
 * What saving a shared recipe into one's library goes through: the import budget (a copy is an
 * import) and the create of a recipe written by hand (checks, nutrition, allergens, category).
 */
export interface ShareCopier {
  consumeBudget(userId: number): Promise<void>;
  create(userId: number, input: Schemas['RecipeInput']): Promise<Schemas['RecipeDetail']>;
  /** Stores bytes under key as userId's own upload (their quota; 413 beyond it). */
  storeFile(userId: number, key: string, bytes: Buffer): Promise<void>;
  /** Removes an upload of userId's that nothing uses (a copy's photo when the copy failed). */
  discardFile(userId: number, key: string): Promise<void>;
}

const isExternal = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/** Public share links: turn on, read, revoke (owner side) and read by token (public side). */
export class ShareService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly storage: FileStorage,
    /** The origin public links start with (PUBLIC_URL or the listen address). */
    private readonly origin: string,
    /** Saving a shared recipe into one's library ("Save to my Sous"). */
    private readonly copier?: ShareCopier,
  ) {}

  private state(token: string | null): Schemas['RecipeShare'] {
    return token
      ? { enabled: true, url: `${this.origin}${sharePath(token)}` }
      : { enabled: false, url: null };
  }

  async get(userId: number, recipeId: number): Promise<Schemas['RecipeShare']> {
    const token = await shareRepository.findToken(this.db, userId, recipeId);
    if (token === undefined) throw notFound(RECIPE_NOT_FOUND);
    return this.state(token);
  }

  /** Idempotent while shared; after a revoke a new token, so an old link never comes back. */
  async enable(userId: number, recipeId: number): Promise<Schemas['RecipeShare']> {
    const token = await shareRepository.enable(this.db, userId, recipeId, newShareToken());
    if (token === undefined) throw notFound(RECIPE_NOT_FOUND);
    return this.state(token);
  }

  async revoke(userId: number, recipeId: number): Promise<Schemas['RecipeShare']> {
    if (!(await shareRepository.revoke(this.db, userId, recipeId)))
      throw notFound(RECIPE_NOT_FOUND);
    return this.state(null);
  }

  /** The recipe shared under token; undefined when the token is unknown or revoked. */
  async read(token: string): Promise<SharedRecipe | undefined> {
    if (!SHARE_TOKEN.test(token)) return undefined;
    const share = await shareRepository.findByToken(this.db, token);
    if (!share) return undefined;
    const recipe = await this.recipes.findDetail(this.db, share.user_id, share.recipe_id);
    if (!recipe) return undefined;
    const steps = (await stepsRepository.findSteps(this.db, share.recipe_id)) ?? [];
    const owner = await userRepository.findById(this.db, share.user_id);
    return {
      recipe,
      steps,
      hasStoredImage: !!recipe.image_url && !isExternal(recipe.image_url),
      externalImage: isExternal(recipe.image_url) ? recipe.image_url : null,
      language: owner?.language === 'de' ? 'de' : 'en',
    };
  }

  /**
   * "Save to my Sous": a copy of the recipe shared under token in userId's library (201), or the
   * user's own recipe when it is theirs (200, nothing copied). Unknown or revoked tokens are 404;
   * a recipe whose steps are still being written is 409 (there is nothing to cook from yet).
   */
  async saveCopy(
    userId: number,
    token: string,
  ): Promise<{ status: 200 | 201; body: Schemas['SharedRecipeSaved'] }> {
    const share = SHARE_TOKEN.test(token)
      ? await shareRepository.findByToken(this.db, token)
      : undefined;
    if (!share || !this.copier) throw notFound(RECIPE_NOT_FOUND);
    const recipe = await this.recipes.findDetail(this.db, share.user_id, share.recipe_id);
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    if (share.user_id === userId)
      return {
        status: 200,
        body: { recipe_id: recipe.id, title: recipe.title, already_yours: true },
      };
    const steps = (await stepsRepository.findSteps(this.db, share.recipe_id)) ?? [];
    if (steps.length === 0) throw conflict(DETAILS.instructionsNotReady);
    await this.copier.consumeBudget(userId);
    const image = await this.copyImage(this.copier, userId, recipe.image_url);
    let copy: Schemas['RecipeDetail'];
    try {
      copy = await this.copier.create(userId, { ...copyInput(recipe, steps), image_url: image });
    } catch (error) {
      if (image) await this.copier.discardFile(userId, image);
      throw error;
    }
    return { status: 201, body: { recipe_id: copy.id, title: copy.title, already_yours: false } };
  }

  /**
   * The copy's photo: the owner's stored image (an upload or an illustration) copied into the
   * saver's own files under a new key, so it is theirs alone and outlives the owner's recipe. null
   * when there is none, it is an outside URL (the create takes only one's own uploads), it is gone,
   * or the saver's storage is full (the recipe is still copied, without the photo).
   */
  private async copyImage(
    copier: ShareCopier,
    userId: number,
    key: string | null,
  ): Promise<string | null> {
    if (!key || /^https?:\/\//i.test(key) || !contentTypeForKey(key)) return null;
    const file = await this.storage.get(key);
    if (!file) return null;
    const bytes = await buffer(file.body);
    const copyKey = newFileKey(
      `recipe/${userId}`,
      key.slice(key.lastIndexOf('.') + 1).toLowerCase(),
    );
    try {
      await copier.storeFile(userId, copyKey, bytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) return null;
      throw error;
    }
    return copyKey;
  }

  /** The stored image of the recipe shared under token, and nothing else; undefined otherwise. */
  async image(token: string): Promise<StoredFile | undefined> {
    if (!SHARE_TOKEN.test(token)) return undefined;
    const share = await shareRepository.findByToken(this.db, token);
    if (!share?.image_url || isExternal(share.image_url)) return undefined;
    return this.storage.get(share.image_url);
  }
}
