import { Link } from 'react-router-dom';

const LINK =
  'inline-flex min-h-11 items-center rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** The quiet footer under app pages (hidden on recipe detail routes). */
export function ShellFooter() {
  return (
    <footer className="border-t border-stone-200 px-4 text-sm text-muted sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6">
        <p className="py-3">© 2025 Sous</p>
        <nav aria-label="Footer">
          <ul className="flex gap-4">
            <li>
              <Link to="/about" className={LINK}>
                About
              </Link>
            </li>
            <li>
              <Link to="/contact" className={LINK}>
                Contact
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={LINK}>
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
