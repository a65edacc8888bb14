/** The image types uploads may have, judged from their bytes. */
export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
};

/** Recognises JPEG, PNG, GIF and WebP by their magic numbers; undefined for anything else (the name and declared type are never trusted). */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')))
    return { mime: 'image/gif', extension: 'gif' };
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

const SHARP_FORMATS: Record<ImageType['extension'], string> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

/** Sniffs the type and checks that the image really decodes as that type (a magic number glued to garbage is refused). */
export async function detectImage(bytes: Buffer): Promise<ImageType | undefined> {
  const type = sniffImage(bytes);
  if (!type) return undefined;
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (meta.format !== SHARP_FORMATS[type.extension] || !meta.width || !meta.height)
      return undefined;
    return type;
  } catch {
    return undefined;
  }
}
