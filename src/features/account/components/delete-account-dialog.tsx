import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { DeletionFailure } from './deletion-failure';
import { FormError } from './form-error';

const T = RIGHTS_TEXTS.deletion;

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  hasPassword: boolean;
  /** Deletes the account; rejects with a DeletionFailure (or another Error) to show. */
  onDelete: (password: string | undefined) => Promise<void>;
  /** Signs out so the user can sign in again (a stale session without a password). */
  onReauthenticate: () => void;
  deleting: boolean;
}

/**
 * The Delete account dialog (delete-account-section.tsx loads it after the page): it first tells
 * what happens, then asks for the password (when there is one) and the username typed out; only
 * then is the red button enabled. Closing it forgets what was typed; it cannot close while deleting.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
  hasPassword,
  onDelete,
  onReauthenticate,
  deleting,
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<{ text: string; reauthenticate: boolean } | null>(null);
  const confirmed = typed.trim() === username && (!hasPassword || password.length > 0);

  const changeOpen = (next: boolean) => {
    if (deleting) return;
    onOpenChange(next);
    if (!next) {
      setPassword('');
      setTyped('');
      setFailure(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setFailure(null);
    try {
      await onDelete(hasPassword ? password : undefined);
    } catch (error) {
      setFailure({
        text: error instanceof Error ? error.message : T.failed,
        reauthenticate: error instanceof DeletionFailure && error.reauthenticate,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size="md" {...(deleting ? { closeLabel: null } : {})}>
        <DialogTitle className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="h-5 w-5 text-danger" />
          {T.title}
        </DialogTitle>
        <DialogDescription className="mt-2">{T.whatHappens}</DialogDescription>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          <li>{T.consequences.data}</li>
          <li>{T.consequences.files}</li>
          <li>{T.consequences.shares}</li>
          <li>{T.consequences.sessions}</li>
        </ul>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
          {hasPassword && (
            <TextField
              label={T.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <TextField
            label={T.typeToConfirm(username)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FormError message={failure?.text} />
          {failure?.reauthenticate ? (
            <Button variant="secondary" onClick={onReauthenticate}>
              {T.reauthenticate}
            </Button>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={deleting}>
              {T.cancel}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={!confirmed || deleting}
              aria-busy={deleting || undefined}
            >
              {deleting ? T.deleting : T.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
