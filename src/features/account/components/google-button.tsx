import type { MouseEvent } from 'react';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { googleLoginUrl, useGoogleOffered } from '#src/features/account/sign-in/sign-in-actions';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z"
      />
    </svg>
  );
}

/**
 * Starts Google sign-in by full-page navigation to the API. A link, because it leaves
 * the app; `onBeforeNavigate` may cancel it (register checks the privacy consent first).
 */
export function GoogleButton({
  label,
  onBeforeNavigate,
}: {
  label: string;
  /** Return false to stay on the page. */
  onBeforeNavigate?: () => boolean;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onBeforeNavigate && !onBeforeNavigate()) event.preventDefault();
  };
  return (
    <a
      href={googleLoginUrl}
      onClick={onClick}
      className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <GoogleMark />
      {label}
    </a>
  );
}

/** The "or" rule between the password form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      {ACCOUNT_TEXTS.auth.or}
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/**
 * The "or" rule and the Google button, left out when the server says Google sign-in is not
 * configured (GET /auth/session): a button that can only fail is worse than none.
 */
export function GoogleSignInOption(props: Parameters<typeof GoogleButton>[0]) {
  if (!useGoogleOffered()) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton {...props} />
    </>
  );
}
