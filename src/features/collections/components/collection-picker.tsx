import { Plus, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type Ref } from 'react';
import type { Collection, CreateCollectionRequest } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { Checkbox } from '#src/components/ui/checkbox';
import { Spinner } from '#src/components/ui/spinner';
import { COLLECTION_LIST_TEXTS as L } from '#src/features/collections/list-texts';
import { COLLECTION_TEXTS as T } from '#src/features/collections/texts';
import { CreateCollectionForm, type CollectionDraftHandle } from './create-collection-form';

export interface CollectionPickerProps {
  /** The user's collections (undefined while loading). */
  collections: Collection[] | undefined;
  /** Load state of the collections. */
  status: 'pending' | 'error' | 'success';
  /** Reloads the collections after a load error. */
  onRetry?: () => void;
  /** Ids of the ticked collections. */
  selectedIds: readonly number[];
  /** Ticks (true) or unticks (false) a collection. */
  onToggle: (collectionId: number, selected: boolean) => void;
  /** Creates a collection and resolves to it; the picker then ticks it. Reject to show the error. */
  onCreate: (input: CreateCollectionRequest) => Promise<Collection>;
  /** Accessible name of the checkbox group. */
  label?: string;
  /** Disables every control (while the owner saves). */
  disabled?: boolean;
  /** Set while the inline create form is open: the owner's Save creates a typed name first. */
  draftRef?: Ref<CollectionDraftHandle>;
}

const matches = (collection: Collection, query: string) => {
  const needle = query.trim().toLocaleLowerCase('de');
  if (!needle) return true;
  return [collection.name, collection.description ?? ''].some((text) =>
    text.toLocaleLowerCase('de').includes(needle),
  );
};

/**
 * Choose collections: a search box, a checkbox per collection, and an inline form that creates a
 * collection and ticks it. Presentational: the owner loads, creates and stores the selection.
 */
export function CollectionPicker({
  collections,
  status,
  onRetry,
  selectedIds,
  onToggle,
  onCreate,
  label = L.collections,
  disabled = false,
  draftRef,
}: CollectionPickerProps) {
  const [query, setQuery] = useState('');
  // A created collection shows at once, before the owner's list has been reloaded.
  const [created, setCreated] = useState<Collection[]>([]);
  const groupId = useId();

  const all = useMemo(() => {
    const loaded = collections ?? [];
    return [...loaded, ...created.filter((c) => !loaded.some((l) => l.id === c.id))];
  }, [collections, created]);
  const visible = all.filter((collection) => matches(collection, query));

  const handleCreated = (collection: Collection) => {
    setCreated((list) => [...list, collection]);
    if (!matches(collection, query)) setQuery('');
    if (!selectedIds.includes(collection.id)) onToggle(collection.id, true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={L.search}
          aria-label={L.search}
          disabled={disabled || status !== 'success'}
          className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-stone-100"
        />
      </div>

      <div
        role="group"
        aria-labelledby={`${groupId}-label`}
        aria-busy={status === 'pending'}
        className="max-h-64 min-h-24 overflow-y-auto rounded-lg border border-stone-200 p-1"
      >
        <span id={`${groupId}-label`} className="sr-only">
          {label}
        </span>
        {status === 'pending' && <Spinner label={T.loading} className="py-6" />}
        {status === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-2 px-3 py-5 text-center">
            <p className="text-sm text-danger">{T.loadFailed}</p>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {T.retry}
              </Button>
            )}
          </div>
        )}
        {status === 'success' && all.length === 0 && (
          <p className="px-3 py-6 text-center text-sm text-muted">{T.empty}</p>
        )}
        {status === 'success' && all.length > 0 && visible.length === 0 && (
          <p className="px-3 py-6 text-center text-sm text-muted">{L.noMatch}</p>
        )}
        {status === 'success' && visible.length > 0 && (
          <ul className="flex flex-col">
            {visible.map((collection) => (
              <li key={collection.id}>
                <Checkbox
                  label={collection.name}
                  hint={T.recipeCount(collection.recipe_count)}
                  checked={selectedIds.includes(collection.id)}
                  disabled={disabled}
                  onChange={(event) => onToggle(collection.id, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {status === 'success' && (
        <NewCollection
          onCreate={onCreate}
          onCreated={handleCreated}
          disabled={disabled}
          draftRef={draftRef}
        />
      )}
    </div>
  );
}

/** "Neue Sammlung": a button that opens the inline create form in its place. */
function NewCollection({
  onCreate,
  onCreated,
  disabled,
  draftRef,
}: {
  onCreate: CollectionPickerProps['onCreate'];
  onCreated: (collection: Collection) => void;
  disabled: boolean;
  draftRef?: Ref<CollectionDraftHandle>;
}) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The opener comes back on the next render; keep keyboard users where they were.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  if (!open) {
    return (
      <Button
        ref={openerRef}
        variant="ghost"
        className="self-start"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {L.newCollection}
      </Button>
    );
  }
  return (
    <CreateCollectionForm
      layout="inline"
      onCreate={onCreate}
      onCreated={(collection) => {
        onCreated(collection);
        close();
      }}
      onCancel={close}
      draftRef={draftRef}
    />
  );
}
