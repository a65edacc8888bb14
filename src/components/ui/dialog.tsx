import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { COMPONENT_TEXTS } from '#src/components/texts';
import { loadedDialog, useRadixDialog } from './dialog-code';

/**
 * A controlled modal dialog root: pass `open` and `onOpenChange` (DESIGN: dialogs are controlled).
 * Its code loads after the page (dialog-code.ts); until then it renders nothing, as a closed one.
 */
export function Dialog(props: DialogPrimitive.DialogProps) {
  const radix = useRadixDialog();
  return radix ? <radix.Root {...props} /> : null;
}

/** A button that opens its dialog (inside the Dialog). */
export function DialogTrigger(props: ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>) {
  const { Trigger } = loadedDialog();
  return <Trigger {...props} />;
}

export interface DialogContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /** Accessible label of the corner close button; omit `closeLabel` to hide the button. */
  closeLabel?: string | null;
  /** Width of the panel on larger screens. */
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

/**
 * The dialog panel, portalled to body over a dimmed overlay: focus is trapped inside and returns to
 * the trigger on close; Escape and an outside click close it unless the caller prevents that.
 * On phones it is a bottom sheet that scrolls within the viewport.
 */
export function DialogContent({
  closeLabel = COMPONENT_TEXTS.close,
  size = 'md',
  className = '',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix returns focus only to a DialogTrigger; controlled dialogs opened by any other button
  // give it back to whatever had focus when they opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const DialogPrimitive = loadedDialog();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          returnFocusTo.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 ${SIZES[size]} ${className}`}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's heading; every dialog needs one (it names the dialog for screen readers). */
export function DialogTitle({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  const { Title } = loadedDialog();
  return <Title className={`pr-12 text-lg font-semibold text-ink ${className}`} {...props} />;
}

/** Supporting text under the title, announced with the dialog. */
export function DialogDescription({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  const { Description } = loadedDialog();
  return <Description className={`text-sm text-muted ${className}`} {...props} />;
}

/** The row of actions at the bottom: stacked on phones, right-aligned on larger screens. */
export function DialogFooter({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end ${className}`}
    >
      {children}
    </div>
  );
}
