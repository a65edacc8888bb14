import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/** The largest offset or size a zip without ZIP64 can record. */
const ZIP32_MAX = 0xffff_ffff;
/** The most entries a zip without ZIP64 can hold. */
const MAX_ENTRIES = 0xffff;
/** Bit 3 (sizes and CRC follow the data in a descriptor) and bit 11 (UTF-8 names). */
const FLAGS = 0x0808;
const STORE = 0;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a moment (local fields read in UTC: zips carry no zone). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, Math.min(2107, date.getUTCFullYear()));
  return {
    time:
      (date.getUTCHours() << 11) |
      (date.getUTCMinutes() << 5) |
      Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** The archive is larger than a zip without ZIP64 can describe. */
export class ZipLimitError extends Error {}

/**
 * Writes a zip archive as a stream, one entry after the other, in constant memory: each entry's
 * data goes out as it is read (deflated or stored), its CRC and sizes follow in a data descriptor,
 * and only the central directory (a few dozen bytes per entry) is kept until the end. Plain zip
 * (no ZIP64): at most 65,535 entries and 4 GiB. `stream` honours backpressure; when the reader
 * goes away (the client aborted), the next write rejects and the caller stops reading its sources.
 */
export class ZipWriter {
  /** The archive's bytes, to be piped or sent as a response body. */
  readonly stream = new PassThrough();
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };

  constructor(modified: Date) {
    this.stamp = dosDateTime(modified);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (this.stream.destroyed) throw new Error('The zip stream was closed');
    this.offset += chunk.length;
    if (this.offset > ZIP32_MAX) throw new ZipLimitError('The archive is larger than 4 GiB');
    if (!this.stream.write(chunk)) {
      await Promise.race([once(this.stream, 'drain'), once(this.stream, 'close')]);
      if (this.stream.destroyed) throw new Error('The zip stream was closed');
    }
  }

  /**
   * Adds an entry named `name` (a path with `/`) whose bytes come from source. `compress: false`
   * stores them as they are (for images, which do not shrink).
   */
  async add(
    name: string,
    source: Readable | AsyncIterable<Buffer | string>,
    options: { compress: boolean },
  ): Promise<void> {
    if (this.entries.length >= MAX_ENTRIES) throw new ZipLimitError('Too many entries for a zip');
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      method: options.compress ? DEFLATE : STORE,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14-25) stay 0: the data descriptor carries them.
    header.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([header, entry.name]));

    const measure = async function* (input: AsyncIterable<Buffer | string>) {
      for await (const part of input) {
        const chunk = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        if (entry.size > ZIP32_MAX) throw new ZipLimitError('An entry is larger than 4 GiB');
        yield chunk;
      }
    };
    const writeOut = async (output: AsyncIterable<Buffer>) => {
      for await (const chunk of output) {
        entry.compressedSize += chunk.length;
        await this.write(chunk);
      }
    };
    if (options.compress) await pipeline(source, measure, createDeflateRaw(), writeOut);
    else await pipeline(source, measure, writeOut);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the file mode below counts)
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(entry.method, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressedSize, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk number, internal attributes: 0
      record.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
      record.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([record, entry.name]));
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.stream.end();
  }
}
