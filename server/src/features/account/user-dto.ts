import type { components } from '#contract/schema.gen.ts';
import type { UserRow } from './user-repository.ts';

type Schemas = components['schemas'];

/** YYYY-MM-DD of the UTC day of date. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC day before day (YYYY-MM-DD). */
export const previousDay = (day: string): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

export function toUser(row: UserRow, now: Date): Schemas['User'] {
  const today = utcDay(now);
  // A streak only counts while it is alive: it ends when a whole UTC day passed without activity.
  const alive = row.streak_day === today || row.streak_day === previousDay(today);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    profile_image_url: row.profile_image_url,
    created_at: row.created_at.toISOString(),
    last_login: row.last_login ? row.last_login.toISOString() : null,
    login_streak: alive ? row.login_streak : 0,
    language: row.language,
    unit_system: row.unit_system,
    has_password: row.password_hash !== null,
  };
}
