import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { COMPONENT_TEXTS } from '#src/components/texts';

/**
 * A status box at the bottom of the screen that says what a choice did (added to the list, planned),
 * with a close button: a polite status, or an alert when it failed. It does not take focus.
 */
export function BottomNotice({
  icon,
  alert = false,
  onClose,
  children,
}: {
  icon: ReactNode;
  alert?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 print:hidden">
      <div
        role={alert ? 'alert' : 'status'}
        className="flex w-full max-w-md items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg"
      >
        {icon}
        <div className="min-w-0 flex-1 text-sm">{children}</div>
        <Button
          variant="ghost"
          size="icon"
          className="-m-2"
          aria-label={COMPONENT_TEXTS.close}
          onClick={onClose}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
