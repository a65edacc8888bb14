import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/src/platform/db/database.ts';
import { forbidden, HttpError, unsupportedMedia } from '#server/src/platform/errors.ts';
import { storedFileRepository } from './stored-file-repository.ts';
import { newFileKey, type FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { detectImage } from '#server/src/platform/storage/sniff.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { DETAILS, detailOf } from '#contract/messages.ts';

/** Avatar uploads per user and window (429 with Retry-After beyond it). */
export const UPLOAD_LIMIT = 10;
export const UPLOAD_WINDOW_SECONDS = 15 * 60;
/** Bytes of uploads (avatars and photos for analysis) one user may hold at a time. */
export const STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;
/** Uploads nothing refers to (an avatar never set, a photo whose session ended) are removed after this. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** Orphans removed per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

export const quotaExceeded = () =>
  new HttpError(413, detailOf('storageQuota', { megabytes: STORAGE_QUOTA_BYTES / 1024 / 1024 }));

/** Uploaded images (avatars, photos for analysis): storing them within the user's quota, removing them. */
export class FileService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores an avatar (or a recipe photo) for userId under a random key and returns the key; only for oneself (403), images only (415). */
  async uploadPublic(
    userId: number,
    form: { userId: number; bytes: Buffer; category?: 'profile' | 'recipe' },
  ): Promise<string> {
    if (form.userId !== userId) throw forbidden(DETAILS.ownFilesOnly);
    await this.limiter.consume(`upload:${userId}`, UPLOAD_LIMIT, UPLOAD_WINDOW_SECONDS);
    const type = await detectImage(form.bytes);
    if (!type) throw unsupportedMedia();
    const key = newFileKey(`${form.category ?? 'profile'}/${userId}`, type.extension);
    await this.store(userId, key, form.bytes);
    return key;
  }

  /** Puts bytes under key, counted against userId's quota (413 when it would go beyond). */
  async store(userId: number, key: string, bytes: Buffer): Promise<void> {
    const now = this.clock();
    const reserved = await this.db.transaction((tx) =>
      storedFileRepository.reserve(tx, userId, key, bytes.length, STORAGE_QUOTA_BYTES, now),
    );
    if (!reserved) throw quotaExceeded();
    try {
      await this.storage.put(key, bytes);
    } catch (error) {
      await storedFileRepository.remove(this.db, key);
      throw error;
    }
  }

  /** Removes an upload of userId's that is no longer used (a replaced avatar or recipe photo); other keys are left alone. */
  async discard(userId: number, key: string | null): Promise<void> {
    if (!key || !(key.startsWith(`profile/${userId}/`) || key.startsWith(`recipe/${userId}/`)))
      return;
    try {
      if (await storedFileRepository.inUse(this.db, key)) return;
      await this.storage.delete(key);
      await storedFileRepository.remove(this.db, key);
    } catch (error) {
      // The sweep tries again later: the row stays until the file is gone.
      this.log.warn({ err: error, key }, 'Could not delete a replaced avatar');
    }
  }

  /** Removes uploads older than ORPHAN_AGE_MS that nothing refers to; returns how many. */
  async sweepOrphans(now: Date = this.clock()): Promise<number> {
    const keys = await storedFileRepository.orphans(
      this.db,
      new Date(now.getTime() - ORPHAN_AGE_MS),
      SWEEP_BATCH,
    );
    for (const key of keys) {
      await this.storage.delete(key);
      await storedFileRepository.forget(this.db, key);
    }
    return keys.length;
  }
}
