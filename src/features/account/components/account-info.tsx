import type { User } from '#src/api/types';
import { currentUiLanguage } from '#src/lib/i18n/language';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

const format = (value: string | null | undefined, options: Intl.DateTimeFormatOptions) => {
  if (!value) return T.never;
  const date = new Date(value);
  // The spec's texts show US dates; Deutsch shows German ones ("17. Oktober 2025").
  const locale = currentUiLanguage() === 'de' ? 'de-DE' : 'en-US';
  return Number.isNaN(date.getTime())
    ? T.unknown
    : new Intl.DateTimeFormat(locale, options).format(date);
};

/** Account Information: when the account was created, the last login and the login streak. */
export function AccountInfo({
  user,
}: {
  user: Pick<User, 'created_at' | 'last_login' | 'login_streak'>;
}) {
  const streak = user.login_streak;
  return (
    <section
      aria-labelledby="account-info-heading"
      className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="account-info-heading" className="text-lg font-semibold text-ink">
        {T.accountInfo}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{T.accountCreated}</dt>
          <dd className="mt-1 font-medium text-ink">{format(user.created_at, DATE)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{T.lastLogin}</dt>
          <dd className="mt-1 font-medium text-ink">{format(user.last_login, DATE_TIME)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{T.loginStreak}</dt>
          <dd className="mt-1 font-medium text-ink">{T.streakDays(streak)}</dd>
        </div>
      </dl>
    </section>
  );
}
