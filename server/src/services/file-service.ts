import { forbidden, unsupportedMedia } from '../errors.ts';
import { newFileKey, type FileStorage } from '../storage/file-storage.ts';
import { detectImage } from '../storage/sniff.ts';

/** Public image uploads (avatars). */
export class FileService {
  constructor(private readonly storage: FileStorage) {}

  /** Stores an avatar for userId under a random key and returns the key; only for oneself (403), images only (415). */
  async uploadPublic(userId: number, form: { userId: number; bytes: Buffer }): Promise<string> {
    if (form.userId !== userId) throw forbidden('You can only upload files for your own account');
    const type = await detectImage(form.bytes);
    if (!type) throw unsupportedMedia();
    const key = newFileKey(`profile/${userId}`, type.extension);
    await this.storage.put(key, form.bytes);
    return key;
  }
}
