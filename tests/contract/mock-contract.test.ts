/**
 * Calls every operation of openapi.yaml through the mock backend (success and the main error cases) and
 * validates every response against the operation's schema for that status. The last test fails when an
 * operation of the contract was never answered successfully here, so a new operation needs a mock.
 */
import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { now } from '#src/lib/clock';
import { db, nextId, signIn } from '#mocks/db';
import { bookDish } from '#mocks/factories';
import { IMPORT_JOB_RUNNING } from '#contract/archive-import';
import { type OperationId, operations } from '#mocks/operations.gen';
import { expireAccessToken, revokeRefresh } from '#mocks/overrides';
import {
  COLLECTION_IDS,
  OTHER_COOK,
  RECIPE_IDS,
  SHARE_TOKENS,
  applyScenario,
} from '#mocks/scenarios';
import { readZip } from '#server/test/helpers/unzip.ts';
import { checkResponse } from './contract-validator';

const ORIGIN = 'http://localhost:3000';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

// jsdom's FormData and File do not work with Node's fetch; multipart bodies are built with Node's own.
const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;
const upload = (content: Uint8Array | string, name: string, type = '') =>
  new NodeFile([content], name, { type }) as unknown as File;

interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | File>;
  /** Send the X-XSRF-TOKEN header on unsafe methods (default true). */
  xsrf?: boolean;
}

const succeeded = new Set<OperationId>();
const statusesSeen = new Map<OperationId, Set<number>>();

/** One request through the mock; asserts the response matches the contract and records coverage. */
async function call(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers();
  let body: BodyInit | undefined;
  if (options.xsrf !== false && method !== 'GET') {
    headers.set('X-XSRF-TOKEN', db.session.xsrfToken);
  }
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    const data = new NodeFormData();
    for (const [key, value] of Object.entries(options.multipart)) data.append(key, value);
    body = data;
  }
  const url = path.startsWith('/lottie-animations') ? `${ORIGIN}${path}` : `${ORIGIN}/api${path}`;
  const request = new Request(url, { method, headers, body, redirect: 'manual' });
  const response = await fetch(request.clone());
  const checked = await checkResponse(request, response);
  expect(checked.problems).toEqual([]);
  expect(checked.operationId, `${method} ${path} matches no operation`).not.toBeNull();
  const id = checked.operationId as OperationId;
  if (response.status < 400) succeeded.add(id);
  statusesSeen.set(id, (statusesSeen.get(id) ?? new Set()).add(response.status));
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: type.includes('json') && text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const detailLocs = (body: unknown) =>
  ((body as { detail: { loc: (string | number)[] }[] }).detail ?? []).map((d) => d.loc.join('.'));

describe('auth', () => {
  it('login by username or email, wrong password, validation, XSRF', async () => {
    applyScenario('anonymous');
    expect(
      (await call('POST', '/auth/login', { form: { username: 'chef_anna', password: 'nope' } }))
        .body,
    ).toEqual({ detail: 'Incorrect username or password' });
    const missing = await call('POST', '/auth/login', { form: { username: 'chef_anna' } });
    expect(missing.status).toBe(422);
    expect(detailLocs(missing.body)).toEqual(['body.password']);
    expect(
      (
        await call('POST', '/auth/login', {
          form: { username: 'chef_anna', password: 'secret123' },
          xsrf: false,
        })
      ).status,
    ).toBe(403);
    const byEmail = await call('POST', '/auth/login', {
      form: { username: 'ANNA@example.com', password: 'secret123' },
    });
    expect(byEmail).toMatchObject({ status: 200, body: { message: 'Login successful' } });
    expect(db.session.userId).toBe(1);
    await call('POST', '/auth/logout');
    expect(
      (
        await call('POST', '/auth/login', {
          form: { username: 'chef_anna', password: 'secret123' },
        })
      ).status,
    ).toBe(200);
  });

  it('signup signs in; duplicates are 409; invalid input is 422', async () => {
    applyScenario('anonymous');
    const bad = await call('POST', '/auth/signup', {
      json: { email: 'not-an-email', password: '123', username: 'ab' },
    });
    expect(bad.status).toBe(422);
    expect(detailLocs(bad.body).sort()).toEqual(['body.email', 'body.password', 'body.username']);
    expect(
      (
        await call('POST', '/auth/signup', {
          json: { email: 'anna@example.com', password: 'secret123', username: 'someone' },
        })
      ).body,
    ).toEqual({ detail: 'Email already registered' });
    expect(
      (
        await call('POST', '/auth/signup', {
          json: { email: 'x@example.com', password: 'secret123', username: 'Chef_Anna' },
        })
      ).body,
    ).toEqual({ detail: 'Username already taken' });
    const created = await call('POST', '/auth/signup', {
      json: { email: 'sam@example.com', password: 'secret123', username: 'sam_cooks' },
    });
    expect(created.status).toBe(200);
    expect((await call('GET', '/users/me')).body).toMatchObject({
      username: 'sam_cooks',
      email: 'sam@example.com',
      profile_image_url: null,
      login_streak: 1,
    });
  });

  it('logout clears the session, even without one', async () => {
    expect((await call('POST', '/auth/logout')).status).toBe(200);
    expect((await call('GET', '/users/me')).status).toBe(401);
    expect((await call('POST', '/auth/logout')).status).toBe(200);
    expect((await call('POST', '/auth/logout', { xsrf: false })).status).toBe(403);
  });

  it('the public session probe answers 200 with or without a session', async () => {
    expect((await call('GET', '/auth/session')).body).toEqual({
      has_session: true,
      google_sign_in: true,
    });
    applyScenario('anonymous');
    expect((await call('GET', '/auth/session')).body).toEqual({
      has_session: false,
      google_sign_in: true,
    });
  });

  it('refresh renews an expired access token, fails when revoked or anonymous', async () => {
    expireAccessToken();
    expect((await call('GET', '/recipe/get_all')).status).toBe(401);
    expect((await call('POST', '/auth/refresh')).status).toBe(200);
    expect((await call('GET', '/recipe/get_all')).status).toBe(200);
    revokeRefresh();
    expireAccessToken();
    expect((await call('POST', '/auth/refresh')).status).toBe(401);
    applyScenario('anonymous');
    expect((await call('POST', '/auth/refresh')).status).toBe(401);
  });

  it('Google sign-in redirects through the callback and signs in', async () => {
    applyScenario('anonymous');
    const start = await call('GET', '/auth/login/google');
    expect(start.status).toBe(302);
    const callback = start.headers.get('location') ?? '';
    expect(callback).toMatch(/^\/api\/auth\/callback\/google\?code=/);
    const done = await call('GET', callback.replace(/^\/api/, ''));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/oauth/callback');
    expect(db.session.userId).toBe(1);
    const denied = await call(
      'GET',
      '/auth/callback/google?error=access_denied&error_description=User%20cancelled',
    );
    expect(denied.headers.get('location')).toBe(
      '/oauth/callback?error=access_denied&error_description=User+cancelled',
    );
  });

  it('forgot and reset password', async () => {
    expect((await call('POST', '/auth/forgot-password', { json: { email: 'nope' } })).status).toBe(
      422,
    );
    const unknown = await call('POST', '/auth/forgot-password', {
      json: { email: 'nobody@example.com' },
    });
    const known = await call('POST', '/auth/forgot-password', {
      json: { email: 'anna@example.com' },
    });
    expect(known).toMatchObject({ status: 202, body: unknown.body });
    const [token] = [...db.resetTokens.keys()];
    // The page checks the link when it opens, without using it (issue 29).
    const check = await call('POST', '/auth/reset-password/check', { json: { token } });
    expect(check).toMatchObject({ status: 200, body: { message: 'This reset link is valid.' } });
    expect(db.resetTokens.has(token!)).toBe(true);
    expect(
      await call('POST', '/auth/reset-password/check', { json: { token: 'bogus' } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'This reset link is invalid or has expired.' },
    });
    expect(
      (
        await call('POST', '/auth/reset-password', {
          json: { token: 'bogus', password: 'newpass1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/auth/reset-password', { json: { token, password: 'newpass1' } }))
        .status,
    ).toBe(200);
    expect((await call('POST', '/auth/reset-password/check', { json: { token } })).status).toBe(
      400,
    );
    // The session's refresh family is revoked and the new password works.
    expect((await call('POST', '/auth/refresh')).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { form: { username: 'chef_anna', password: 'newpass1' } }))
        .status,
    ).toBe(200);
  });
});

describe('users', () => {
  it('current user: 200 signed in, 401 anonymous, 404 when the user is gone', async () => {
    expect((await call('GET', '/users/me')).body).toEqual({
      id: 1,
      username: 'chef_anna',
      email: 'anna@example.com',
      profile_image_url: null,
      created_at: '2025-08-17T12:00:00Z',
      last_login: '2025-10-15T12:00:00Z',
      login_streak: 4,
      language: null,
      unit_system: 'metric',
      has_password: true,
    });
    db.users.delete(1);
    expect((await call('GET', '/users/me')).status).toBe(404);
    expect((await call('GET', '/users/me/stats')).status).toBe(404);
    applyScenario('anonymous');
    expect((await call('GET', '/users/me')).status).toBe(401);
    expect((await call('GET', '/users/me/stats')).status).toBe(401);
  });

  it('stats count saved recipes, this week and the streak', async () => {
    expect((await call('GET', '/users/me/stats')).body).toEqual({
      recipes_saved: 14,
      cooked_this_week: 3,
      average_cook_time_minutes: 82.3,
      streak_days: 3,
    });
    applyScenario('newUser');
    expect((await call('GET', '/users/me/stats')).body).toEqual({
      recipes_saved: 0,
      cooked_this_week: 0,
      average_cook_time_minutes: null,
      streak_days: 0,
    });
  });

  it('profile update: own id only, unique username, validated', async () => {
    const updated = await call('PUT', '/users/1', {
      json: { username: 'anna_cooks', profile_image_url: 'profile/1/avatar-1.png' },
    });
    expect(updated.body).toMatchObject({
      username: 'anna_cooks',
      profile_image_url: 'profile/1/avatar-1.png',
    });
    expect((await call('PUT', '/users/2', { json: { username: 'hijack' } })).status).toBe(403);
    const german = await call('PUT', '/users/1', { json: { language: 'de' } });
    expect(german.body).toMatchObject({ username: 'anna_cooks', language: 'de' });
    expect((await call('PUT', '/users/1', { json: { language: 'fr' } })).status).toBe(422);
    expect((await call('PUT', '/users/1', { json: { username: 'other_cook' } })).body).toEqual({
      detail: 'Username already taken',
    });
    expect((await call('PUT', '/users/1', { json: { username: 'ab' } })).status).toBe(422);
    expect((await call('PUT', '/users/1', { json: {} })).status).toBe(422);
    expect(
      (await call('PUT', '/users/1', { json: { profile_image_url: null } })).body,
    ).toMatchObject({ profile_image_url: null });
    applyScenario('anonymous');
    expect((await call('PUT', '/users/1', { json: { username: 'x_y_z' } })).status).toBe(401);
  });
});

describe('standing preferences', () => {
  it('read and replaced by the signed-in user, validated, XSRF on the write', async () => {
    expect((await call('GET', '/users/me/preferences')).body).toEqual({
      allergens: [],
      diets: [],
      dislikes: [],
    });
    const saved = await call('PUT', '/users/me/preferences', {
      json: { allergens: ['peanut'], diets: ['halal'], dislikes: ['pork'] },
    });
    expect(saved.body).toEqual({ allergens: ['peanut'], diets: ['halal'], dislikes: ['pork'] });
    expect(
      (
        await call('PUT', '/users/me/preferences', {
          json: { allergens: [], diets: [], dislikes: ['pork', 'Pork'] },
        })
      ).status,
    ).toBe(422);
    expect(
      (await call('PUT', '/users/me/preferences', { json: { allergens: [], diets: [] } })).status,
    ).toBe(422);
    expect(
      (
        await call('PUT', '/users/me/preferences', {
          json: { allergens: [], diets: [], dislikes: [] },
          xsrf: false,
        })
      ).status,
    ).toBe(403);
    applyScenario('anonymous');
    expect((await call('GET', '/users/me/preferences')).status).toBe(401);
  });
});

describe('API tokens', () => {
  it('created (the secret once), listed without it, revoked; validated, XSRF on writes, own only', async () => {
    expect((await call('GET', '/users/me/tokens')).body).toEqual([]);
    const created = await call('POST', '/users/me/tokens', {
      json: { name: '  Home Assistant ', scope: 'read' },
    });
    expect(created.status).toBe(201);
    const token = created.body as { id: number; name: string; token: string; prefix: string };
    expect(token).toMatchObject({ name: 'Home Assistant', scope: 'read', last_used_at: null });
    expect(token.token).toMatch(/^sous_pat_[\w-]{43}$/);
    expect(token.prefix).toBe(token.token.slice(0, 12));
    const listed = (await call('GET', '/users/me/tokens')).body as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('token');
    expect(
      detailLocs(
        (await call('POST', '/users/me/tokens', { json: { name: '  ', scope: 'write' } })).body,
      ),
    ).toEqual(['body.name']);
    expect(
      (await call('POST', '/users/me/tokens', { json: { name: 'x', scope: 'admin' } })).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/users/me/tokens', {
          json: { name: 'Backup', scope: 'write' },
          xsrf: false,
        })
      ).status,
    ).toBe(403);
    // Another cook's token: never listed, and 404 to revoke.
    const theirs = nextId('apiTokens');
    db.apiTokens.set(theirs, {
      id: theirs,
      user_id: OTHER_COOK.id,
      name: 'Theirs',
      scope: 'write',
      prefix: 'sous_pat_abc',
      created_at: '2026-11-01T10:00:00Z',
      last_used_at: null,
      secret: 'sous_pat_abc',
    });
    expect((await call('GET', '/users/me/tokens')).body).toHaveLength(1);
    expect((await call('DELETE', `/users/me/tokens/${theirs}`)).status).toBe(404);
    expect((await call('DELETE', `/users/me/tokens/${token.id}`)).body).toEqual({
      message: 'Token revoked',
    });
    expect((await call('DELETE', `/users/me/tokens/${token.id}`)).status).toBe(404);
    expect((await call('GET', '/users/me/tokens')).body).toEqual([]);
    applyScenario('anonymous');
    expect((await call('GET', '/users/me/tokens')).status).toBe(401);
  });
});

describe('account rights', () => {
  it('exports a zip with account.json and the own files only', async () => {
    const res = await call('GET', '/users/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sous-export-chef_anna-/,
    );
    const bytes = Buffer.from(await (await fetch(`${ORIGIN}/api/users/me/export`)).arrayBuffer());
    const entries = readZip(bytes);
    const archive = JSON.parse(entries.at(-1)!.data.toString('utf8')) as {
      user: { username: string };
      recipes: { id: number }[];
      files: { path: string }[];
      shopping_list: { items: { name: string; checked_at: string | null }[]; pantry: string[] };
    };
    expect(entries.at(-1)!.name).toBe('account.json');
    expect(archive.user.username).toBe('chef_anna');
    expect(archive.recipes).toHaveLength(14);
    // The cook's shopping list as stored (the eggs checked off, kitchen roll typed) and the pantry.
    expect(archive.shopping_list.pantry).toEqual(['salt', 'black pepper']);
    expect(archive.shopping_list.items.find((line) => line.name === 'kitchen roll')).toMatchObject({
      manual: true,
      checked_at: null,
    });
    expect(
      archive.shopping_list.items.find((line) => line.name === 'eggs')?.checked_at,
    ).not.toBeNull();
    expect(entries.slice(0, -1).map((e) => e.name)).toEqual(archive.files.map((f) => f.path));
    applyScenario('anonymous');
    expect((await call('GET', '/users/me/export')).status).toBe(401);
  });

  it('changes the password with the current one; a wrong one is a 422 item', async () => {
    const wrong = await call('POST', '/users/me/password', {
      json: { current_password: 'nope', new_password: 'new-secret' },
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'current_password'],
            msg: 'Current password is incorrect',
            type: 'password_incorrect',
          },
        ],
      },
    });
    expect(
      (
        await call('POST', '/users/me/password', {
          json: { current_password: 'secret123', new_password: '12' },
        })
      ).status,
    ).toBe(422);
    const ok = await call('POST', '/users/me/password', {
      json: { current_password: 'secret123', new_password: 'new-secret' },
    });
    expect(ok.status).toBe(200);
    expect(db.users.get(1)!.password).toBe('new-secret');
    expect(
      (
        await call('POST', '/users/me/password', {
          json: { current_password: 'x', new_password: 'y12345' },
          xsrf: false,
        })
      ).status,
    ).toBe(403);
  });

  it('changes the email only when the link is opened; 409 for a taken address', async () => {
    expect(
      (
        await call('POST', '/users/me/email', {
          json: { email: 'other@example.com', password: 'secret123' },
        })
      ).status,
    ).toBe(409);
    const sent = await call('POST', '/users/me/email', {
      json: { email: 'anna.new@example.com', password: 'secret123' },
    });
    expect(sent.status).toBe(202);
    expect(db.users.get(1)!.email).toBe('anna@example.com');
    applyScenario('anonymous');
    expect((await call('POST', '/auth/confirm-email', { json: { token: 'nope' } })).body).toEqual({
      detail: 'This confirmation link is invalid or has expired.',
    });
  });

  it('confirms a mailed link and deletes the account with everything of it', async () => {
    await call('POST', '/users/me/email', {
      json: { email: 'anna.new@example.com', password: 'secret123' },
    });
    expect(
      (await call('POST', '/auth/confirm-email', { json: { token: 'email-change-1-1' } })).status,
    ).toBe(200);
    expect(db.users.get(1)!.email).toBe('anna.new@example.com');
    const wrong = await call('POST', '/users/me/delete', { json: { password: 'nope' } });
    expect(detailLocs(wrong.body)).toEqual(['body.password']);
    const deleted = await call('POST', '/users/me/delete', { json: { password: 'secret123' } });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Your account and all of its data have been deleted.' },
    });
    expect(db.users.has(1)).toBe(false);
    expect([...db.recipes.values()].some((r) => r.owner_id === 1)).toBe(false);
    expect([...db.shopping.values()].some((line) => line.user_id === 1)).toBe(false);
    expect(db.pantry.has(1)).toBe(false);
    expect([...db.files.keys()].some((k) => k.startsWith('profile/1/'))).toBe(false);
    expect(db.session.userId).toBeNull();
    expect((await call('GET', '/users/me')).status).toBe(401);
  });
});

describe('files', () => {
  it('uploads an image and serves the same bytes', async () => {
    const uploaded = await call('POST', '/files/public-upload', {
      multipart: { user_id: '1', category: 'profile', file: upload(PNG, 'me.png') },
    });
    expect(uploaded.status).toBe(201);
    const key = uploaded.body as string;
    expect(key).toBe('profile/1/avatar-1.png');
    const served = await fetch(`${ORIGIN}/api/files/serve/${key}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    succeeded.add('serveFile');
  });

  it('rejects non-images, other users, missing fields and anonymous uploads', async () => {
    const text = upload('hello', 'notes.txt', 'text/plain');
    expect(
      (
        await call('POST', '/files/public-upload', {
          multipart: { user_id: '1', category: 'profile', file: text },
        })
      ).body,
    ).toEqual({ detail: 'Only image files are allowed' });
    expect(
      (
        await call('POST', '/files/public-upload', {
          multipart: { user_id: '2', category: 'profile', file: upload(PNG, 'a.png') },
        })
      ).status,
    ).toBe(403);
    const missing = await call('POST', '/files/public-upload', {
      multipart: { user_id: '1', category: 'banner' },
    });
    expect(missing.status).toBe(422);
    expect(detailLocs(missing.body).sort()).toEqual(['body.category', 'body.file']);
    applyScenario('anonymous');
    expect(
      (
        await call('POST', '/files/public-upload', {
          multipart: { user_id: '1', category: 'profile', file: upload(PNG, 'a.png') },
        })
      ).status,
    ).toBe(401);
  });

  it('serves seeded illustrations by key (slashes literal or encoded); unknown keys are 404', async () => {
    const svg = await call('GET', '/files/serve/recipes/1/illustration.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect((await call('GET', '/files/serve/recipes%2F2%2Fillustration.svg')).status).toBe(200);
    expect((await call('GET', '/files/serve/nope/missing.png')).status).toBe(404);
    expect((await call('GET', '/files/serve/a/../b.png')).status).toBe(404);
  });
});

describe('recipes', () => {
  it('lists saved recipes newest first', async () => {
    const list = (await call('GET', '/recipe/get_all')).body as {
      id: number;
      created_at: string;
    }[];
    expect(list).toHaveLength(14);
    expect(list[0]!.id).toBe(RECIPE_IDS.lemonCake);
    const dates = list.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    applyScenario('anonymous');
    expect((await call('GET', '/recipe/get_all')).status).toBe(401);
  });

  it('pages the saved recipes: the first page of newest equals the head of get_all', async () => {
    const all = (await call('GET', '/recipe/get_all')).body as { id: number }[];
    const page = (await call('GET', '/recipe/list?limit=4')).body as {
      items: { id: number }[];
      next_cursor: string | null;
    };
    expect(page.items.map((r) => r.id)).toEqual(all.slice(0, 4).map((r) => r.id));
    expect(page.next_cursor).not.toBeNull();
    expect((await call('GET', '/recipe/list?limit=101')).status).toBe(422);
  });

  it('gets own recipes; another user id is 404; bad ids are 422', async () => {
    const risotto = await call('GET', `/recipe/${RECIPE_IDS.risotto}/get`);
    expect(risotto.body).toMatchObject({ baseServings: 2, is_saved: true });
    expect((await call('GET', `/recipe/${RECIPE_IDS.paella}/get`)).body).toMatchObject({
      nutrition: null,
    });
    expect((await call('GET', `/recipe/${RECIPE_IDS.otherCooksGoulash}/get`)).status).toBe(404);
    expect((await call('GET', '/recipe/999/get')).status).toBe(404);
    expect((await call('GET', '/recipe/0/get')).status).toBe(422);
    expect((await call('GET', '/recipe/abc/get')).status).toBe(422);
  });

  it('saves, marks cooked and deletes (also from collections)', async () => {
    expect((await call('POST', `/recipe/${RECIPE_IDS.curry}/save`)).status).toBe(200);
    expect((await call('POST', `/recipe/${RECIPE_IDS.otherCooksGoulash}/save`)).status).toBe(404);
    expect((await call('POST', `/recipe/${RECIPE_IDS.curry}/cooked`)).status).toBe(201);
    expect((await call('POST', `/recipe/${RECIPE_IDS.otherCooksGoulash}/cooked`)).status).toBe(404);
    expect(
      (await call('DELETE', `/recipe/${RECIPE_IDS.curry}/delete`, { xsrf: false })).status,
    ).toBe(403);
    expect((await call('DELETE', `/recipe/${RECIPE_IDS.curry}/delete`)).status).toBe(200);
    expect((await call('GET', `/recipe/${RECIPE_IDS.curry}/get`)).status).toBe(404);
    const weeknight = await call('GET', `/collection/${COLLECTION_IDS.weeknight}`);
    expect((weeknight.body as { recipe_ids: number[] }).recipe_ids).not.toContain(RECIPE_IDS.curry);
    expect((await call('DELETE', `/recipe/${RECIPE_IDS.otherCooksGoulash}/delete`)).status).toBe(
      404,
    );
  });

  it('rates and notes a recipe like the server: trimmed, partial, cleared, validated, owner only', async () => {
    const url = `/recipe/${RECIPE_IDS.curry}/rating-notes`;
    const rated = await call('PATCH', url, { json: { rating: 4, note: '  less salt next time ' } });
    expect(rated.status).toBe(200);
    expect(rated.body).toEqual({ rating: 4, note: 'less salt next time' });
    expect((await call('PATCH', url, { json: { rating: 5 } })).body).toEqual({
      rating: 5,
      note: 'less salt next time',
    });
    expect((await call('GET', `/recipe/${RECIPE_IDS.curry}/get`)).body).toMatchObject({
      rating: 5,
      note: 'less salt next time',
    });
    expect((await call('PATCH', url, { json: { rating: 6 } })).status).toBe(422);
    expect(detailLocs((await call('PATCH', url, { json: { rating: 0 } })).body)).toEqual([
      'body.rating',
    ]);
    expect((await call('PATCH', url, { json: { note: 'a'.repeat(2001) } })).status).toBe(422);
    expect((await call('PATCH', url, { json: {} })).status).toBe(422);
    expect((await call('PATCH', url, { json: { rating: 1 }, xsrf: false })).status).toBe(403);
    expect(
      (
        await call('PATCH', `/recipe/${RECIPE_IDS.otherCooksGoulash}/rating-notes`, {
          json: { rating: 1 },
        })
      ).status,
    ).toBe(404);
    // The list: rated first (highest first), the note is searched.
    await call('PATCH', `/recipe/${RECIPE_IDS.risotto}/rating-notes`, { json: { rating: 3 } });
    const byRating = (await call('GET', '/recipe/list?sort=rating&limit=3')).body as {
      items: { id: number; rating: number | null }[];
    };
    expect(byRating.items.map((r) => [r.id, r.rating])).toEqual([
      [RECIPE_IDS.curry, 5],
      [RECIPE_IDS.risotto, 3],
      [expect.any(Number), null],
    ]);
    const found = (await call('GET', '/recipe/list?q=LESS%20SALT')).body as {
      items: { id: number }[];
    };
    expect(found.items.map((r) => r.id)).toEqual([RECIPE_IDS.curry]);
    expect((await call('PATCH', url, { json: { note: '   ' } })).body).toEqual({
      rating: 5,
      note: null,
    });
  });

  it('turns a public share link on, reads it and revokes it; XSRF and ownership as everywhere', async () => {
    const path = `/recipe/${RECIPE_IDS.curry}/share`;
    expect((await call('GET', path)).body).toEqual({ enabled: false, url: null });
    expect((await call('POST', path, { xsrf: false })).status).toBe(403);
    const on = await call('POST', path);
    expect(on.status).toBe(200);
    expect((await call('GET', path)).body).toEqual(on.body);
    expect((await call('DELETE', path)).body).toEqual({ enabled: false, url: null });
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(method, `/recipe/${RECIPE_IDS.otherCooksGoulash}/share`)).status).toBe(
        404,
      );
    expect((await call('GET', '/recipe/0/share')).status).toBe(422);
  });

  it("saves another cook's shared recipe as the visitor's own copy; unknown links 404", async () => {
    const path = `/shared/${SHARE_TOKENS.othersGoulash}/save`;
    expect((await call('POST', path, { xsrf: false })).status).toBe(403);
    const saved = await call('POST', path);
    expect(saved.status).toBe(201);
    const copy = saved.body as { already_yours: boolean; recipe_id: number };
    expect(copy.already_yours).toBe(false);
    expect((await call('GET', `/recipe/${copy.recipe_id}/get`)).status).toBe(200);
    expect((await call('POST', '/shared/NoSuchShareToken0000001/save')).status).toBe(404);
  });

  it('exports JSON-LD and imports it back (pasted, file, URL table); precise 422s; ownership', async () => {
    const one = await call('GET', `/recipe/${RECIPE_IDS.curry}/export`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(
      'attachment; filename="chickpea-and-spinach-curry.jsonld"',
    );
    expect((one.body as { name: string }).name).toBe('Chickpea and Spinach Curry');
    expect((await call('GET', `/recipe/${RECIPE_IDS.otherCooksGoulash}/export`)).status).toBe(404);
    const library = await call('GET', '/recipe/export');
    expect(library.headers.get('content-disposition')).toBe(
      'attachment; filename="sous-library.jsonld"',
    );
    const exported = library.body as { name: string }[];
    const before = exported.length;
    expect(before).toBeGreaterThan(1);

    const pasted = await call('POST', '/recipe/import', { json: { jsonld: library.text } });
    expect(pasted.status).toBe(201);
    expect((pasted.body as { recipes: { title: string }[] }).recipes.map((r) => r.title)).toEqual(
      exported.map((r) => r.name),
    );
    expect(((await call('GET', '/recipe/export')).body as unknown[]).length).toBe(2 * before);

    const file = await call('POST', '/recipe/import', {
      multipart: { file: upload(JSON.stringify(exported[0]), 'one.jsonld', 'application/ld+json') },
    });
    expect(file.status).toBe(201);
    // Archives start a job, which stores the recipes as it is polled; the report names each.
    for (const [name, format] of [
      ['paprika.paprikarecipes', 'paprika'],
      ['mealie-backup.zip', 'mealie'],
      ['tandoor-export.zip', 'tandoor'],
      ['nextcloud-cookbook.zip', 'nextcloud'],
      ['schema-org.zip', 'schema.org'],
      ['schema-org.json', 'schema.org'],
    ] as const) {
      const started = await call('POST', '/recipe/import-archive', {
        multipart: {
          file: upload(readFileSync(`tests/fixtures/archives/${name}`), name),
          duplicates: 'keep',
        },
      });
      expect(started.status, name).toBe(202);
      const job = started.body as { id: string; status: string; done: number };
      expect(started.headers.get('location'), name).toBe(`/api/import-jobs/${job.id}`);
      expect(job, name).toMatchObject({ status: 'queued', format, total: 3, done: 0 });
      let polled: { status: string; done: number } = job;
      for (let polls = 0; polls < 10 && polled.status !== 'done'; polls++)
        polled = (await call('GET', `/import-jobs/${job.id}`)).body as typeof polled;
      expect(polled, name).toMatchObject({
        status: 'done',
        done: 3,
        current_title: null,
        counts: { imported: 3, skipped: 0, failed: 0, not_imported: 0 },
        report: [
          { index: 0, title: 'Tomato soup', outcome: 'imported' },
          { index: 1, title: 'Pancakes', outcome: 'imported' },
          { index: 2, title: 'Garlic bread', outcome: 'imported' },
        ],
      });
    }
    // Skipping duplicates: the same archive again adds nothing; cancelling reports the rest.
    const paprika = () =>
      upload(readFileSync('tests/fixtures/archives/paprika.paprikarecipes'), 'p.paprikarecipes');
    const again = await call('POST', '/recipe/import-archive', { multipart: { file: paprika() } });
    const againId = (again.body as { id: string }).id;
    expect(
      (await call('POST', '/recipe/import-archive', { multipart: { file: paprika() } })).body,
    ).toEqual({ detail: IMPORT_JOB_RUNNING });
    expect((await call('GET', `/import-jobs/${againId}`)).body).toMatchObject({
      status: 'running',
      done: 0,
      current_title: 'Tomato soup',
    });
    expect((await call('GET', `/import-jobs/${againId}`)).body).toMatchObject({
      status: 'running',
      done: 1,
      current_title: 'Pancakes',
      report: [{ index: 0, title: 'Tomato soup', outcome: 'skipped_duplicate', recipe_id: null }],
    });
    const cancelled = await call('POST', `/import-jobs/${againId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      done: 1,
      counts: { imported: 0, skipped: 1, failed: 0, not_imported: 2 },
      report: [
        { outcome: 'skipped_duplicate' },
        { title: 'Pancakes', outcome: 'not_imported' },
        { title: 'Garlic bread', outcome: 'not_imported' },
      ],
    });
    expect((await call('GET', `/import-jobs/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call('POST', `/import-jobs/${crypto.randomUUID()}/cancel`)).status).toBe(404);
    const notArchive = await call('POST', '/recipe/import-archive', {
      multipart: { file: upload('%PDF-1.7', 'x.zip') },
    });
    expect(notArchive.status).toBe(422);
    expect((notArchive.body as { detail: { type: string }[] }).detail[0]!.type).toBe(
      'archive_not_recognised',
    );
    const fromUrl = await call('POST', '/recipe/import', {
      json: { url: 'https://www.example.com/recipes/weeknight' },
    });
    expect((fromUrl.body as { recipes: { title: string }[] }).recipes.map((r) => r.title)).toEqual([
      'Tomato Spaghetti',
      'Egg Fried Rice',
      'Cucumber Salad',
    ]);
    const soup = await call('POST', '/recipe/import', {
      json: { url: 'https://www.example.com/recipes/lemon-chickpea-soup' },
    });
    const soupId = (soup.body as { recipes: { id: number }[] }).recipes[0]!.id;
    expect((await call('GET', `/recipe/${soupId}/get`)).body).toMatchObject({
      title: 'Lemon Chickpea Soup',
      total_time_minutes: 35,
      baseServings: 2,
      ingredients: [
        { quantity: 400, unit: 'g', name: 'chickpeas' },
        { quantity: 1.5, unit: 'cup', name: 'vegetable broth' },
        { quantity: 2, unit: 'tbsp', name: 'olive oil' },
        { quantity: 1, unit: '', name: 'lemon' },
        { quantity: null, unit: '', name: 'salt' },
      ],
    });
    const steps = (await call('GET', `/instruction/${soupId}`)).body as { timer: number | null }[];
    expect(steps.map((s) => s.timer)).toEqual([null, 1200, null]);

    const failures: [CallOptions, string, string][] = [
      [{ json: { jsonld: '{"@type":' } }, 'body.jsonld', 'import_invalid_json'],
      [{ json: { jsonld: '<p>no recipe</p>' } }, 'body.jsonld', 'import_no_recipe'],
      [{ json: { url: 'https://www.example.com/blog/no-recipe' } }, 'body.url', 'import_no_recipe'],
      [{ json: { url: 'http://127.0.0.1:8080/' } }, 'body.url', 'import_address_not_allowed'],
      [{ json: { url: 'http://169.254.169.254/' } }, 'body.url', 'import_address_not_allowed'],
      [{ json: { url: 'ftp://example.com/x' } }, 'body.url', 'import_invalid_url'],
      [{ json: { url: 'https://unknown.example.org/' } }, 'body.url', 'import_fetch_failed'],
      [{ json: { url: 'https://slow.example.com/recipe' } }, 'body.url', 'import_timeout'],
      [{ json: { url: 'https://www.example.com/huge-page' } }, 'body.url', 'import_too_large'],
      [
        { multipart: { file: upload(new Uint8Array(2 * 1024 * 1024 + 1), 'big.json') } },
        'body.file',
        'import_too_large',
      ],
    ];
    for (const [options, loc, type] of failures) {
      const res = await call('POST', '/recipe/import', options);
      expect(res.status, type).toBe(422);
      expect(detailLocs(res.body)).toEqual([loc]);
      expect((res.body as { detail: { type: string }[] }).detail[0]!.type).toBe(type);
    }
    expect((await call('POST', '/recipe/import', { json: {} })).status).toBe(422);
    expect(
      (await call('POST', '/recipe/import', { json: { jsonld: '[]' }, xsrf: false })).status,
    ).toBe(403);
  });
});

describe('the library limit', () => {
  /** Fills the signed-in cook's library up to `saved` saved recipes with copies of the curry. */
  const fillLibrary = (saved: number) => {
    const template = db.recipes.get(RECIPE_IDS.curry)!;
    let own = [...db.recipes.values()].filter(
      (r) => r.owner_id === template.owner_id && r.is_saved,
    ).length;
    for (; own < saved; own++) {
      const id = nextId('recipes');
      db.recipes.set(id, { ...template, id, title: `Curry ${own}` });
    }
  };
  const FULL =
    'Your library can hold at most 10000 recipes. Delete some to make room for new ones.';
  const savedCount = () =>
    [...db.recipes.values()].filter((r) => r.owner_id === db.session.userId && r.is_saved).length;

  it('answers 409 at 10,000 saved recipes to save, create, editing a draft and import, as on the server', async () => {
    fillLibrary(10_000);
    const template = db.recipes.get(RECIPE_IDS.curry)!;
    const draftId = nextId('recipes');
    db.recipes.set(draftId, { ...template, id: draftId, title: 'A draft', is_saved: false });
    const input = {
      title: 'Lentil Soup',
      description: '',
      servings: 2,
      total_time_minutes: 30,
      difficulty: 'easy',
      image_url: null,
      ingredients: [{ quantity: 200, unit: 'g', name: 'red lentils' }],
      steps: [{ text: 'Simmer.', timer: null }],
    };
    const refusals = [
      await call('POST', `/recipe/${draftId}/save`),
      await call('POST', '/recipe/create', { json: input }),
      await call('PUT', `/recipe/${draftId}/update`, { json: input }),
      await call('POST', '/recipe/import', {
        json: { url: 'https://www.example.com/recipes/weeknight' },
      }),
    ];
    for (const res of refusals) expect(res).toMatchObject({ status: 409, body: { detail: FULL } });
    expect(db.recipes.get(draftId)).toMatchObject({ title: 'A draft', is_saved: false });
    // A saved recipe saves and edits as before.
    expect((await call('POST', `/recipe/${RECIPE_IDS.curry}/save`)).status).toBe(200);
    expect((await call('PUT', `/recipe/${RECIPE_IDS.curry}/update`, { json: input })).status).toBe(
      200,
    );

    // With room for one, an import of three adds none and says how many fit.
    expect((await call('DELETE', `/recipe/${RECIPE_IDS.risotto}/delete`)).status).toBe(200);
    const three = await call('POST', '/recipe/import', {
      json: { url: 'https://www.example.com/recipes/weeknight' },
    });
    expect(three).toMatchObject({
      status: 409,
      body: {
        detail:
          'This import has 3 recipes, but your library has room for only 1 more (at most 10000). Delete some recipes or import fewer.',
      },
    });
    expect(savedCount()).toBe(9_999);
    expect((await call('POST', `/recipe/${draftId}/save`)).status).toBe(200);
    expect(savedCount()).toBe(10_000);
  });
});

describe('recipes written by hand', () => {
  const SOUP = {
    title: 'Lentil Soup',
    description: 'Red lentils and carrots.',
    servings: 4,
    total_time_minutes: 40,
    difficulty: 'easy',
    image_url: null,
    ingredients: [
      { quantity: 250, unit: 'g', name: 'red lentils' },
      { quantity: 2, unit: '', name: 'carrots' },
      { quantity: 100, unit: 'g', name: 'feta' },
      { quantity: 1, unit: 'tbsp', name: "Grandma's zorblax" },
    ],
    steps: [
      { text: 'Chop the carrots. Rinse the lentils.', timer: null },
      { text: 'Simmer for 20 minutes.', timer: 1200 },
    ],
  };

  it('creates a saved recipe with nutrition, not-counted names and its steps', async () => {
    const created = await call('POST', '/recipe/create', { json: SOUP });
    expect(created.status).toBe(201);
    const recipe = created.body as { id: number; nutrition: { calories: unknown } };
    expect(created.body).toMatchObject({
      title: 'Lentil Soup',
      baseServings: 4,
      food_category: 'vegetarian',
      allergens: ['milk'],
      is_saved: true,
      nutrition_not_counted: ["Grandma's zorblax"],
    });
    // The server's figure: the mock computes with the kitchen catalogue (decision record 0039).
    expect(recipe.nutrition.calories).toEqual({ amount: 302, unit: 'kcal', dv: 15 });
    expect((await call('GET', `/instruction/${recipe.id}`)).body).toEqual([
      {
        heading: 'Chop the carrots',
        description: 'Chop the carrots. Rinse the lentils.',
        animation: 'chopping.json',
        timer: null,
      },
      {
        heading: 'Simmer for 20 minutes',
        description: 'Simmer for 20 minutes.',
        animation: 'simmering.json',
        timer: 1200,
      },
    ]);
    const list = (await call('GET', '/recipe/get_all')).body as { id: number }[];
    expect(list[0]!.id).toBe(recipe.id);
  });

  it('updates an own recipe; images, XSRF, ownership and validation as on the server', async () => {
    const path = `/recipe/${RECIPE_IDS.curry}/update`;
    const updated = await call('PUT', path, {
      json: { ...SOUP, title: 'Curry, my way', image_url: 'recipes/1/illustration.svg' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: RECIPE_IDS.curry, title: 'Curry, my way' });
    expect((await call('PUT', path, { json: SOUP, xsrf: false })).status).toBe(403);
    const foreign = await call('PUT', `/recipe/${RECIPE_IDS.otherCooksGoulash}/update`, {
      json: SOUP,
    });
    expect(foreign.status).toBe(404);
    const stranger = await call('PUT', path, {
      json: { ...SOUP, image_url: 'profile/2/avatar-1.png' },
    });
    expect(stranger.status).toBe(422);
    expect(detailLocs(stranger.body)).toEqual(['body.image_url']);
    const photo = await call('POST', '/files/public-upload', {
      multipart: { user_id: '1', category: 'recipe', file: upload(PNG, 'soup.png') },
    });
    expect(photo.body).toBe('recipe/1/photo-1.png');
    expect(
      (await call('PUT', path, { json: { ...SOUP, image_url: photo.body } })).body,
    ).toMatchObject({ image_url: 'recipe/1/photo-1.png' });
    const invalid = await call('POST', '/recipe/create', {
      json: { ...SOUP, title: ' ', steps: [] },
    });
    expect(detailLocs(invalid.body)).toEqual(['body.title', 'body.steps']);
  });
});

describe('collections', () => {
  it('lists own collections with counts and previews', async () => {
    const list = (await call('GET', '/collection/all')).body as {
      name: string;
      recipe_count: number;
      preview_image_urls: string[];
    }[];
    expect(list.map((c) => [c.name, c.recipe_count, c.preview_image_urls.length])).toEqual([
      ['Weeknight Dinners', 5, 4],
      ['Sunday Baking', 1, 1],
      ['Party Food', 0, 0],
    ]);
  });

  it("gets one with recipes; another user's is 404", async () => {
    const baking = await call('GET', `/collection/${COLLECTION_IDS.baking}`);
    expect(baking.body).toMatchObject({ recipe_ids: [RECIPE_IDS.lemonCake], recipe_count: 1 });
    expect((await call('GET', `/collection/${COLLECTION_IDS.othersFavourites}`)).status).toBe(404);
    expect((await call('GET', '/collection/0')).status).toBe(422);
  });

  it('creates with a trimmed name; blank or too long names are 422', async () => {
    const created = await call('POST', '/collection/create', {
      json: { name: '  Brunch  ', description: 'Lazy mornings' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Brunch', description: 'Lazy mornings', recipe_count: 0 },
    });
    expect((await call('POST', '/collection/create', { json: { name: '   ' } })).status).toBe(422);
    expect(
      (await call('POST', '/collection/create', { json: { name: 'x'.repeat(81) } })).status,
    ).toBe(422);
    expect((await call('POST', '/collection/create', { json: {} })).status).toBe(422);
  });

  it('keeps a user at 500 collections: the next create is 409 with the limit, as on the server', async () => {
    const mine = (await call('GET', '/collection/all')).body as { id: number }[];
    const template = db.collections.get(mine[0]!.id)!;
    for (let i = mine.length; i < 500; i++) {
      const id = nextId('collections');
      db.collections.set(id, { ...template, id, name: `List ${i}`, recipe_ids: [] });
    }
    const over = await call('POST', '/collection/create', { json: { name: 'One too many' } });
    expect(over).toMatchObject({
      status: 409,
      body: {
        detail: 'You can keep at most 500 collections. Delete one to make room for a new one.',
      },
    });
    expect((await call('GET', '/collection/all')).body).toHaveLength(500);
  });

  it('replaces recipe ids with own recipes only', async () => {
    const party = `/collection/${COLLECTION_IDS.party}/recipes`;
    const updated = await call('PATCH', party, { json: { recipe_ids: [3, 7, 5] } });
    expect(updated.body).toMatchObject({ recipe_ids: [3, 7, 5], recipe_count: 3 });
    expect((await call('PATCH', party, { json: { recipe_ids: [3, 15] } })).status).toBe(404);
    expect((await call('PATCH', party, { json: { recipe_ids: [3, 3] } })).status).toBe(422);
    expect(
      (
        await call('PATCH', `/collection/${COLLECTION_IDS.othersFavourites}/recipes`, {
          json: { recipe_ids: [] },
        })
      ).status,
    ).toBe(404);
  });

  it("lists a recipe's collections", async () => {
    const list = (await call('GET', `/collection/recipe/${RECIPE_IDS.salmon}/collections`))
      .body as { id: number }[];
    expect(list.map((c) => c.id)).toEqual([COLLECTION_IDS.weeknight]);
    expect(
      (await call('GET', `/collection/recipe/${RECIPE_IDS.otherCooksGoulash}/collections`)).status,
    ).toBe(404);
  });
});

describe('preparing', () => {
  it('generates options, regenerates, saves one and finishes the session', async () => {
    expect((await call('POST', '/preparing/generate', { json: { prompt: 'ab' } })).status).toBe(
      422,
    );
    const generated = await call('POST', '/preparing/generate', {
      json: { prompt: 'something warming', written_ingredients: 'chicken, leeks, potatoes' },
    });
    expect(generated.body).toMatchObject({
      generation: 1,
      language: 'en',
      ignored_words: [],
      ignored_ingredients: [],
    });
    const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
    const options = (await call('GET', `/preparing/${sessionId}/get_options`)).body as {
      id: number;
      title: string;
      allergens: string[];
      calories: number;
    }[];
    expect(options).toHaveLength(4);
    // Warming dishes of the book that use the leeks and potatoes, with their own allergens.
    expect(options[0]).toMatchObject({
      title: 'German Potato Soup',
      allergens: ['milk', 'celery'],
      calories: Math.round(bookDish('kartoffelsuppe').nutrition.calories.amount),
    });
    expect((await call('GET', '/preparing/capabilities')).body).toEqual({ photo_reading: 'text' });
    const draft = (await call('GET', `/recipe/${options[0]!.id}/get`)).body;
    expect(draft).toMatchObject({ is_saved: false, food_category: 'pork', baseServings: 4 });
    expect((await call('GET', `/preparing/${sessionId}/image-analysis`)).status).toBe(404);

    expect((await call('POST', `/recipe/${options[1]!.id}/save`)).status).toBe(200);
    const regenerated = await call('POST', '/preparing/generate', {
      json: {
        prompt: 'something warming',
        written_ingredients: 'chicken, leeks, potatoes',
        preparing_session_id: sessionId,
      },
    });
    expect(regenerated.body).toMatchObject({ preparing_session_id: sessionId, generation: 2 });
    const again = (await call('GET', `/preparing/${sessionId}/get_options`)).body as {
      id: number;
      title: string;
    }[];
    expect(again.map((o) => o.id)).not.toContain(options[0]!.id);
    expect(again.filter((o) => options.some((first) => first.title === o.title))).toEqual([]);
    // The unsaved drafts were replaced; the saved one stays in the library.
    expect((await call('GET', `/recipe/${options[0]!.id}/get`)).status).toBe(404);
    expect((await call('GET', `/recipe/${options[1]!.id}/get`)).status).toBe(200);

    expect((await call('DELETE', `/preparing/${sessionId}/finish`)).status).toBe(200);
    expect((await call('GET', `/recipe/${again[0]!.id}/get`)).status).toBe(404);
    expect((await call('GET', `/recipe/${options[1]!.id}/get`)).status).toBe(200);
    expect((await call('GET', `/preparing/${sessionId}/get_options`)).status).toBe(404);
    expect((await call('DELETE', `/preparing/${sessionId}/finish`)).status).toBe(404);
    expect(
      (
        await call('POST', '/preparing/generate', {
          json: { prompt: 'soup', preparing_session_id: 999 },
        })
      ).status,
    ).toBe(404);
  });

  it("keeps what a generation ignored with the session; another user's session is 404", async () => {
    const generated = await call('POST', '/preparing/generate', {
      json: { prompt: 'spicy xkcd stew', written_ingredients: 'carrots, brrr' },
    });
    expect(generated.body).toMatchObject({
      ignored_words: ['xkcd'],
      ignored_ingredients: ['brrr'],
    });
    const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
    expect((await call('GET', `/preparing/${sessionId}/details`)).body).toEqual({
      preparing_session_id: sessionId,
      generation: 1,
      ignored_words: ['xkcd'],
      ignored_ingredients: ['brrr'],
      notice: null,
    });
    await call('POST', '/preparing/generate', {
      json: { prompt: 'spicy stew', preparing_session_id: sessionId },
    });
    expect((await call('GET', `/preparing/${sessionId}/details`)).body).toEqual({
      preparing_session_id: sessionId,
      generation: 2,
      ignored_words: [],
      ignored_ingredients: [],
      notice: null,
    });
    db.preparingSessions.get(sessionId)!.owner_id = 2;
    expect((await call('GET', `/preparing/${sessionId}/details`)).status).toBe(404);
    expect((await call('GET', '/preparing/0/details')).status).toBe(422);
  });

  it('analyses a photo and generates with its key', async () => {
    const analysed = await call('POST', '/preparing/image-analysis', {
      multipart: { file: upload(PNG, 'fridge.png', 'image/png') },
    });
    expect(analysed.body).toEqual({
      image_key: 'analysis/1/photo-1.png',
      ingredients: ['tomatoes', 'mozzarella', 'basil'],
    });
    const empty = await call('POST', '/preparing/image-analysis', {
      multipart: { file: upload(PNG, 'empty-shelf.png') },
    });
    expect((empty.body as { ingredients: string[] }).ingredients).toEqual([]);
    expect(
      (
        await call('POST', '/preparing/image-analysis', {
          multipart: { file: upload('plain text', 'list.txt') },
        })
      ).status,
    ).toBe(415);
    expect((await call('POST', '/preparing/image-analysis', { multipart: {} })).status).toBe(422);

    const generated = await call('POST', '/preparing/generate', {
      json: { prompt: 'a caprese salad', image_key: 'analysis/1/photo-1.png' },
    });
    const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
    expect((await call('GET', `/preparing/${sessionId}/image-analysis`)).body).toEqual({
      image_key: 'analysis/1/photo-1.png',
      analyzed_ingredients: 'tomatoes\nmozzarella\nbasil',
    });
    expect(
      (
        await call('POST', '/preparing/generate', {
          json: { prompt: 'salad', image_key: 'nope.png' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('instructions', () => {
  it('seeded recipes are ready at once; drafts after one poll; idempotent start', async () => {
    expect(
      (await call('POST', '/instruction/generate', { json: { recipe_id: RECIPE_IDS.curry } })).body,
    ).toEqual({ message: 'Instructions are ready', status: 'ready' });
    const steps = (await call('GET', `/instruction/${RECIPE_IDS.curry}`)).body as unknown[];
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.length).toBeLessThanOrEqual(8);

    const generated = await call('POST', '/preparing/generate', {
      json: { prompt: 'fish tacos', written_ingredients: 'cod, limes' },
    });
    const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
    const [option] = (await call('GET', `/preparing/${sessionId}/get_options`)).body as {
      id: number;
    }[];
    const start = { preparing_session_id: sessionId, recipe_id: option!.id };
    expect((await call('POST', '/instruction/generate', { json: start })).status).toBe(202);
    expect((await call('POST', '/instruction/generate', { json: start })).body).toMatchObject({
      status: 'pending',
    });
    expect((await call('GET', `/instruction/${option!.id}`)).status).toBe(404);
    expect((await call('GET', `/instruction/${option!.id}`)).status).toBe(200);
  });

  it("another user's recipe is 404; bad input is 422", async () => {
    expect(
      (
        await call('POST', '/instruction/generate', {
          json: { recipe_id: RECIPE_IDS.otherCooksGoulash },
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', '/instruction/generate', { json: {} })).status).toBe(422);
    expect((await call('GET', `/instruction/${RECIPE_IDS.otherCooksGoulash}`)).status).toBe(404);
    expect((await call('GET', '/instruction/-1')).status).toBe(422);
  });
});

describe('plan', () => {
  const week = '/plan?from=2031-11-30&to=2031-12-06';
  type Entry = { id: number; date: string; slot: string; position: number; note: string | null };

  it('plans a recipe and a note, moves, cooks and removes them like the server', async () => {
    const dinner = await call('POST', '/plan', {
      json: { date: '2031-12-01', slot: 'dinner', recipe_id: RECIPE_IDS.salmon },
    });
    expect(dinner.status).toBe(201);
    const recipe = db.recipes.get(RECIPE_IDS.salmon)!;
    expect(dinner.body).toMatchObject({
      position: 0,
      recipe: { id: RECIPE_IDS.salmon, title: recipe.title },
      servings: recipe.baseServings,
      note: null,
      cooked_at: null,
    });
    const id = (dinner.body as Entry).id;
    const note = await call('POST', '/plan', {
      json: { date: '2031-12-01', slot: 'dinner', note: ' leftovers ' },
    });
    expect(note.body).toMatchObject({ position: 1, note: 'leftovers', recipe: null });
    const moved = await call('PATCH', `/plan/${id}`, {
      json: { date: '2031-12-02', slot: 'lunch' },
    });
    expect(moved.body).toMatchObject({ date: '2031-12-02', slot: 'lunch', position: 0 });
    const listed = (await call('GET', week)).body as { entries: Entry[] };
    expect(listed.entries.map((e) => [e.date, e.slot, e.position])).toEqual([
      ['2031-12-01', 'dinner', 0],
      ['2031-12-02', 'lunch', 0],
    ]);
    const before = ((await call('GET', '/users/me/stats')).body as { cooked_this_week: number })
      .cooked_this_week;
    const cooked = await call('POST', `/plan/${id}/cooked`);
    expect(cooked.status).toBe(200);
    expect(typeof (cooked.body as { cooked_at: string }).cooked_at).toBe('string');
    await call('POST', `/plan/${id}/cooked`);
    expect(
      ((await call('GET', '/users/me/stats')).body as { cooked_this_week: number })
        .cooked_this_week,
    ).toBe(before + 1);
    const noteId = (note.body as Entry).id;
    // The entry's recipe, read through the plan (the cook's own: their rating and note, no owner).
    const read = await call('GET', `/plan/${id}/recipe`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      recipe: { id: RECIPE_IDS.salmon, title: recipe.title },
      servings: recipe.baseServings,
      steps_status: 'ready',
      owner: null,
    });
    expect(await call('GET', `/plan/${noteId}/recipe`)).toMatchObject({
      status: 404,
      body: { detail: 'Plan entry not found' },
    });
    expect(await call('POST', `/plan/${noteId}/cooked`)).toMatchObject({
      status: 409,
      body: { detail: 'A free-text entry cannot be marked as cooked.' },
    });
    expect((await call('DELETE', `/plan/${id}`)).body).toEqual({
      message: 'Removed from the plan',
    });
    expect(((await call('GET', week)).body as { entries: Entry[] }).entries).toHaveLength(1);
  });

  it('answers the precise 422s, the 409 of a full slot and 404 for another cook', async () => {
    expect((await call('GET', '/plan?from=2031-12-06&to=2031-12-05')).body).toEqual({
      detail: [
        {
          loc: ['query', 'to'],
          msg: 'The range must not end before it starts',
          type: 'value_error',
        },
      ],
    });
    expect((await call('GET', '/plan?from=2031-12-01&to=2032-01-12')).body).toEqual({
      detail: [
        { loc: ['query', 'to'], msg: 'The range can span at most 42 days', type: 'value_error' },
      ],
    });
    const both = await call('POST', '/plan', {
      json: { date: '2031-12-01', slot: 'lunch', recipe_id: RECIPE_IDS.salmon, note: 'x' },
    });
    expect(both.body).toEqual({
      detail: [{ loc: ['body'], msg: 'Give either recipe_id or note', type: 'value_error' }],
    });
    const servings = await call('POST', '/plan', {
      json: { date: '2031-12-01', slot: 'lunch', note: 'x', servings: 2 },
    });
    expect(detailLocs(servings.body)).toEqual(['body.servings']);
    expect(
      detailLocs(
        (await call('POST', '/plan', { json: { date: '2031-12-01', slot: 'brunch', note: 'x' } }))
          .body,
      ),
    ).toEqual(['body.slot']);
    for (let i = 0; i < 20; i++)
      await call('POST', '/plan', { json: { date: '2031-12-03', slot: 'snack', note: `n${i}` } });
    expect(
      await call('POST', '/plan', {
        json: { date: '2031-12-03', slot: 'snack', note: 'one more' },
      }),
    ).toMatchObject({ status: 409, body: { detail: 'A meal slot holds at most 20 entries.' } });
    expect(
      (
        await call('POST', '/plan', {
          json: { date: '2031-12-01', slot: 'lunch', recipe_id: RECIPE_IDS.otherCooksGoulash },
        })
      ).body,
    ).toEqual({ detail: 'Recipe not found' });
    const theirs = nextId('plan');
    db.plan.set(theirs, {
      id: theirs,
      user_id: OTHER_COOK.id,
      date: '2031-12-01',
      slot: 'dinner',
      position: 0,
      recipe_id: null,
      servings: null,
      note: 'private',
      cooked_at: null,
    });
    for (const [method, path, json] of [
      ['PATCH', `/plan/${theirs}`, { slot: 'lunch' }],
      ['POST', `/plan/${theirs}/cooked`, undefined],
      ['DELETE', `/plan/${theirs}`, undefined],
    ] as const)
      expect(await call(method, path, { json })).toMatchObject({
        status: 404,
        body: { detail: 'Plan entry not found' },
      });
    expect(
      ((await call('GET', week)).body as { entries: Entry[] }).entries.some((e) => e.id === theirs),
    ).toBe(false);
    expect(db.plan.get(theirs)?.note).toBe('private');
    expect((await call('DELETE', `/plan/${theirs}`, { xsrf: false })).status).toBe(403);
  });

  it('turns the calendar feed on and off and serves the plan as iCalendar, like the server', async () => {
    expect((await call('GET', '/calendar-feed')).body).toEqual({ enabled: false, url: null });
    const on = await call('POST', '/calendar-feed');
    const { url } = on.body as { url: string };
    expect(url).toMatch(/^https:\/\/sous\.example\/api\/calendar-feed\/[\w-]{22}\.ics$/);
    expect((await call('POST', '/calendar-feed')).body).toEqual(on.body);
    const file = url.split('/').at(-1)!;
    // The feed holds 8 weeks back to 26 weeks ahead of today.
    const soon = new Date(now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await call('POST', '/plan', { json: { date: soon, slot: 'dinner', note: 'pizza, out' } });
    await call('POST', '/plan', { json: { date: '2031-12-01', slot: 'dinner', note: 'far off' } });
    const feed = await call('GET', `/calendar-feed/${file}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = feed.text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        `DTSTART;VALUE=DATE:${soon.replaceAll('-', '')}`,
        'SUMMARY:Dinner: pizza\\, out',
      ]),
    );
    expect(lines).not.toContain('SUMMARY:Dinner: far off');
    expect((await call('DELETE', '/calendar-feed', { xsrf: false })).status).toBe(403);
    expect((await call('DELETE', '/calendar-feed')).body).toEqual({ enabled: false, url: null });
    expect(await call('GET', `/calendar-feed/${file}`)).toMatchObject({
      status: 404,
      body: { detail: 'Calendar feed not found' },
    });
    expect((await call('GET', '/calendar-feed/short.ics')).status).toBe(422);
  });
});

describe('shopping list', () => {
  type Item = {
    id: number;
    name: string;
    section: string;
    amounts: { quantity: number; unit: string }[];
    checked: boolean;
    manual: boolean;
    recipes: { id: number; title: string }[];
  };
  type List = { items: Item[]; unit_system: string };
  const line = (list: List, name: string) => list.items.find((item) => item.name === name);

  it('merges recipes and a plan by catalogue ingredient, leaves pantry staples out, checks off and clears', async () => {
    applyScenario('cook');
    const seeded = (await call('GET', '/shopping-list')).body as List;
    expect(line(seeded, 'plain flour')).toMatchObject({
      amounts: [{ quantity: 500, unit: 'g' }],
      recipes: [
        { id: RECIPE_IDS.pancakes, title: 'Buttermilk Pancakes' },
        { id: RECIPE_IDS.lemonCake, title: 'Lemon Drizzle Cake' },
      ],
    });
    expect((await call('GET', '/shopping-list/pantry')).body).toEqual({
      names: ['salt', 'black pepper'],
    });
    expect((await call('POST', '/shopping-list/clear-checked')).body).toMatchObject({
      unit_system: 'metric',
    });
    expect(
      ((await call('GET', '/shopping-list')).body as List).items.some((item) => item.checked),
    ).toBe(false);

    const pantry = await call('PUT', '/shopping-list/pantry', {
      json: { names: [' salt ', 'Olive oil', 'SALT'] },
    });
    expect(pantry.body).toEqual({ names: ['salt', 'Olive oil'] });
    const added = await call('POST', '/shopping-list/recipe', {
      json: { recipe_id: RECIPE_IDS.vongole, servings: 2 },
    });
    expect(added.status).toBe(200);
    const change = added.body as {
      list: List;
      left_out: string[];
      added_entries: number;
      skipped_entries: number;
    };
    expect(change.left_out).toEqual(['salt', 'olive oil']);
    expect(change).toMatchObject({ added_entries: 1, skipped_entries: 0 });
    expect(line(change.list, 'spaghetti')).toMatchObject({
      section: 'pantry',
      amounts: [{ quantity: 200, unit: 'g' }],
      recipes: [{ id: RECIPE_IDS.vongole, title: 'Spaghetti alle Vongole' }],
    });

    await call('POST', '/plan', {
      json: { date: '2031-12-01', slot: 'dinner', recipe_id: RECIPE_IDS.pancakes, servings: 8 },
    });
    await call('POST', '/plan', {
      json: { date: '2031-12-02', slot: 'dinner', note: 'eating out' },
    });
    const week = { from: '2031-11-30', to: '2031-12-06' };
    const planned = (await call('POST', '/shopping-list/plan', { json: week })).body as {
      list: List;
      added_entries: number;
      skipped_entries: number;
    };
    expect(planned).toMatchObject({ added_entries: 1, skipped_entries: 0 });
    expect(line(planned.list, 'plain flour')?.amounts).toEqual([{ quantity: 1, unit: 'kg' }]);
    expect((await call('POST', '/shopping-list/plan', { json: week })).body).toMatchObject({
      added_entries: 0,
      skipped_entries: 1,
    });

    const typed = await call('POST', '/shopping-list/items', {
      json: { name: ' lemons ', quantity: 2, unit: '' },
    });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({
      name: 'lemons',
      section: 'produce',
      amounts: [{ quantity: 2, unit: '' }],
      checked: false,
      manual: true,
      recipes: [],
    });
    const id = (typed.body as Item).id;
    const checked = await call('PATCH', `/shopping-list/items/${id}`, { json: { checked: true } });
    expect(checked.body).toMatchObject({ checked: true });
    expect(typeof (checked.body as { checked_at: string }).checked_at).toBe('string');
    expect(
      (await call('PATCH', `/shopping-list/items/${id}`, { json: { quantity: 500, unit: 'g' } }))
        .body,
    ).toMatchObject({ amounts: [{ quantity: 500, unit: 'g' }] });
    expect((await call('DELETE', `/shopping-list/items/${id}`)).body).toEqual({
      message: 'Removed from the shopping list',
    });
  });

  it('answers the precise 422s, the 409 past 500 lines and 404 for another cook', async () => {
    applyScenario('cook');
    expect((await call('POST', '/shopping-list/items', { json: { name: '   ' } })).body).toEqual({
      detail: [
        {
          loc: ['body', 'name'],
          msg: 'String should have at least 1 character',
          type: 'string_too_short',
        },
      ],
    });
    expect(
      (
        await call('POST', '/shopping-list/plan', {
          json: { from: '2031-12-06', to: '2031-12-05' },
        })
      ).body,
    ).toEqual({
      detail: [
        {
          loc: ['body', 'to'],
          msg: 'The range must not end before it starts',
          type: 'value_error',
        },
      ],
    });
    const first = ((await call('GET', '/shopping-list')).body as List).items[0]!;
    expect(
      detailLocs((await call('PATCH', `/shopping-list/items/${first.id}`, { json: {} })).body),
    ).toEqual(['body']);
    expect(
      (await call('PATCH', `/shopping-list/items/${first.id}`, { json: { unit: 'g' } })).body,
    ).toEqual({
      detail: [{ loc: ['body', 'quantity'], msg: 'Field required', type: 'missing' }],
    });
    expect(
      (
        await call('POST', '/shopping-list/recipe', {
          json: { recipe_id: RECIPE_IDS.otherCooksGoulash },
        })
      ).body,
    ).toEqual({ detail: 'Recipe not found' });

    const theirs = nextId('shopping');
    db.shopping.set(theirs, {
      id: theirs,
      user_id: OTHER_COOK.id,
      key: 'text:private',
      name: 'private',
      section: 'other',
      measures: [],
      recipes: [],
      manual: true,
      checked_at: null,
      created_at: '2031-11-30T10:00:00.000Z',
    });
    for (const [method, json] of [
      ['PATCH', { checked: true }],
      ['DELETE', undefined],
    ] as const)
      expect(await call(method, `/shopping-list/items/${theirs}`, { json })).toMatchObject({
        status: 404,
        body: { detail: 'Shopping list item not found' },
      });
    expect(db.shopping.get(theirs)?.checked_at).toBeNull();
    expect(
      ((await call('GET', '/shopping-list')).body as List).items.some((item) => item.id === theirs),
    ).toBe(false);
    expect((await call('DELETE', `/shopping-list/items/${first.id}`, { xsrf: false })).status).toBe(
      403,
    );

    const count = ((await call('GET', '/shopping-list')).body as List).items.length;
    for (let i = count; i < 500; i++)
      await call('POST', '/shopping-list/items', { json: { name: `item ${i}` } });
    expect(
      await call('POST', '/shopping-list/items', { json: { name: 'one more' } }),
    ).toMatchObject({ status: 409, body: { detail: 'A shopping list holds at most 500 lines.' } });
    const before = db.shopping.size;
    expect(
      await call('POST', '/shopping-list/recipe', { json: { recipe_id: RECIPE_IDS.paella } }),
    ).toMatchObject({ status: 409, body: { detail: 'A shopping list holds at most 500 lines.' } });
    expect(db.shopping.size).toBe(before);
  }, 30_000); // 500 additions through the mock: about 1 s on a quiet machine, far more under load
});

describe('household', () => {
  it('invites, accepts, shares the list and plan, leaves, declines and removes', async () => {
    applyScenario('cook');
    expect((await call('GET', '/household')).body).toEqual({
      owner: 'chef_anna',
      yours: true,
      members: [],
      invitations: [],
    });
    expect(
      (await call('POST', '/household/members', { json: { username: 'nobody_here' } })).body,
    ).toEqual({ detail: 'No Sous user has this username' });
    const self = await call('POST', '/household/members', { json: { username: 'CHEF_ANNA' } });
    expect(self.status).toBe(422);
    expect(detailLocs(self.body)).toEqual(['body.username']);
    expect(
      (await call('POST', '/household/members', { json: { username: 'x' }, xsrf: false })).status,
    ).toBe(403);
    const invited = await call('POST', '/household/members', {
      json: { username: OTHER_COOK.username },
    });
    expect(invited).toMatchObject({
      status: 201,
      body: { username: OTHER_COOK.username, status: 'invited' },
    });
    const id = (invited.body as { id: number }).id;
    expect(
      (await call('POST', '/household/members', { json: { username: OTHER_COOK.username } })).body,
    ).toEqual({ detail: 'This cook is already in your household or invited.' });

    signIn(OTHER_COOK.id);
    const joined = await call('POST', `/household/invitations/${id}/accept`);
    expect(joined.body).toMatchObject({ owner: 'chef_anna', yours: false, invitations: [] });
    const shared = (await call('GET', '/shopping-list')).body as { items: { name: string }[] };
    expect(shared.items.map((item) => item.name)).toContain('plain flour');
    const plan = (await call('GET', '/plan?from=2020-01-01&to=2020-01-01')).body;
    expect(plan).toMatchObject({ entries: [] });
    expect(
      (await call('POST', '/household/members', { json: { username: 'chef_anna' } })).body,
    ).toEqual({
      detail: 'Leave the household you are in before you invite someone.',
    });
    expect((await call('POST', '/household/leave')).body).toMatchObject({ yours: true });
    expect((await call('POST', '/household/leave')).body).toEqual({
      detail: 'You are not a member of a household.',
    });
    expect((await call('POST', `/household/invitations/${id}/accept`)).status).toBe(404);

    signIn(1);
    const again = await call('POST', '/household/members', {
      json: { username: OTHER_COOK.username },
    });
    const second = (again.body as { id: number }).id;
    signIn(OTHER_COOK.id);
    expect((await call('DELETE', `/household/invitations/${second}`)).body).toEqual({
      message: 'Invitation declined',
    });
    expect((await call('DELETE', `/household/invitations/${second}`)).status).toBe(404);
    signIn(1);
    const third = (
      (await call('POST', '/household/members', { json: { username: OTHER_COOK.username } }))
        .body as { id: number }
    ).id;
    expect((await call('DELETE', `/household/members/${third}`)).body).toEqual({
      message: 'Removed from the household',
    });
    expect((await call('DELETE', `/household/members/${third}`)).status).toBe(404);
  });

  it('streams the household events: ready first, then a change another member makes', async () => {
    applyScenario('cook');
    const controller = new AbortController();
    const response = await fetch(`${ORIGIN}/api/household/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe(
      'retry: 5000\n\nevent: ready\ndata: {}\n\n',
    );
    await call('POST', '/shopping-list/items', { json: { name: 'kitchen roll' } });
    expect(decoder.decode((await reader.read()).value)).toBe('event: list\ndata: {}\n\n');
    controller.abort();
    succeeded.add('getHouseholdEvents');
  });
});

describe('static and health', () => {
  it('serves shipped Lottie names only', async () => {
    expect((await call('GET', '/lottie-animations/chopping.json')).body).toMatchObject({
      v: '5.7.4',
    });
    expect((await call('GET', '/lottie-animations/unknown.json')).status).toBe(404);
  });

  it('health', async () => {
    expect((await call('GET', '/health')).body).toEqual({ status: 'ok' });
  });
});

describe('coverage', () => {
  afterAll(() => {
    statusesSeen.clear();
  });

  it('answered every operation of openapi.yaml successfully', () => {
    const missing = (Object.keys(operations) as OperationId[]).filter((id) => !succeeded.has(id));
    expect(missing).toEqual([]);
  });
});
