import { HttpResponse } from 'msw';
import type { components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type UserRow, db, signOut } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { fileBytes } from '#mocks/files';
import { guard, http, problem, readBody, requireUser } from '#mocks/http';
import { deleteRecipeRow } from '#mocks/store';
import { buildZip } from '#mocks/zip';
import { DETAILS } from '#contract/messages';
import { identifierTaken } from './auth';
import { preferencesOf } from './users';

type Schemas = components['schemas'];

/** As the server: a sign-in at most this long ago confirms who is asking, instead of the password. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

const invalidField = (field: string, msg: string, type: string) =>
  problem(422, [{ loc: ['body', field], msg, type }]);

/** The password when given, else a sign-in of this session within 10 minutes (422 otherwise). */
function confirmIdentity(user: UserRow, password: string | undefined) {
  if (password !== undefined) {
    if (user.password === '')
      throw invalidField('password', DETAILS.passwordNotSet, 'password_not_set');
    if (password !== user.password)
      throw invalidField('password', DETAILS.passwordIncorrect, 'password_incorrect');
    return;
  }
  const signedInAt = db.session.signedInAt;
  if (signedInAt === undefined || now() - signedInAt > FRESH_SIGN_IN_MS)
    throw invalidField('password', DETAILS.reauthenticationRequired, 'reauthentication_required');
}

/** The user's own stored files: uploads and ingredient photos in their folders, and their recipes' illustrations. */
function filesOf(userId: number, savedOnly: boolean): string[] {
  const folders = [`profile/${userId}/`, `recipe/${userId}/`, `analysis/${userId}/`];
  const keys = new Set([...db.files.keys()].filter((k) => folders.some((f) => k.startsWith(f))));
  for (const recipe of db.recipes.values())
    if (
      recipe.owner_id === userId &&
      (recipe.is_saved || !savedOnly) &&
      recipe.image_url &&
      db.files.has(recipe.image_url)
    )
      keys.add(recipe.image_url);
  return [...keys].sort();
}

/** The archive of GET /users/me/export, as the server writes it (files first, account.json last). */
function archiveOf(user: UserRow): Uint8Array<ArrayBuffer> {
  const keys = filesOf(user.id, true);
  const fileOf = (key: string | null | undefined) =>
    key && keys.includes(key) ? `files/${key}` : null;
  const entries = keys.map((key) => ({
    name: `files/${key}`,
    data: fileBytes(db.files.get(key)!),
  }));
  const recipes = [...db.recipes.values()]
    .filter((r) => r.owner_id === user.id && r.is_saved)
    .sort((a, b) => a.id - b.id);
  const archive: Schemas['AccountArchive'] = {
    format: 'sous-account-archive',
    version: 1,
    exported_at: isoAt(now()),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      created_at: user.created_at,
      last_login: user.last_login,
      login_streak: user.login_streak,
      language: user.language ?? null,
      unit_system: user.unit_system ?? 'metric',
      google_linked: user.id === 1,
      has_password: user.password !== '',
      profile_image_url: user.profile_image_url,
      profile_image_file: fileOf(user.profile_image_url),
      preferences: preferencesOf(user.id),
    },
    recipes: recipes.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      image_url: r.image_url,
      image_file: fileOf(r.image_url),
      total_time_minutes: r.total_time_minutes,
      difficulty: r.difficulty,
      food_category: r.food_category,
      base_servings: r.baseServings ?? 4,
      ingredients: r.ingredients,
      nutrition: r.nutrition ?? null,
      allergens: r.allergens ?? [],
      steps: r.instructions ?? [],
      created_at: r.created_at,
      cooked_at: [...db.cooked.values()]
        .filter((c) => c.recipe_id === r.id)
        .map((c) => c.cooked_at)
        .sort(),
      collection_ids: [...db.collections.values()]
        .filter((c) => c.owner_id === user.id && c.recipe_ids.includes(r.id))
        .map((c) => c.id),
      rating: r.rating ?? null,
      note: r.note ?? null,
    })),
    collections: [...db.collections.values()]
      .filter((c) => c.owner_id === user.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description ?? null,
        created_at: c.created_at,
        recipe_ids: c.recipe_ids.filter((id) => db.recipes.get(id)?.is_saved),
      })),
    generation_sessions: [...db.preparingSessions.values()]
      .filter((s) => s.owner_id === user.id)
      .map((s) => ({
        id: s.id,
        prompt: s.prompt,
        written_ingredients: s.written_ingredients,
        image_file: fileOf(s.image_key),
        analyzed_ingredients: db.imageAnalyses.get(s.image_key)?.ingredients ?? null,
        created_at: s.created_at,
      })),
    files: keys.map((key) => {
      const row = db.files.get(key)!;
      return {
        path: `files/${key}`,
        key,
        content_type: row.content_type,
        size: fileBytes(row).length,
      };
    }),
    meal_plan: [...db.plan.values()]
      .filter((entry) => entry.user_id === user.id)
      .sort((a, b) => a.id - b.id)
      .map(({ user_id: _owner, on_shopping_list: _listed, ...entry }) => entry),
    shopping_list: {
      items: [...db.shopping.values()]
        .filter((line) => line.user_id === user.id)
        .sort((a, b) => a.id - b.id)
        .map(({ user_id: _owner, key: _key, ...line }) => ({
          ...line,
          measures: line.measures.map(({ quantity, unit }) => ({ quantity, unit })),
        })),
      pantry: db.pantry.get(user.id)?.names ?? [],
    },
  };
  entries.push({ name: 'account.json', data: new TextEncoder().encode(JSON.stringify(archive)) });
  return buildZip(entries);
}

/** Removes the user and everything of theirs, as the server's cascade and file deletion do. */
function deleteEverythingOf(user: UserRow) {
  for (const key of filesOf(user.id, false)) db.files.delete(key);
  for (const recipe of [...db.recipes.values()])
    if (recipe.owner_id === user.id) deleteRecipeRow(recipe.id);
  for (const [id, c] of db.collections) if (c.owner_id === user.id) db.collections.delete(id);
  for (const [id, s] of db.preparingSessions)
    if (s.owner_id === user.id) db.preparingSessions.delete(id);
  for (const [key, a] of db.imageAnalyses) if (a.owner_id === user.id) db.imageAnalyses.delete(key);
  for (const [id, c] of db.cooked) if (c.user_id === user.id) db.cooked.delete(id);
  for (const [t, r] of db.resetTokens) if (r.user_id === user.id) db.resetTokens.delete(t);
  for (const [t, r] of db.emailChanges) if (r.user_id === user.id) db.emailChanges.delete(t);
  for (const [id, entry] of db.plan) if (entry.user_id === user.id) db.plan.delete(id);
  for (const [id, line] of db.shopping) if (line.user_id === user.id) db.shopping.delete(id);
  db.pantry.delete(user.id);
  for (const [id, m] of db.households)
    if (m.owner_id === user.id || m.member_id === user.id) db.households.delete(id);
  db.calendarFeeds.delete(user.id);
  db.preferences.delete(user.id);
  db.users.delete(user.id);
}

/** The account's rights (users tag): the export, password and email changes, deletion. */
export const accountHandlers = [
  http.get('/users/me/export', ({ request, response }) => {
    guard('exportAccount', request);
    const user = requireUser();
    const day = isoAt(now()).slice(0, 10);
    return response.untyped(
      new HttpResponse(archiveOf(user), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="sous-export-${user.username}-${day}.zip"`,
        },
      }),
    );
  }),

  http.post('/users/me/password', async ({ request, response }) => {
    guard('changePassword', request);
    const user = requireUser();
    const body = await readBody<Schemas['ChangePasswordRequest']>('changePassword', request);
    if (user.password === '')
      throw invalidField('current_password', DETAILS.passwordNotSet, 'password_not_set');
    if (body.current_password !== user.password)
      throw invalidField('current_password', DETAILS.passwordIncorrect, 'password_incorrect');
    user.password = body.new_password;
    // The mock has one browser: its session stays, as the server keeps the asking one.
    return response(200).json({
      message: 'Your password has been changed. Your other devices have been signed out.',
    });
  }),

  http.post('/users/me/email', async ({ request, response }) => {
    guard('requestEmailChange', request);
    const user = requireUser();
    const body = await readBody<Schemas['EmailChangeRequest']>('requestEmailChange', request);
    const email = body.email.trim();
    if (email.toLowerCase() === user.email.toLowerCase())
      throw invalidField('email', DETAILS.emailUnchanged, 'email_unchanged');
    confirmIdentity(user, body.password);
    if (identifierTaken(email, user.id)) throw problem(409, DETAILS.emailTaken);
    // Only the newest link works.
    for (const [t, r] of db.emailChanges) if (r.user_id === user.id) db.emailChanges.delete(t);
    let n = 1;
    while (db.emailChanges.has(`email-change-${user.id}-${n}`)) n += 1;
    const token = `email-change-${user.id}-${n}`;
    db.emailChanges.set(token, { token, user_id: user.id, new_email: email });
    return response(202).json({
      message:
        'We sent a confirmation link to the new address. Your email changes when you open it.',
    });
  }),

  http.post('/users/me/delete', async ({ request, response }) => {
    guard('deleteAccount', request);
    const user = requireUser();
    const body = await readBody<Schemas['DeleteAccountRequest']>('deleteAccount', request);
    confirmIdentity(user, body.password);
    deleteEverythingOf(user);
    signOut();
    return response(200).json({ message: 'Your account and all of its data have been deleted.' });
  }),
];

/** POST /auth/confirm-email (auth tag): the link from the mail, opened with or without a session. */
export const emailConfirmHandlers = [
  http.post('/auth/confirm-email', async ({ request, response }) => {
    guard('confirmEmailChange', request);
    const body = await readBody<Schemas['ConfirmEmailChangeRequest']>(
      'confirmEmailChange',
      request,
    );
    const change = db.emailChanges.get(body.token);
    const user = change ? db.users.get(change.user_id) : undefined;
    if (!change || !user) throw problem(400, DETAILS.emailLinkInvalid);
    db.emailChanges.delete(body.token);
    if (identifierTaken(change.new_email, user.id)) throw problem(409, DETAILS.emailTaken);
    user.email = change.new_email;
    return response(200).json({ message: 'Your email address has been changed.' });
  }),
];
