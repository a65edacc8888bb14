import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { resolveImageUrl } from '#src/api/image-url';

/** A collage shows at most 4 images. */
export const COLLAGE_MAX = 4;

function Tile({ imageUrl, className = '' }: { imageUrl: string; className?: string }) {
  const src = resolveImageUrl(imageUrl);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 ${className}`}>
        <span aria-hidden="true" className="text-2xl">
          🍽️
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}

/**
 * A collection's cover: a layout for 0 to 4 preview images (none: an empty cover; 1: full;
 * 2: side by side; 3: one large beside two; 4: a 2x2 grid). Decorative: the name is beside it.
 */
export function CollectionCollage({
  imageUrls,
  className = '',
}: {
  imageUrls: readonly string[];
  className?: string;
}) {
  const images = imageUrls.slice(0, COLLAGE_MAX);
  const frame = `overflow-hidden bg-brand-50 ${className}`;
  if (images.length === 0) {
    return (
      <div
        aria-hidden="true"
        data-images={0}
        className={`flex items-center justify-center ${frame}`}
      >
        <BookOpen className="h-10 w-10 text-brand-300" strokeWidth={1.5} />
      </div>
    );
  }
  if (images.length === 3) {
    const [first, second, third] = images as [string, string, string];
    return (
      <div
        aria-hidden="true"
        data-images={3}
        className={`grid grid-cols-2 grid-rows-2 gap-0.5 ${frame}`}
      >
        <Tile imageUrl={first} className="row-span-2" />
        <Tile imageUrl={second} />
        <Tile imageUrl={third} />
      </div>
    );
  }
  const layout =
    images.length === 1
      ? 'grid-cols-1'
      : images.length === 2
        ? 'grid-cols-2'
        : 'grid-cols-2 grid-rows-2';
  return (
    <div
      aria-hidden="true"
      data-images={images.length}
      className={`grid gap-0.5 ${layout} ${frame}`}
    >
      {images.map((url, index) => (
        <Tile key={`${index}-${url}`} imageUrl={url} />
      ))}
    </div>
  );
}
