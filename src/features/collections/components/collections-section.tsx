import { FolderPlus, Search } from 'lucide-react';
import { useState } from 'react';
import type { Collection } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { FADE_IN_CLASS, staggerStyle } from '#src/components/ui/fade-in';
import { filterCollections } from '#src/features/collections/model/filter-collections';
import { CollectionCard } from './collection-card';
import { COLLECTION_LIST_TEXTS } from '#src/features/collections/list-texts';

const T = COLLECTION_LIST_TEXTS;

/**
 * The library's "Sammlungen" grid with a search and the create button; "Noch keine Sammlungen"
 * when there are none and "Keine Sammlungen gefunden" when the search matches nothing.
 * Cards fade in one after the other (0.1 s each) unless reduced motion is asked for.
 */
export function CollectionsSection({
  collections,
  onCreate,
  staggerOffset = 0,
}: {
  collections: readonly Collection[];
  /** Opens the create-collection dialog. */
  onCreate: () => void;
  /** Cards already staggered above this grid, so the sequence continues. */
  staggerOffset?: number;
}) {
  const [query, setQuery] = useState('');
  const visible = filterCollections(collections, query);
  return (
    <section aria-labelledby="library-collections" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="library-collections" className="text-xl font-bold text-ink">
          {T.collections}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {collections.length > 0 && (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
              />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={T.search}
                aria-label={T.search}
                className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:w-64"
              />
            </div>
          )}
          <Button onClick={onCreate}>
            <FolderPlus aria-hidden="true" className="h-4 w-4" />
            {COLLECTION_LIST_TEXTS.newCollection}
          </Button>
        </div>
      </div>
      {collections.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-ink">{T.sectionEmpty}</p>
          <p className="mt-1 text-sm text-muted">{T.sectionEmptyHint}</p>
        </div>
      ) : visible.length === 0 ? (
        <p role="status" className="rounded-2xl bg-white px-6 py-10 text-center text-muted">
          {T.noMatch}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((collection, index) => (
            <li key={collection.id} className="flex">
              <CollectionCard
                collection={collection}
                className={`w-full ${FADE_IN_CLASS}`}
                style={staggerStyle(staggerOffset + index)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
