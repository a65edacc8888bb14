import { PublicLink } from '#src/components/public-link';
import { Logo } from '#src/components/ui/logo';
import { PUBLIC_TEXTS as T } from '#src/features/public/texts';
import { FOOTER_YEAR, SOCIAL_LINKS } from './public-nav';

const LINK =
  'inline-flex min-h-11 items-center rounded text-sm text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300';

/** Read at render time, so the columns follow the chosen language. */
const columns = () => [
  {
    heading: T.footer.product,
    links: [
      { label: T.nav.features, to: { pathname: '/', hash: '#features' } },
      { label: T.nav.howItWorks, to: { pathname: '/', hash: '#how-it-works' } },
      { label: T.nav.recipes, to: { pathname: '/', hash: '#recipes' } },
      { label: T.footer.getStarted, to: { pathname: '/register' } },
    ],
  },
  {
    heading: T.footer.company,
    links: [
      { label: T.nav.about, to: { pathname: '/about' } },
      { label: T.footer.contact, to: { pathname: '/contact' } },
      { label: T.footer.privacyPolicy, to: { pathname: '/privacy' } },
    ],
  },
];

/** The public footer: Product, Company and Connect columns (social links open in a new tab) and © 2025. */
export function PublicFooter() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo tone="light" />
          <p className="text-sm text-stone-400">{T.footer.tagline}</p>
        </div>
        {columns().map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {column.heading}
            </h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <PublicLink to={link.to} className={LINK}>
                    {link.label}
                  </PublicLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={T.footer.connect}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {T.footer.connect}
          </h2>
          <ul className="mt-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {link.label}
                  <span className="sr-only"> {T.footer.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          {T.footer.rights(FOOTER_YEAR)}
        </p>
      </div>
    </footer>
  );
}
