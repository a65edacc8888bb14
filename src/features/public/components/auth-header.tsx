import { ArrowLeft } from 'lucide-react';
import { PublicLink } from '#src/components/public-link';
import { PUBLIC_TEXTS as T } from '#src/features/public/texts';
import { Logo } from '#src/components/ui/logo';

/** The auth pages' header: the logo and a way home, no sign-in buttons. */
export function AuthHeader() {
  return (
    <header className="border-b border-stone-200 bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <PublicLink
          to="/"
          aria-label={T.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </PublicLink>
        <PublicLink
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {T.backHome}
        </PublicLink>
      </div>
    </header>
  );
}
