import { Link } from 'react-router-dom';
import { SHELL_TEXTS as T } from '#src/features/shell/texts';

const LINK =
  'inline-flex min-h-11 items-center rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** The quiet footer under app pages (hidden on recipe detail routes). */
export function ShellFooter() {
  return (
    <footer className="border-t border-stone-200 px-4 text-sm text-muted sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6">
        <p className="py-3">© 2025 Sous</p>
        <nav aria-label={T.footer}>
          <ul className="flex gap-4">
            <li>
              <Link to="/about" className={LINK}>
                {T.about}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={LINK}>
                {T.contact}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={LINK}>
                {T.privacy}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
