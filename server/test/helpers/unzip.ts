import { crc32, inflateRawSync } from 'node:zlib';

/** One entry of a zip archive, read back. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  method: number;
}

/**
 * Reads a whole zip archive the way an unzip tool does: from the end-of-central-directory record
 * through the central directory to each local header, checking signatures, sizes and CRC-32s (a
 * test reader: it throws on anything it does not expect).
 */
export function readZip(archive: Buffer): ZipEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > archive.length) throw new Error('No end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  const directorySize = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('Central directory size mismatch');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`Bad central record ${i}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`Bad local header ${name}`);
    const localName = archive.toString(
      'utf8',
      localAt + 30,
      localAt + 30 + archive.readUInt16LE(localAt + 26),
    );
    if (localName !== name) throw new Error(`Name mismatch ${name} / ${localName}`);
    const dataAt =
      localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const raw = archive.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : undefined;
    if (!data) throw new Error(`Unknown method ${method} for ${name}`);
    if (data.length !== size) throw new Error(`Size mismatch for ${name}`);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch for ${name}`);
    const descriptorAt = dataAt + compressedSize;
    // Bit 3: CRC and sizes follow the data (a streamed entry).
    if (
      (flags & 0x08) !== 0 &&
      (archive.readUInt32LE(descriptorAt) !== 0x08074b50 ||
        archive.readUInt32LE(descriptorAt + 4) !== crc)
    )
      throw new Error(`Bad data descriptor for ${name}`);
    entries.push({ name, data, method });
  }
  return entries;
}
