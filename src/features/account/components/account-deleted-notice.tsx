import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePublicLocation } from '#src/components/public-link';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.deletedNotice;

/** The navigation state the Settings screen leaves with after deleting the account. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/** The landing page's notice after an account deletion (shown once, from the navigation state). */
export function AccountDeletedNotice() {
  const location = usePublicLocation();
  const [dismissed, setDismissed] = useState(false);
  const deleted = (location.state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  const notice = useRef<HTMLDivElement>(null);
  // The page arrives scrolled where the Settings screen was: bring the notice into view and give it
  // the focus, so it is seen and read out first.
  useEffect(() => {
    if (!deleted) return;
    window.scrollTo({ top: 0 });
    notice.current?.focus({ preventScroll: true });
  }, [deleted]);
  if (!deleted || dismissed) return null;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      className="border-b border-green-200 bg-green-50 focus:outline-none"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
        <p role="status" className="flex flex-1 items-center gap-2 text-sm text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          {T.deleted}
        </p>
        <button
          type="button"
          aria-label={T.dismiss}
          onClick={() => setDismissed(true)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-green-900 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
