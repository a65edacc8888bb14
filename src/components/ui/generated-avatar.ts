import { createAvatar } from '@dicebear/core';
import { thumbs } from '@dicebear/collection';

/** A deterministic avatar for a seed (the username) as an SVG data URI; loaded lazily by Avatar. */
export function generatedAvatarUri(seed: string): string {
  return createAvatar(thumbs, { seed, radius: 50 }).toDataUri();
}
