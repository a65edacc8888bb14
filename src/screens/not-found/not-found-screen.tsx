import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/app/library', label: 'Recipe Library' },
  { to: '/app', label: 'Dashboard' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
] as const;

/** The 404 page for any unknown path. */
export default function NotFoundScreen() {
  useDocumentTitle('Recipe Not Found');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-6xl">
        🍳
      </p>
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Recipe Not Found</h1>
      <p className="max-w-md text-muted">
        This page seems to have left the kitchen. It may have moved, or the address has a typo.
      </p>
      <nav aria-label="Helpful links">
        <ul className="flex flex-wrap justify-center gap-3">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
