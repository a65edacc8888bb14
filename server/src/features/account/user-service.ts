import type { components } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { conflict, forbidden, invalid, notFound } from '#server/src/platform/errors.ts';
import { userRepository } from './user-repository.ts';
import { isValidFileKey } from '#server/src/platform/storage/file-storage.ts';
import type { FileService } from '#server/src/features/files/file-service.ts';
import { toUser } from './user-dto.ts';
import { DETAILS } from '#contract/messages.ts';
import { normalisePreferences, type StandingPreferences } from '#contract/preferences.ts';
import { HttpError } from '#server/src/platform/errors.ts';
import { preferencesRepository } from './preferences-repository.ts';
import { checkedUsername } from './username.ts';

type Schemas = components['schemas'];

/** The signed-in user's profile. */
export class UserService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly files: FileService,
  ) {}

  async getCurrent(userId: number): Promise<Schemas['User']> {
    const row = await userRepository.findById(this.db, userId);
    if (!row) throw notFound(DETAILS.userNotFound);
    return toUser(row, this.clock());
  }

  async update(
    userId: number,
    targetId: number,
    changes: Schemas['UpdateUserRequest'],
  ): Promise<Schemas['User']> {
    if (targetId !== userId) throw forbidden(DETAILS.ownProfileOnly);
    const username = changes.username === undefined ? undefined : checkedUsername(changes.username);
    const image = changes.profile_image_url;
    if (typeof image === 'string' && !/^https?:\/\/\S+$/i.test(image) && !isValidFileKey(image)) {
      throw invalid(
        ['body', 'profile_image_url'],
        `Value error, ${DETAILS.imageOrUrl}`,
        'value_error',
      );
    }
    if (
      username !== undefined &&
      (await userRepository.identifierTaken(this.db, username, userId))
    ) {
      throw conflict(DETAILS.usernameTaken);
    }
    const before =
      'profile_image_url' in changes ? await userRepository.findById(this.db, userId) : undefined;
    let row;
    try {
      row = await userRepository.updateProfile(this.db, userId, {
        ...(username !== undefined ? { username } : {}),
        ...('profile_image_url' in changes ? { profileImageUrl: image ?? null } : {}),
        ...('language' in changes ? { language: changes.language ?? null } : {}),
        ...(changes.unit_system !== undefined ? { unitSystem: changes.unit_system } : {}),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') throw conflict(DETAILS.usernameTaken);
      throw error;
    }
    if (!row) throw notFound(DETAILS.userNotFound);
    // A replaced avatar's file goes at once (the orphan sweep would take it a day later).
    if (before?.profile_image_url && before.profile_image_url !== row.profile_image_url)
      await this.files.discard(userId, before.profile_image_url);
    return toUser(row, this.clock());
  }

  /** The cook's standing food preferences (three empty lists when none are set). */
  async getPreferences(userId: number): Promise<StandingPreferences> {
    if (!(await userRepository.findById(this.db, userId))) throw notFound(DETAILS.userNotFound);
    return preferencesRepository.find(this.db, userId);
  }

  /**
   * Replaces the preferences: dislikes trimmed, a blank or repeated one (ignoring case) is a 422
   * item at its index; allergens and diets stored in their enum's order. Answers what is stored.
   */
  async updatePreferences(
    userId: number,
    input: StandingPreferences,
  ): Promise<StandingPreferences> {
    const checked = normalisePreferences(input);
    if (!checked.ok) throw new HttpError(422, checked.issues);
    return this.db.transaction(async (tx) => {
      if (!(await userRepository.findById(tx, userId))) throw notFound(DETAILS.userNotFound);
      await preferencesRepository.replace(tx, userId, checked.value, this.clock());
      return preferencesRepository.find(tx, userId);
    });
  }
}
