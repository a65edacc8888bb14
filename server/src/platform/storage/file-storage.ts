import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The contract's FileKey: relative, letters, digits, '.', '_', '-', '/', never '..'. */
export const FILE_KEY_PATTERN = /^(?!.*\.\.)[\w./-]+$/;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** True for a key the storage may read or write: the contract's pattern, not absolute, no empty segments. */
export function isValidFileKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    FILE_KEY_PATTERN.test(key) &&
    !key.startsWith('/') &&
    !key.split('/').includes('')
  );
}

/** The content type files are served with, from the extension the server chose when it stored them. */
export function contentTypeForKey(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

/** A fresh unguessable key under prefix, e.g. `profile/42/6f1c...e9.png`. */
export function newFileKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where uploaded photos, avatars and recipe illustrations live. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Every key that starts with prefix (a folder such as `profile/42/`), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

/** Files on local disk under root (DATA_DIR/files), one file per key. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Resolves a key inside root; refuses anything that would escape it. */
  private resolve(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid file key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, full);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    const contentType = contentTypeForKey(key);
    if (!contentType) return undefined;
    const full = this.resolve(key);
    try {
      const info = await stat(full);
      if (!info.isFile()) return undefined;
      return { body: createReadStream(full), size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const dir = folder === '' ? this.root : this.resolve(folder.slice(0, -1));
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const key = folder + name.split(path.sep).join('/');
      // Half-written files (put's temp names) and folders are no keys.
      if (!key.startsWith(prefix) || key.endsWith('.tmp') || !isValidFileKey(key)) continue;
      if ((await stat(path.join(dir, name))).isFile()) yield key;
    }
  }
}
