/**
 * A tiny zip writer for archive tests and fixtures (scripts/gen-archive-fixtures.ts): deflated or
 * stored entries, and, for the refusal tests, entries whose headers lie about their sizes.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  readonly name: string;
  readonly data: Uint8Array | string;
  /** Store instead of deflate. */
  readonly store?: boolean;
  /** The uncompressed size the headers claim (a lie for tests); the true size by default. */
  readonly claimedSize?: number;
}

/** A zip holding the entries, in order, with a central directory. */
export function writeZip(inputs: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const data = typeof input.data === 'string' ? Buffer.from(input.data) : Buffer.from(input.data);
    const packed = input.store ? data : deflateRawSync(data, { level: 9 });
    const name = Buffer.from(input.name);
    const crc = crc32(data);
    const size = input.claimedSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(input.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(input.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
