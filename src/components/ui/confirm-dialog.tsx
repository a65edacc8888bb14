import type { ReactNode } from 'react';
import { Button } from './button';
import { useRadixDialog } from './dialog-code';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Möchtest du dieses Rezept wirklich löschen?". */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  onConfirm: () => void;
  /** The confirm button is red (destructive action). */
  danger?: boolean;
  busy?: boolean;
  /** An error to show above the buttons (role alert). */
  error?: string | null | undefined;
}

/**
 * A controlled confirmation (role alertdialog): focus starts on the safe choice, Escape or an
 * outside click cancels, and both buttons are 44px targets. Stacks above other dialogs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onConfirm,
  danger = false,
  busy = false,
  error,
}: ConfirmDialogProps) {
  // Its code loads after the page (dialog-code.ts); until then it renders nothing, as closed.
  const DialogPrimitive = useRadixDialog();
  if (!DialogPrimitive) return null;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-stone-900/50" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-ink">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-2 text-sm text-muted">
              {description}
            </DialogPrimitive.Description>
          )}
          {error && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </DialogPrimitive.Close>
            <Button
              variant={danger ? 'danger' : 'primary'}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
