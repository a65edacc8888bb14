import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PublicLink, usePublicLocation } from '#src/components/public-link';
import { Logo } from '#src/components/ui/logo';
import { PUBLIC_TEXTS as T } from '#src/features/public/texts';
import { PUBLIC_NAV } from './public-nav';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-muted hover:text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';
const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function AuthLinks({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <PublicLink to="/app" className={PRIMARY}>
        {T.dashboard}
      </PublicLink>
    );
  }
  return (
    <>
      <PublicLink to="/login" className={SECONDARY}>
        {T.signIn}
      </PublicLink>
      <PublicLink to="/register" className={PRIMARY}>
        {T.getStartedFree}
      </PublicLink>
    </>
  );
}

/**
 * The public header: Features, How It Works, Recipes, About, then Sign In and
 * Get Started Free for guests or Dashboard when signed in. Below 768px the links fold into a menu.
 */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = usePublicLocation();
  // A chosen link closes the folded menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <PublicLink
          to="/"
          aria-label={T.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </PublicLink>
        <nav aria-label={T.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.id}>
                <PublicLink to={item.to} className={LINK}>
                  {T.nav[item.id]}
                </PublicLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AuthLinks signedIn={signedIn} />
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? T.closeMenu : T.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <MenuIcon aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>
      {open && (
        <div id={panelId} className="border-t border-stone-200 bg-surface px-4 pb-4 md:hidden">
          <nav aria-label={T.mainNav}>
            <ul className="flex flex-col py-2">
              {PUBLIC_NAV.map((item) => (
                <li key={item.id}>
                  <PublicLink to={item.to} className={`${LINK} w-full`}>
                    {T.nav[item.id]}
                  </PublicLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2">
            <AuthLinks signedIn={signedIn} />
          </div>
        </div>
      )}
    </header>
  );
}
