import type { UpdateUserRequest, User, UserStats } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type UserRow, db } from '#mocks/db';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { checkedUsername, identifierTaken } from './auth';
import { DETAILS } from '#contract/messages';
import { NO_PREFERENCES, normalisePreferences } from '#contract/preferences';
import type { StandingPreferences } from '#src/api/types';

/** The user's standing food preferences, as the server answers them (three empty lists for none). */
export function preferencesOf(userId: number): StandingPreferences {
  const row = db.preferences.get(userId);
  if (!row) return { ...NO_PREFERENCES };
  return { allergens: row.allergens, diets: row.diets, dislikes: row.dislikes };
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/** The contract's User (without the password the mock keeps). */
export function toUser({ password, ...user }: UserRow): User {
  return {
    ...user,
    language: user.language ?? null,
    unit_system: user.unit_system ?? 'metric',
    // An account that signs in only with Google has no password (the mock keeps it empty).
    has_password: password !== '',
  };
}

/** As the server: a replaced avatar's file goes, unless it is no avatar of the user's or still shown. */
function discardAvatar(userId: number, key: string | null) {
  if (!key?.startsWith(`profile/${userId}/`)) return;
  if ([...db.users.values()].some((u) => u.profile_image_url === key)) return;
  db.files.delete(key);
}

/** A signed-in session whose user no longer exists answers 404 (the client treats it as anonymous). */
function rejectDeletedUser() {
  const { userId, accessTokenExpired } = db.session;
  if (userId !== null && !accessTokenExpired && !db.users.has(userId))
    throw notFound(DETAILS.userNotFound);
}

function statsFor(user: UserRow): UserStats {
  const saved = [...db.recipes.values()].filter((r) => r.owner_id === user.id && r.is_saved);
  const times = saved.flatMap((r) => (r.total_time_minutes === null ? [] : [r.total_time_minutes]));
  const cooked = [...db.cooked.values()].filter((c) => c.user_id === user.id);
  const weekAgo = now() - 7 * DAY_MS;
  const days = new Set(cooked.map((c) => utcDay(Date.parse(c.cooked_at))));
  // The streak may end today or yesterday (today's meal may not be cooked yet).
  let day = days.has(utcDay(now())) ? utcDay(now()) : utcDay(now()) - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return {
    recipes_saved: saved.length,
    cooked_this_week: cooked.filter((c) => {
      const at = Date.parse(c.cooked_at);
      return at > weekAgo && at <= now();
    }).length,
    average_cook_time_minutes:
      times.length === 0
        ? null
        : Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 10) / 10,
    streak_days: streak,
  };
}

export const usersHandlers = [
  http.get('/users/me', ({ request, response }) => {
    rejectDeletedUser();
    guard('getCurrentUser', request);
    return response(200).json(toUser(requireUser()));
  }),

  http.get('/users/me/stats', ({ request, response }) => {
    rejectDeletedUser();
    guard('getCurrentUserStats', request);
    return response(200).json(statsFor(requireUser()));
  }),

  http.put('/users/{id}', async ({ request, params, response }) => {
    guard('updateUser', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('updateUser', params);
    if (id !== user.id) throw problem(403, DETAILS.ownProfileOnly);
    const body = await readBody<UpdateUserRequest>('updateUser', request);
    if (body.username !== undefined) {
      const username = checkedUsername(body.username);
      if (identifierTaken(username, user.id)) throw problem(409, DETAILS.usernameTaken);
      user.username = username;
    }
    if (body.profile_image_url !== undefined) {
      const previous = user.profile_image_url;
      user.profile_image_url = body.profile_image_url;
      discardAvatar(user.id, previous);
    }
    if (body.language !== undefined) user.language = body.language;
    if (body.unit_system !== undefined) user.unit_system = body.unit_system;
    return response(200).json(toUser(user));
  }),

  http.get('/users/me/preferences', ({ request, response }) => {
    rejectDeletedUser();
    guard('getPreferences', request);
    return response(200).json(preferencesOf(requireUser().id));
  }),

  http.put('/users/me/preferences', async ({ request, response }) => {
    rejectDeletedUser();
    guard('updatePreferences', request);
    const user = requireUser();
    const body = await readBody<StandingPreferences>('updatePreferences', request);
    const checked = normalisePreferences(body);
    if (!checked.ok) throw problem(422, checked.issues);
    db.preferences.set(user.id, { user_id: user.id, ...checked.value });
    return response(200).json(preferencesOf(user.id));
  }),
];
