/**
 * Image normalisation shared by OCR and the vision model: honour the EXIF orientation, go to
 * grayscale, bound the size and stretch the contrast. Garbage bytes fail here with a clear
 * InvalidImageError instead of deep inside OCR.
 */
import sharp, { type Metadata } from 'sharp';
import { InvalidImageError } from './provider.ts';

/** Longest side the OCR and the vision model get; more only costs time. */
export const MAX_SIDE = 2000;
/** Small photos are enlarged to this long side: Tesseract reads best at ~30 px letters. */
const MIN_SIDE = 1400;
/** Refuse decompression bombs (sharp's own default is 268 MP). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface NormalizedImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

async function metadataOf(image: Buffer): Promise<Metadata> {
  if (image.length === 0) throw new InvalidImageError('The uploaded file is empty.');
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new InvalidImageError(
      `The uploaded file is not a readable image (${(error as Error).message}).`,
    );
  }
}

/** Rotated upright, grayscale, long side within MIN_SIDE..MAX_SIDE, contrast normalised; PNG. */
export async function normalizeForOcr(image: Buffer): Promise<NormalizedImage> {
  const meta = await metadataOf(image);
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  const longSide = Math.max(width, height);
  const target = longSide > MAX_SIDE ? MAX_SIDE : longSide < MIN_SIDE ? MIN_SIDE : longSide;
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize({ width: target, height: target, fit: 'inside' })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError(
      `The uploaded image could not be processed (${(error as Error).message}).`,
    );
  }
}

/** Upright colour JPEG, long side at most MAX_SIDE, for a vision model (data URL). */
export async function normalizeForVision(image: Buffer): Promise<Buffer> {
  await metadataOf(image);
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new InvalidImageError(
      `The uploaded image could not be processed (${(error as Error).message}).`,
    );
  }
}
