import { useState, type FormEvent } from 'react';
import type { Collection, CreateCollectionRequest } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';

/** Texts of the library's create-collection dialog (German, spec §2 and §8). */
export const CREATE_COLLECTION_TEXTS = {
  open: 'Neue Sammlung',
  title: 'Neue Sammlung erstellen',
  description: 'Gruppiere deine Rezepte, zum Beispiel nach Anlass oder Küche.',
  name: 'Name',
  details: 'Beschreibung (optional)',
  cancel: 'Abbrechen',
  create: 'Erstellen',
  creating: 'Wird erstellt...',
  failed: 'Sammlung konnte nicht erstellt werden',
  close: 'Schließen',
} as const;

const T = CREATE_COLLECTION_TEXTS;

/**
 * Creates a collection: Name (required after trimming, else Erstellen stays disabled and nothing is
 * sent) and an optional Beschreibung. Controlled; `onCreate` rejects to show the §8 error.
 */
export function CreateCollectionDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (input: CreateCollectionRequest) => Promise<Collection>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent closeLabel={T.close} size="sm">
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription className="mt-1">{T.description}</DialogDescription>
          <CreateCollectionForm onCreate={onCreate} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CreateCollectionForm({
  onCreate,
  onDone,
}: {
  onCreate: (input: CreateCollectionRequest) => Promise<Collection>;
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || creating) return;
    setCreating(true);
    setError(null);
    try {
      await onCreate({ name: trimmed, description: description.trim() || null });
      onDone();
    } catch {
      setCreating(false);
      setError(T.failed);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4" noValidate>
      <TextField
        label={T.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
        autoComplete="off"
        required
        disabled={creating}
      />
      <TextField
        label={T.details}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={500}
        autoComplete="off"
        disabled={creating}
      />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <DialogFooter className="mt-2">
        <Button variant="secondary" onClick={onDone} disabled={creating}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={!trimmed || creating} aria-busy={creating || undefined}>
          {creating ? T.creating : T.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
