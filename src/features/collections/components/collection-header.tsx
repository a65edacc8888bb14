import type { CollectionDetail } from '#src/api/types';
import { formatRecipeCount } from '#src/lib/format';
import { CollectionCollage } from './collection-collage';

/** The top of a collection's page: collage of up to 4 images, name, description and recipe count. */
export function CollectionHeader({
  collection,
}: {
  collection: Pick<
    CollectionDetail,
    'name' | 'description' | 'recipe_count' | 'preview_image_urls'
  >;
}) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <CollectionCollage
        imageUrls={collection.preview_image_urls}
        className="aspect-square w-full max-w-40 shrink-0 rounded-2xl shadow-sm sm:w-40"
      />
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{collection.name}</h1>
        {collection.description && <p className="text-muted">{collection.description}</p>}
        <p className="text-sm font-semibold text-brand-700">
          {formatRecipeCount(collection.recipe_count)}
        </p>
      </div>
    </header>
  );
}
