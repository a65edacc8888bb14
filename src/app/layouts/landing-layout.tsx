import { Outlet } from 'react-router-dom';
import { useSession } from '#src/features/account/api/session';
import { AccountDeletedNotice } from '#src/features/account/components/account-deleted-notice';
import { PublicFooter } from '#src/features/public/components/public-footer';
import { PublicHeader } from '#src/features/public/components/public-header';
import { SHELL_TEXTS } from '#src/features/shell/texts';

/** Public pages (landing, about, contact, privacy): public header, the page, the footer. */
export default function LandingLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-2"
      >
        {SHELL_TEXTS.skip}
      </a>
      {/* Guests see Sign In while the session check runs: the common case renders without a flash. */}
      <PublicHeader signedIn={session.status === 'authenticated'} />
      <AccountDeletedNotice />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
