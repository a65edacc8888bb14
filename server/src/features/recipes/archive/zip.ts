/**
 * A zip reader for recipe archives that trusts nothing the archive says about sizes (issue 31,
 * item 4). It walks the central directory for the list of entries (names and where their data
 * starts), then inflates each entry with node:zlib under a hard output cap: the smaller of what is
 * left of the whole archive's budget and ARCHIVE_MAX_RATIO times the entry's packed size (at
 * least ARCHIVE_RATIO_ALLOWANCE_BYTES). zlib stops at the cap while inflating, so a zip bomb never
 * gets unpacked beyond it, whatever sizes its headers claim; the CRC of every entry is checked.
 * Nested zips and gzip members are read through the same budget (ArchiveBudget).
 *
 * Why not a library: none is in the tree, and the ones that would fit (yauzl, fflate) trust or
 * must be told the same limits; the format walk is ~100 lines and zlib does the inflating.
 */
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import {
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RATIO,
  ARCHIVE_MAX_UNPACKED_BYTES,
  ARCHIVE_RATIO_ALLOWANCE_BYTES,
  type ArchiveFailure,
  ARCHIVE_FAILURE_MESSAGES,
} from '#contract/archive-import.ts';

/** An archive refused whole; `failure` names why, `message` is its detail. */
export class ArchiveError extends Error {
  readonly failure: ArchiveFailure;
  // No parameter properties here: the archive reader's worker thread loads this file with Node's
  // own type stripping, which takes erasable syntax only.
  constructor(failure: ArchiveFailure) {
    super(ARCHIVE_FAILURE_MESSAGES[failure]);
    this.failure = failure;
    this.name = 'ArchiveError';
  }
}

/** What one archive (with everything nested in it) may still unpack. */
export class ArchiveBudget {
  entries = 0;
  bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;
  constructor(maxEntries = ARCHIVE_MAX_ENTRIES, maxBytes = ARCHIVE_MAX_UNPACKED_BYTES) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  countEntries(count: number): void {
    this.entries += count;
    if (this.entries > this.maxEntries) throw new ArchiveError('archive_too_many_entries');
  }

  /** The output cap of one member of `packed` bytes, and which refusal reaching it means. */
  capFor(packed: number): { cap: number; failure: ArchiveFailure } {
    const left = this.maxBytes - this.bytes;
    const ratioCap = Math.max(packed * ARCHIVE_MAX_RATIO, ARCHIVE_RATIO_ALLOWANCE_BYTES);
    return ratioCap < left
      ? { cap: ratioCap, failure: 'archive_ratio' }
      : { cap: left, failure: 'archive_too_large' };
  }

  take(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.maxBytes) throw new ArchiveError('archive_too_large');
  }
}

export interface ZipEntry {
  /** The entry's path inside the archive, `/`-separated, never absolute nor with `..`. */
  readonly name: string;
  readonly data: Uint8Array;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/** Whether the bytes start like a zip (a local header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const sig = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0);
  return sig === LOCAL || sig === END;
}

/** Whether the bytes start like a gzip member. */
export function looksLikeGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** An entry name that stays inside the archive: no absolute path, drive, `..` nor NUL. */
export function safeEntryName(raw: string): string {
  const name = raw.replaceAll('\\', '/');
  if (
    name.startsWith('/') ||
    /^[a-z]:/i.test(name) ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '..')
  )
    throw new ArchiveError('archive_unsafe_path');
  return name;
}

/** Inflates within the budget: the cap is enforced by zlib while inflating. */
function unpack(
  packed: Uint8Array,
  budget: ArchiveBudget,
  inflate: typeof inflateRawSync,
): Uint8Array {
  const { cap, failure } = budget.capFor(packed.length);
  let out: Buffer;
  try {
    out = inflate(packed, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ArchiveError(failure);
    throw new ArchiveError('archive_truncated');
  }
  budget.take(out.length);
  return out;
}

/** A gzip member's contents, within the budget. */
export function gunzipWithin(bytes: Uint8Array, budget: ArchiveBudget): Uint8Array {
  return unpack(bytes, budget, gunzipSync);
}

/** Every file entry of a zip (directories left out), each unpacked within the budget. */
export function readZip(bytes: Uint8Array, budget: ArchiveBudget): ZipEntry[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record: the last END signature within the 64 KiB a comment may take.
  let end = -1;
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end === -1) throw new ArchiveError('archive_truncated');
  const count = buf.readUInt16LE(end + 10);
  const directorySize = buf.readUInt32LE(end + 12);
  const directoryAt = buf.readUInt32LE(end + 16);
  if (count === 0xffff || directoryAt === 0xffffffff) throw new ArchiveError('archive_unsupported');
  budget.countEntries(count);
  if (directoryAt + directorySize > end) throw new ArchiveError('archive_truncated');

  const entries: ZipEntry[] = [];
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL)
      throw new ArchiveError('archive_truncated');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const packedSize = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localAt = buf.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) throw new ArchiveError('archive_truncated');
    const name = safeEntryName(buf.toString('utf8', at + 46, nameEnd));
    at = nameEnd + extraLength + commentLength;
    if (packedSize === 0xffffffff || localAt === 0xffffffff)
      throw new ArchiveError('archive_unsupported');
    if (flags & 0x1) throw new ArchiveError('archive_encrypted');
    if (name.endsWith('/')) continue;

    if (localAt + 30 > buf.length || buf.readUInt32LE(localAt) !== LOCAL)
      throw new ArchiveError('archive_truncated');
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    if (dataAt + packedSize > buf.length) throw new ArchiveError('archive_truncated');
    const packed = buf.subarray(dataAt, dataAt + packedSize);
    let data: Uint8Array;
    if (method === 0) {
      budget.take(packed.length);
      data = packed;
    } else if (method === 8) data = unpack(packed, budget, inflateRawSync);
    else throw new ArchiveError('archive_unsupported');
    if (crc32(data) !== crc) throw new ArchiveError('archive_truncated');
    entries.push({ name, data });
  }
  return entries;
}
