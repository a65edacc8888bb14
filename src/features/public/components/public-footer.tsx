import { Link } from 'react-router-dom';
import { Logo } from '#src/components/ui/logo';
import { FOOTER_YEAR, SOCIAL_LINKS } from './public-nav';

const LINK =
  'inline-flex min-h-11 items-center rounded text-sm text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300';

const COLUMNS = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', to: { pathname: '/', hash: '#features' } },
      { label: 'How It Works', to: { pathname: '/', hash: '#how-it-works' } },
      { label: 'Recipes', to: { pathname: '/', hash: '#recipes' } },
      { label: 'Get Started', to: { pathname: '/register' } },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: { pathname: '/about' } },
      { label: 'Contact', to: { pathname: '/contact' } },
      { label: 'Privacy Policy', to: { pathname: '/privacy' } },
    ],
  },
] as const;

/** The public footer: Product, Company and Connect columns (social links open in a new tab) and © 2025. */
export function PublicFooter() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo tone="light" />
          <p className="text-sm text-stone-400">Your AI cooking companion, from fridge to table.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {column.heading}
            </h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Connect">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Connect</h2>
          <ul className="mt-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          © {FOOTER_YEAR} Sous. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
