import { preferencesRepository } from './preferences-repository.ts';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#contract/schema.gen.ts';
import { DETAILS } from '#contract/messages.ts';
import type { Config } from '#server/src/platform/config.ts';
import { randomToken, sha256 } from '#server/src/platform/crypto.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { badRequest, conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import { EMAIL_CHANGE_TTL_SECONDS, type Mailer } from '#server/src/platform/mailer.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { contentTypeForKey, type FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { ZipWriter } from '#server/src/platform/zip.ts';
import { archiveRepository, type ArchiveRecipeRow } from './archive-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { emailChangeRepository, tokenRepository } from './token-repository.ts';
import type { TokenSigner } from './tokens.ts';
import { userRepository, type UserRow } from './user-repository.ts';

type Schemas = components['schemas'];

const CONFIRM_WINDOW = 15 * 60;
/** A sign-in at most this long ago confirms who is asking, instead of the password. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
/** Exports per user and hour: each reads the whole account. */
export const EXPORT_LIMIT = 5;
const EXPORT_WINDOW = 3600;
/** Rows per query while the archive is written: the most the server holds at a time. */
const PAGE = 200;
/** The folders a user's files live in (uploads, ingredient photos, generated illustrations). */
export const userFileFolders = (userId: number): string[] =>
  ['profile', 'recipe', 'photos', 'recipes'].map((folder) => `${folder}/${userId}/`);

const archivePath = (key: string) => `files/${key}`;
const iso = (date: Date) => date.toISOString();

/** The account's rights (the privacy page's promises): export, password, email, deletion. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly signer: TokenSigner,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    /** Told the recipe ids of a deleted account, so caches forget them at once. */
    private readonly recipesGone: (userId: number, recipeIds: number[]) => void = () => {},
  ) {}

  private async user(userId: number): Promise<UserRow> {
    const user = await userRepository.findById(this.db, userId);
    if (!user) throw notFound(DETAILS.userNotFound);
    return user;
  }

  /**
   * Checks a password the user typed, counted like a sign-in (before the check, so parallel
   * guesses cannot all pass; a right one gives its attempt back). 422 at field when wrong.
   */
  private async checkPassword(user: UserRow, password: string, field: string): Promise<void> {
    if (!user.password_hash)
      throw invalid(['body', field], DETAILS.passwordNotSet, 'password_not_set');
    const key = `confirm:${user.id}`;
    await this.limiter.consume(key, this.config.rateLimits.login, CONFIRM_WINDOW);
    if (!(await verifyPassword(user.password_hash, password)))
      throw invalid(['body', field], DETAILS.passwordIncorrect, 'password_incorrect');
    await this.limiter.release(key, this.config.rateLimits.login);
  }

  /** The password when given, else a sign-in of this session within FRESH_SIGN_IN_MS. */
  private async confirmIdentity(
    user: UserRow,
    sessionId: string | null,
    password: string | undefined,
  ): Promise<void> {
    if (password !== undefined) return this.checkPassword(user, password, 'password');
    const signedIn = sessionId
      ? await tokenRepository.familySignedInAt(this.db, sessionId)
      : undefined;
    if (!signedIn || this.clock().getTime() - signedIn.getTime() > FRESH_SIGN_IN_MS)
      throw invalid(
        ['body', 'password'],
        DETAILS.reauthenticationRequired,
        'reauthentication_required',
      );
  }

  /** Sets a new password; every other session of the user is signed out, this one stays. */
  async changePassword(
    userId: number,
    sessionId: string | null,
    current: string,
    next: string,
  ): Promise<void> {
    const user = await this.user(userId);
    await this.checkPassword(user, current, 'current_password');
    const passwordHash = await hashPassword(next);
    const now = this.clock();
    const ended = await this.db.transaction(async (tx) => {
      await userRepository.updatePassword(tx, userId, passwordHash);
      // A reset link mailed before must not set the old password back.
      await tokenRepository.voidResets(tx, userId, now);
      return sessionId
        ? tokenRepository.revokeOthersForUser(tx, userId, sessionId, now)
        : tokenRepository.revokeAllForUser(tx, userId, now);
    });
    this.signer.endSessions(ended);
  }

  /** Mails a confirmation link to the new address; nothing changes until it is opened. */
  async requestEmailChange(
    userId: number,
    sessionId: string | null,
    email: string,
    password: string | undefined,
    origin: string,
  ): Promise<void> {
    const user = await this.user(userId);
    const newEmail = email.trim();
    if (newEmail.toLowerCase() === user.email.toLowerCase())
      throw invalid(['body', 'email'], DETAILS.emailUnchanged, 'email_unchanged');
    await this.confirmIdentity(user, sessionId, password);
    if (await userRepository.identifierTaken(this.db, newEmail, userId))
      throw conflict(DETAILS.emailTaken);
    const token = randomToken();
    const now = this.clock();
    await emailChangeRepository.insert(this.db, {
      userId,
      newEmail,
      hash: sha256(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000),
      now,
    });
    await this.mailer.sendEmailChange(
      newEmail,
      `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
    );
  }

  /** Changes the email to the one the token was mailed to; the old address gets a notice. */
  async confirmEmailChange(token: string, ip: string): Promise<void> {
    await this.limiter.consume(`confirm-email:${ip}`, this.config.rateLimits.login, CONFIRM_WINDOW);
    const now = this.clock();
    const changed = await this.db
      .transaction(async (tx) => {
        const change = await emailChangeRepository.consume(tx, sha256(token), now);
        if (!change) return undefined;
        const user = await userRepository.findById(tx, change.user_id);
        if (!user) return undefined;
        if (await userRepository.identifierTaken(tx, change.new_email, user.id))
          throw conflict(DETAILS.emailTaken);
        await userRepository.updateEmail(tx, user.id, change.new_email);
        return { oldEmail: user.email, newEmail: change.new_email };
      })
      .catch((error: unknown) => {
        // Two accounts racing for one address: the unique index decides.
        if ((error as { code?: unknown }).code === '23505') throw conflict(DETAILS.emailTaken);
        throw error;
      });
    if (!changed) throw badRequest(DETAILS.emailLinkInvalid);
    await this.mailer.sendEmailChanged(changed.oldEmail, changed.newEmail);
  }

  /**
   * Deletes the user with everything of theirs: the rows (one DELETE; every table refers to users
   * ON DELETE CASCADE, share links through their recipes) and then their files. Every session of
   * theirs ends at once on this instance, within seconds on the others (the auth hook's recheck).
   */
  async deleteAccount(
    userId: number,
    sessionId: string | null,
    password: string | undefined,
  ): Promise<void> {
    const user = await this.user(userId);
    await this.confirmIdentity(user, sessionId, password);
    const now = this.clock();
    const { ended, recipeIds, uploads } = await this.db.transaction(async (tx) => {
      const ended = await tokenRepository.revokeAllForUser(tx, userId, now);
      const recipeIds = await archiveRepository.recipeIds(tx, userId);
      const uploads = await archiveRepository.ownedKeys(tx, userId);
      await userRepository.delete(tx, userId);
      return { ended, recipeIds, uploads };
    });
    this.signer.endSessions(ended);
    this.recipesGone(userId, recipeIds);
    await this.deleteFiles(userId, uploads);
    this.log.info({ userId, recipes: recipeIds.length }, 'Account deleted');
  }

  /**
   * Removes the user's files from storage: every key the database knew as theirs, and whatever else
   * lies in their folders (a listing that fails still leaves the known keys deleted). A failure is
   * logged: the rows, and so every reference to the files, are gone already.
   */
  private async deleteFiles(userId: number, uploads: string[]): Promise<void> {
    const keys = new Set(uploads);
    try {
      for (const folder of userFileFolders(userId))
        for await (const key of this.storage.list(folder)) keys.add(key);
    } catch (error) {
      this.log.error({ err: error, userId }, 'Could not list the files of a deleted account');
    }
    for (const key of keys)
      await this.storage
        .delete(key)
        .catch((error: unknown) =>
          this.log.error({ err: error, key }, 'Could not delete a file of a deleted account'),
        );
  }

  /** The archive of everything the user has (see AccountArchive in openapi.yaml), streamed. */
  async exportArchive(userId: number): Promise<{ fileName: string; stream: Readable }> {
    const user = await this.user(userId);
    await this.limiter.consume(`export:${userId}`, EXPORT_LIMIT, EXPORT_WINDOW);
    const now = this.clock();
    const zip = new ZipWriter(now);
    void this.writeArchive(user, now, zip).catch((error: unknown) => {
      this.log.error({ err: error, userId }, 'Account export failed');
      zip.stream.destroy(error as Error);
    });
    const fileName = `sous-export-${user.username.replace(/[^\w.-]+/g, '_')}-${iso(now).slice(0, 10)}.zip`;
    return { fileName, stream: zip.stream };
  }

  private async writeArchive(user: UserRow, now: Date, zip: ZipWriter): Promise<void> {
    const files: Schemas['ArchiveFile'][] = [];
    const included = new Set<string>();
    for (let after = ''; ;) {
      const keys = await archiveRepository.fileKeys(this.db, user.id, after, PAGE);
      if (keys.length === 0) break;
      for (const key of keys) {
        const file = await this.storage.get(key);
        if (!file) continue;
        // Images are compressed already; SVG illustrations are text.
        await zip.add(archivePath(key), file.body, { compress: key.endsWith('.svg') });
        included.add(key);
        files.push({
          path: archivePath(key),
          key,
          content_type: contentTypeForKey(key) ?? file.contentType,
          size: file.size,
        });
      }
      after = keys.at(-1)!;
    }
    const fileOf = (key: string | null) => (key && included.has(key) ? archivePath(key) : null);
    await zip.add('account.json', this.accountJson(user, now, files, fileOf), { compress: true });
    await zip.finish();
  }

  /** account.json in pieces: the head, then recipes and sessions a page at a time. */
  private async *accountJson(
    user: UserRow,
    now: Date,
    files: Schemas['ArchiveFile'][],
    fileOf: (key: string | null) => string | null,
  ): AsyncGenerator<string> {
    const archiveUser: Schemas['ArchiveUser'] = {
      id: user.id,
      username: user.username,
      email: user.email,
      created_at: iso(user.created_at),
      last_login: user.last_login ? iso(user.last_login) : null,
      login_streak: user.login_streak,
      language: user.language,
      unit_system: user.unit_system,
      google_linked: user.google_sub !== null,
      has_password: user.password_hash !== null,
      profile_image_url: user.profile_image_url,
      profile_image_file: fileOf(user.profile_image_url),
      preferences: await preferencesRepository.find(this.db, user.id),
    };
    yield `{"format":"sous-account-archive","version":1,"exported_at":${JSON.stringify(iso(now))},"user":${JSON.stringify(archiveUser)},"recipes":[`;
    let first = true;
    for (let after = 0; ;) {
      const rows = await archiveRepository.recipes(this.db, user.id, after, PAGE);
      if (rows.length === 0) break;
      let page = '';
      for (const row of rows) {
        page += (first ? '' : ',') + JSON.stringify(toArchiveRecipe(row, fileOf));
        first = false;
      }
      yield page;
      after = rows.at(-1)!.id;
    }
    const collections = (await archiveRepository.collections(this.db, user.id)).map(
      (row): Schemas['ArchiveCollection'] => ({
        id: row.id,
        name: row.name,
        description: row.description,
        created_at: iso(row.created_at),
        recipe_ids: row.recipe_ids,
      }),
    );
    yield `],"collections":${JSON.stringify(collections)},"generation_sessions":[`;
    first = true;
    for (let after = 0; ;) {
      const rows = await archiveRepository.sessions(this.db, user.id, after, PAGE);
      if (rows.length === 0) break;
      for (const row of rows) {
        const session: Schemas['ArchiveGenerationSession'] = {
          id: row.id,
          prompt: row.prompt,
          written_ingredients: row.written_ingredients,
          image_file: fileOf(row.image_key),
          analyzed_ingredients: row.analyzed_ingredients,
          created_at: iso(row.created_at),
        };
        yield (first ? '' : ',') + JSON.stringify(session);
        first = false;
      }
      after = rows.at(-1)!.id;
    }
    yield `],"files":${JSON.stringify(files)},"meal_plan":[`;
    first = true;
    for (let after = 0; ;) {
      const rows = await archiveRepository.planEntries(this.db, user.id, after, PAGE);
      if (rows.length === 0) break;
      let page = '';
      for (const row of rows) {
        const entry: Schemas['ArchivePlanEntry'] = {
          ...row,
          cooked_at: row.cooked_at ? iso(row.cooked_at) : null,
        };
        page += (first ? '' : ',') + JSON.stringify(entry);
        first = false;
      }
      yield page;
      after = rows.at(-1)!.id;
    }
    const list = await archiveRepository.shoppingList(this.db, user.id);
    const shoppingList: Schemas['ArchiveShoppingList'] = {
      items: list.items.map((row) => ({
        ...row,
        checked_at: row.checked_at ? iso(row.checked_at) : null,
        created_at: iso(row.created_at),
      })),
      pantry: list.pantry,
    };
    yield `],"shopping_list":${JSON.stringify(shoppingList)}}`;
  }
}

function toArchiveRecipe(
  row: ArchiveRecipeRow,
  fileOf: (key: string | null) => string | null,
): Schemas['ArchiveRecipe'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    image_file: fileOf(row.image_url),
    total_time_minutes: row.total_time_minutes,
    difficulty: row.difficulty,
    food_category: row.food_category,
    base_servings: row.base_servings,
    ingredients: row.ingredients,
    nutrition: row.nutrition,
    allergens: row.allergens,
    steps: row.steps,
    created_at: iso(row.created_at),
    cooked_at: row.cooked_at.map(iso),
    collection_ids: row.collection_ids,
    rating: row.rating ?? null,
    note: row.note ?? null,
  };
}
