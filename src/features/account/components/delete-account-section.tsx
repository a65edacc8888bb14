import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { loadDialog } from '#src/components/ui/dialog-code';
import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { RightsSection } from './rights-section';

export { DeletionFailure } from './deletion-failure';

const T = RIGHTS_TEXTS.deletion;

/**
 * The dialog (its form, the dialog parts) is not part of the page's first load: its code loads
 * with Radix's dialog once the page is shown (src/lib/lazy-code.ts), as closed dialogs do, long
 * before a cook reaches for the button; until then it renders nothing, as a closed one.
 */
const deleteDialog = lazyCode(() =>
  Promise.all([import('./delete-account-dialog'), loadDialog()]).then(([module]) => module),
);
const LazyDeleteAccountDialog = lazyComponent(deleteDialog, (module) => module.DeleteAccountDialog);

export interface DeleteAccountSectionProps {
  username: string;
  hasPassword: boolean;
  /** Deletes the account; rejects with a DeletionFailure (or another Error) to show. */
  onDelete: (password: string | undefined) => Promise<void>;
  /** Signs out so the user can sign in again (a stale session without a password). */
  onReauthenticate: () => void;
  deleting?: boolean;
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean;
}

/**
 * Delete account: the dialog first tells what happens, then asks for the password (when there is
 * one) and the username typed out; only then is the red button enabled (delete-account-dialog.tsx).
 */
export function DeleteAccountSection({
  username,
  hasPassword,
  onDelete,
  onReauthenticate,
  deleting = false,
  defaultOpen = false,
}: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <RightsSection id="delete-account" heading={T.heading} intro={T.intro} tone="danger">
      <Button variant="danger" onClick={() => !deleting && setOpen(true)}>
        {T.open}
      </Button>
      <LazyDeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        username={username}
        hasPassword={hasPassword}
        onDelete={onDelete}
        onReauthenticate={onReauthenticate}
        deleting={deleting}
      />
    </RightsSection>
  );
}
