import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PublicLink as Link } from '#src/components/public-link';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

export const TRY_AGAIN_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const SECONDARY_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The failed-sign-in pages (OAuth, login, register): the reason from the URL, what to try,
 * the ways back and a contact link.
 */
export function AuthFailedPanel({
  title,
  reason,
  tips,
  actions,
}: {
  title: string;
  /** null while a prerendered page does not know its address yet: the line keeps its place. */
  reason: string | null;
  tips: readonly string[];
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-50">
            <AlertTriangle aria-hidden="true" className="h-7 w-7 text-danger" />
          </span>
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p
            role="alert"
            className={`max-w-sm break-words rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900${reason === null ? ' invisible' : ''}`}
          >
            {reason ?? '\u00a0'}
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {actions}
        </div>
        <section aria-labelledby="troubleshooting-heading" className="mt-8">
          <h2 id="troubleshooting-heading" className="text-sm font-semibold text-ink">
            {ACCOUNT_TEXTS.auth.troubleshooting}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <p className="mt-6 text-center text-sm text-muted">
          {ACCOUNT_TEXTS.auth.stillStuck}{' '}
          <Link
            to="/contact"
            className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {ACCOUNT_TEXTS.auth.contactUs}
          </Link>
        </p>
      </div>
    </div>
  );
}
