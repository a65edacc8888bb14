import { startTransition, useEffect, useState } from 'react';
import { pageShown } from '#src/lib/page-shown';

const SIZES = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-24 w-24 text-3xl',
} as const;

// Generated avatars are pure functions of the seed: keep them so remounts do not flicker.
const generated = new Map<string, string>();

function useGeneratedAvatar(seed: string, enabled: boolean): string | undefined {
  const [uri, setUri] = useState(() => generated.get(seed));
  useEffect(() => {
    if (!enabled) return;
    const known = generated.get(seed);
    if (known) {
      setUri(known);
      return;
    }
    let active = true;
    // The generator (and its art) loads on first use, so pages without an avatar never pay for it,
    // and once the first page is on screen (its initials hold the place until then).
    void pageShown()
      .then(() => import('./generated-avatar'))
      .then(({ generatedAvatarUri }) => {
        const value = generatedAvatarUri(seed);
        generated.set(seed, value);
        if (active) startTransition(() => setUri(value));
      });
    return () => {
      active = false;
    };
  }, [seed, enabled]);
  return enabled ? (uri ?? generated.get(seed)) : undefined;
}

export interface AvatarProps {
  /** The picture to show; when missing or broken a generated avatar seeded by `seed` is shown. */
  src?: string | undefined;
  /** Seed of the generated avatar: the username. */
  seed: string;
  alt: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A round user picture: the uploaded image, else a generated avatar (DiceBear) seeded by the username. */
export function Avatar({ src, seed, alt, size = 'md', className = '' }: AvatarProps) {
  const [broken, setBroken] = useState<string | undefined>(undefined);
  const useImage = Boolean(src) && broken !== src;
  const generatedUri = useGeneratedAvatar(seed, !useImage);
  const shown = useImage ? src : generatedUri;
  const frame = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 ${SIZES[size]} ${className}`;
  if (!shown) {
    return (
      <span role="img" aria-label={alt} className={`${frame} font-semibold text-brand-800`}>
        <span aria-hidden="true">{seed.charAt(0).toUpperCase() || '?'}</span>
      </span>
    );
  }
  return (
    <img
      src={shown}
      alt={alt}
      className={`${frame} object-cover`}
      onError={() => setBroken(src)}
      data-generated={useImage ? undefined : 'true'}
    />
  );
}
