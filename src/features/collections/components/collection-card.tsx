import { Link } from 'react-router-dom';
import type { Collection } from '#src/api/types';
import { formatRecipeCount } from '#src/lib/format';
import { CollectionCollage } from './collection-collage';

/** A collection in the library grid: collage, name, description and recipe count; links to its page. */
export function CollectionCard({
  collection,
  style,
  className = '',
}: {
  collection: Pick<
    Collection,
    'id' | 'name' | 'description' | 'recipe_count' | 'preview_image_urls'
  >;
  style?: React.CSSProperties;
  className?: string;
}) {
  return (
    <article
      style={style}
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md ${className}`}
    >
      <CollectionCollage
        imageUrls={collection.preview_image_urls}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold text-ink">
          <Link
            to={`/app/collection/${collection.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {collection.name}
          </Link>
        </h3>
        {collection.description && (
          <p className="line-clamp-2 text-sm text-muted">{collection.description}</p>
        )}
        <p className="mt-auto pt-1 text-sm font-medium text-brand-700">
          {formatRecipeCount(collection.recipe_count)}
        </p>
      </div>
    </article>
  );
}
