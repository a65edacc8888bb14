import type { ReactNode } from 'react';
import { AccountDeletedNotice } from '#src/features/account/components/account-deleted-notice';
import { SHELL_TEXTS } from '#src/features/shell/texts';
import { PublicFooter } from '#src/features/public/components/public-footer';
import { PublicHeader } from '#src/features/public/components/public-header';

/** Public pages (landing, about, contact, privacy): public header, the page, the footer. */
export function PublicFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-2"
      >
        {SHELL_TEXTS.skip}
      </a>
      <PublicHeader signedIn={signedIn} />
      <AccountDeletedNotice />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
