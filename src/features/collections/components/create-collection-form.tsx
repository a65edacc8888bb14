import {
  useImperativeHandle,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Collection, CreateCollectionRequest } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { DialogFooter } from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { COLLECTION_LIST_TEXTS as L } from '#src/features/collections/list-texts';
import { COLLECTION_TEXTS as T } from '#src/features/collections/texts';

/** What an owner can do with a name typed but not yet created. */
export interface CollectionDraftHandle {
  /**
   * Creates the typed collection (as Erstellen would) and resolves to it; undefined when no name is
   * typed. Rejects when creating failed: the form then shows its error.
   */
  commit(): Promise<Collection | undefined>;
}

export interface CreateCollectionFormProps {
  /** Creates the collection and resolves to it; a rejection shows "Sammlung konnte nicht erstellt werden". */
  onCreate: (input: CreateCollectionRequest) => Promise<Collection>;
  /** The collection was created. */
  onCreated: (collection: Collection) => void;
  /** Abbrechen. */
  onCancel: () => void;
  /**
   * `inline`: a bordered group inside the collection picker, which may itself sit in a form, so it
   * is no <form>: Enter in a field creates. `dialog`: the create-collection dialog's own form,
   * with its buttons in the dialog footer.
   */
  layout: 'inline' | 'dialog';
  /** Lets the owner create a typed name when the cook presses the owner's own Save. */
  draftRef?: Ref<CollectionDraftHandle>;
}

/**
 * The one form that creates a collection: Name (required after trimming, else Erstellen stays
 * disabled and nothing is sent) and an optional Beschreibung, sent as null when blank.
 */
export function CreateCollectionForm({
  onCreate,
  onCreated,
  onCancel,
  layout,
  draftRef,
}: CreateCollectionFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const inline = layout === 'inline';

  const create = async (): Promise<Collection | undefined> => {
    if (!trimmed || creating) return undefined;
    setCreating(true);
    setError(null);
    try {
      const collection = await onCreate({ name: trimmed, description: description.trim() || null });
      setCreating(false);
      onCreated(collection);
      return collection;
    } catch (failure) {
      setCreating(false);
      setError(T.createFailed);
      throw failure;
    }
  };
  const submit = () => create().catch(() => undefined);
  useImperativeHandle(draftRef, () => ({ commit: create }));

  // Enter in a field creates, like a form would.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  const fields: ReactNode = (
    <>
      <TextField
        label={T.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
        autoComplete="off"
        disabled={creating}
        required={!inline}
        onKeyDown={inline ? onKeyDown : undefined}
        // Opening the inline form is an explicit request to type a name (a dialog moves focus itself).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={inline}
      />
      <TextField
        label={T.description}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={500}
        autoComplete="off"
        disabled={creating}
        onKeyDown={inline ? onKeyDown : undefined}
      />
    </>
  );

  if (inline) {
    return (
      <div
        role="group"
        aria-label={L.newCollection}
        className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      >
        {fields}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={creating}>
            {T.cancel}
          </Button>
          <Button
            size="sm"
            onClick={() => void submit()}
            disabled={!trimmed || creating}
            aria-busy={creating}
          >
            {T.create}
          </Button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
      {fields}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <DialogFooter className="mt-2">
        <Button variant="secondary" onClick={onCancel} disabled={creating}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={!trimmed || creating} aria-busy={creating || undefined}>
          {creating ? T.creating : T.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
