import type { User } from '#src/api/types';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

const format = (value: string | null | undefined, formatter: Intl.DateTimeFormat) => {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatter.format(date);
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
        Account Information
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Account Created</dt>
          <dd className="mt-1 font-medium text-ink">{format(user.created_at, DATE)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Last Login</dt>
          <dd className="mt-1 font-medium text-ink">{format(user.last_login, DATE_TIME)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Login Streak</dt>
          <dd className="mt-1 font-medium text-ink">
            {streak} {streak === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
