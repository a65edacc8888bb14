import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { serverDetailOr } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { Spinner } from '#src/components/ui/spinner';
import { usePantry, useUpdatePantry } from '#src/features/shopping/api/shopping';
import { SHOPPING_TEXTS as T } from '#src/features/shopping/texts';

const MAX_STAPLES = 100;

/** "Pantry staples": what the cook always has, left out when recipes and plans are added. Controlled. */
export function PantryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent size="sm">
          <DialogTitle>{T.pantry.title}</DialogTitle>
          <DialogDescription className="mt-1">{T.pantry.description}</DialogDescription>
          <PantryForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PantryForm({ onDone }: { onDone: () => void }) {
  const pantry = usePantry();
  if (pantry.isError) return <p className="mt-4 text-sm text-danger">{T.loadFailed}</p>;
  if (!pantry.data) return <Spinner label={T.loading} className="py-8" />;
  return <PantryEditor initial={pantry.data.names} onDone={onDone} />;
}

function PantryEditor({ initial, onDone }: { initial: readonly string[]; onDone: () => void }) {
  const [names, setNames] = useState<string[]>([...initial]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdatePantry();

  const add = () => {
    const fresh = typed
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !names.some((known) => known.toLowerCase() === name.toLowerCase()));
    if (names.length + fresh.length > MAX_STAPLES) {
      setError(T.pantry.tooMany);
      return;
    }
    setError(null);
    setNames([...names, ...fresh]);
    setTyped('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(names, {
      onSuccess: onDone,
      onError: (failure) => setError(serverDetailOr(failure, T.pantry.failed)),
    });
  };

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
      {names.length === 0 ? (
        <p className="text-sm text-muted">{T.pantry.empty}</p>
      ) : (
        <ul aria-label={T.pantry.title} className="flex flex-wrap gap-2">
          {names.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-3 text-sm text-ink"
            >
              {name}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="!h-9 !w-9 rounded-full"
                aria-label={T.pantry.remove(name)}
                onClick={() => setNames(names.filter((known) => known !== name))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={T.pantry.label}
          placeholder={T.pantry.placeholder}
          value={typed}
          maxLength={400}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add} disabled={!typed.trim()}>
          {T.pantry.add}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.pantry.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.pantry.saving : T.pantry.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
