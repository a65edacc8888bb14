/** Stored-file helpers: image sniffing (judged from the bytes, like the server) and base64 storage. */
import { type FileRow, db } from './db';
import { problem } from './http';
import type { UploadedFile } from './multipart';
import { DETAILS } from '#contract/messages';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes show, or null when they are not a known image format. */
export function sniffImageType(bytes: Uint8Array): { type: string; ext: string } | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { type: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('GIF8'))) return { type: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { type: 'image/webp', ext: 'webp' };
  }
  if (startsWith(bytes, ascii('ftyp'), 4)) return { type: 'image/avif', ext: 'avif' };
  if (startsWith(bytes, ascii('BM'))) return { type: 'image/bmp', ext: 'bmp' };
  const head = new TextDecoder().decode(bytes.slice(0, 256)).trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return { type: 'image/svg+xml', ext: 'svg' };
  }
  return null;
}

const EXT_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

/**
 * Checks an uploaded image: 413 over 10 MB, 415 when neither the bytes nor the declared type say image.
 * (The mock also trusts a declared image/* type so tests may upload small placeholder files.)
 */
export function acceptImage(file: UploadedFile): { bytes: Uint8Array; type: string; ext: string } {
  if (file.size > MAX_UPLOAD_BYTES) throw problem(413, DETAILS.fileTooLarge);
  const { bytes } = file;
  const sniffed = sniffImageType(bytes);
  if (sniffed) return { bytes, ...sniffed };
  if (file.type.startsWith('image/')) {
    return { bytes, type: file.type, ext: EXT_BY_TYPE[file.type] ?? 'img' };
  }
  throw problem(415, DETAILS.onlyImages);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Stores bytes under a fresh key `${prefix}-${n}.${ext}` and returns the key. */
export function storeFile(prefix: string, ext: string, type: string, bytes: Uint8Array): string {
  let n = 1;
  while (db.files.has(`${prefix}-${n}.${ext}`)) n += 1;
  const key = `${prefix}-${n}.${ext}`;
  db.files.set(key, { key, content_type: type, encoding: 'base64', data: toBase64(bytes) });
  return key;
}

/** The stored bytes of a file row. */
export function fileBytes(row: FileRow): Uint8Array {
  if (row.encoding === 'utf8') return new TextEncoder().encode(row.data);
  return Uint8Array.from(atob(row.data), (c) => c.charCodeAt(0));
}
