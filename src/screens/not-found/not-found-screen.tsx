import { PublicLink } from '#src/components/public-link';
import { useDocumentTitle } from '#src/components/use-document-title';
import { PUBLIC_TEXTS } from '#src/features/public/texts';

const LINKS = [
  { to: '/', id: 'home' },
  { to: '/app/library', id: 'library' },
  { to: '/app', id: 'dashboard' },
  { to: '/about', id: 'about' },
  { to: '/contact', id: 'contact' },
  { to: '/privacy', id: 'privacy' },
] as const;

const T = PUBLIC_TEXTS.notFound;

/**
 * The 404 page for any unknown path: prerendered, the server answers an unknown address with it
 * (status 404) and it hydrates on the public pages' entry; the app renders it for a link inside
 * it that leads nowhere.
 */
export default function NotFoundScreen() {
  useDocumentTitle(T.title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-6xl">
        🍳
      </p>
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{T.title}</h1>
      <p className="max-w-md text-muted">{T.text}</p>
      <nav aria-label={T.links}>
        <ul className="flex flex-wrap justify-center gap-3">
          {LINKS.map((link) => (
            <li key={link.to}>
              <PublicLink
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {T[link.id]}
              </PublicLink>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
