import { useState } from 'react';
import { resolveImageUrl } from '#src/api/image-url';

/**
 * A recipe's picture, or the plate emoji when there is none or it fails to load. Decorative by
 * default (the title beside it names the recipe); pass `alt` where the image stands alone.
 * `priority` marks the page's main image (usually its largest paint): fetched at once and first.
 */
export function RecipeImage({
  imageUrl,
  alt = '',
  className = '',
  emojiClassName = 'text-5xl',
  priority = false,
}: {
  imageUrl: string | null | undefined;
  alt?: string;
  className?: string;
  emojiClassName?: string;
  priority?: boolean;
}) {
  const src = resolveImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={`flex items-center justify-center bg-brand-50 ${className}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="recipe-image-placeholder"
      >
        <span aria-hidden="true" className={emojiClassName}>
          🍽️
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
