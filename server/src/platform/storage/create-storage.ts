import path from 'node:path';
import type { Config } from '#server/src/platform/config.ts';
import { LocalDiskStorage, type FileStorage } from './file-storage.ts';

/** S3-compatible storage when S3_BUCKET is set (the SDK is loaded only then), else local disk under DATA_DIR/files. */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config.s3);
}
