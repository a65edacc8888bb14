import sharp from 'sharp';

/** A small real image of the given format (its bytes, as an upload would carry them). */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#e07a5f' } })
    .toFormat(format)
    .toBuffer();
}
