/**
 * The mock backend's rules as the UI sees them through the real api client: session and refresh, XSRF,
 * ownership, validation, generation drafts, and the overrides stories and tests use.
 */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { ApiError, NetworkError } from '#src/api/errors';
import type { GenerateRequest } from '#src/api/types';
import { BASE_DATE, BOOK_DISHES, bookDish, buildRecipe, buildUser } from './factories';
import { db, resetDb, restoreDb, serializeDb } from './db';
import { server } from './node';
import {
  delayed,
  expireAccessToken,
  failing,
  instructionsReadyAfter,
  networkError,
  pending,
  revokeRefresh,
} from './overrides';
import { COLLECTION_IDS, RECIPE_IDS, SHARE_TOKENS, applyScenario } from './scenarios';

const errorOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

const generate = (body: GenerateRequest) => unwrap(api.POST('/preparing/generate', { body }));

describe('origins', () => {
  it('answers /api on any origin (jsdom 3000, Storybook 6006)', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://localhost:6006',
      'http://127.0.0.1:4173',
    ]) {
      const response = await fetch(`${origin}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('session', () => {
  it('the client refreshes an expired access token once and carries on', async () => {
    expireAccessToken();
    const recipes = await unwrap(api.GET('/recipe/get_all'));
    expect(recipes).toHaveLength(14);
    expect(db.session.accessTokenExpired).toBe(false);
  });

  it('a revoked refresh leaves the call at 401', async () => {
    expireAccessToken();
    revokeRefresh();
    const error = await errorOf(unwrap(api.GET('/users/me')));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('logout ends the session; login by email starts it again', async () => {
    await unwrap(api.POST('/auth/logout'));
    expect((await errorOf(unwrap(api.GET('/users/me')))) as ApiError).toMatchObject({
      status: 401,
    });
    const form = new URLSearchParams({ username: 'anna@example.com', password: 'secret123' });
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-XSRF-TOKEN': db.session.xsrfToken,
      },
      body: form,
    });
    expect(response.status).toBe(200);
    expect((await unwrap(api.GET('/users/me'))).username).toBe('chef_anna');
  });

  it('login records the day: streak +1 after yesterday, reset after a gap', async () => {
    const user = db.users.get(1)!;
    const login = () =>
      fetch('/api/auth/login', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-XSRF-TOKEN': db.session.xsrfToken,
        },
        body: new URLSearchParams({ username: 'chef_anna', password: 'secret123' }),
      });
    user.last_login = new Date(Date.now() - 86_400_000).toISOString();
    user.login_streak = 4;
    await login();
    expect(user.login_streak).toBe(5);
    user.last_login = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await login();
    expect(user.login_streak).toBe(1);
  });
});

describe('XSRF', () => {
  it('the scenario sets the readable cookie the client echoes', () => {
    expect(document.cookie).toContain(`XSRF-TOKEN=${db.session.xsrfToken}`);
  });

  it('an unsafe request without the matching header is 403 before anything else', async () => {
    const response = await fetch('/api/recipe/1/delete', {
      method: 'DELETE',
      headers: { 'X-XSRF-TOKEN': 'wrong' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'XSRF token missing or invalid' });
    expect(db.recipes.has(1)).toBe(true);
  });

  it('a GET restores a missing cookie, like the server does on any response', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await unwrap(api.GET('/health'));
    expect(document.cookie).toContain('XSRF-TOKEN=mock-xsrf-token');
  });
});

describe('ownership and validation', () => {
  it("another user's recipe, collection and profile are not reachable", async () => {
    const recipe = await errorOf(
      unwrap(
        api.GET('/recipe/{id}/get', { params: { path: { id: RECIPE_IDS.otherCooksGoulash } } }),
      ),
    );
    expect(recipe).toMatchObject({ status: 404, body: { detail: 'Recipe not found' } });
    const collection = await errorOf(
      unwrap(
        api.GET('/collection/{id}', { params: { path: { id: COLLECTION_IDS.othersFavourites } } }),
      ),
    );
    expect(collection).toMatchObject({ status: 404 });
    const profile = await errorOf(
      unwrap(
        api.PUT('/users/{id}', { params: { path: { id: 2 } }, body: { username: 'mine_now' } }),
      ),
    );
    expect(profile).toMatchObject({ status: 403 });
    expect(db.users.get(2)!.username).toBe('other_cook');
  });

  it('invalid bodies answer 422 with FastAPI-style items', async () => {
    const error = await errorOf(
      unwrap(api.POST('/auth/signup', { body: { email: 'x', password: '1', username: 'ab' } })),
    );
    expect(error).toMatchObject({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], type: 'value_error' },
          { loc: ['body', 'password'], msg: 'String should have at least 6 characters' },
          { loc: ['body', 'username'], msg: 'String should have at least 3 characters' },
        ],
      },
    });
  });

  it("a replaced avatar's file is removed, as on the server", async () => {
    const me = await unwrap(api.GET('/users/me'));
    const file = { content_type: 'image/png', encoding: 'base64' as const, data: 'iVBORw0KGgo=' };
    const old = `profile/${me.id}/avatar-1.png`;
    const next = `profile/${me.id}/avatar-2.png`;
    db.files.set(old, { key: old, ...file });
    db.files.set(next, { key: next, ...file });
    db.users.get(me.id)!.profile_image_url = old;
    await unwrap(
      api.PUT('/users/{id}', {
        params: { path: { id: me.id } },
        body: { profile_image_url: next },
      }),
    );
    expect(db.files.has(old)).toBe(false);
    expect(db.files.has(next)).toBe(true);
  });

  it('duplicate sign-ups are 409 with a clear detail', async () => {
    applyScenario('anonymous');
    const error = await errorOf(
      unwrap(
        api.POST('/auth/signup', {
          body: { email: 'new@example.com', password: 'secret123', username: 'chef_anna' },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 409, body: { detail: 'Username already taken' } });
  });
});

describe('generation drafts', () => {
  it('are deterministic, complete and unsaved until saved', async () => {
    const first = await generate({
      prompt: 'a quick soup',
      written_ingredients: 'leeks, potatoes',
    });
    const options = await unwrap(
      api.GET('/preparing/{sessionId}/get_options', {
        params: { path: { sessionId: first.preparing_session_id } },
      }),
    );
    // Soups of the book that use leeks and potatoes, by their own names.
    expect(options.map((o) => o.title)).toEqual([
      'German Potato Soup',
      'Leek and Potato Soup',
      'Hungarian Goulash Soup (Gulyás)',
    ]);
    const again = await generate({
      prompt: 'a quick soup',
      written_ingredients: 'leeks, potatoes',
    });
    expect(again.preparing_session_id).not.toBe(first.preparing_session_id);
    expect(
      db.preparingSessions
        .get(again.preparing_session_id)!
        .recipe_ids.map((id) => db.recipes.get(id)!.title),
    ).toEqual(options.map((o) => o.title));
    const draft = db.recipes.get(options[1]!.id)!;
    const dish = bookDish('leek-and-potato-soup');
    expect(draft).toMatchObject({
      is_saved: false,
      food_category: 'vegetarian',
      baseServings: 4,
      allergens: ['milk', 'celery'],
      ingredients: dish.en.ingredients,
      nutrition: dish.nutrition,
    });
    // Its picture is the one the server draws for the dish, not another dish's, under a key that
    // names the dish (ids come again after a reset; a browser keeps an image by its URL).
    expect(draft.image_url).toBe(`recipes/${draft.id}/leek-and-potato-soup.svg`);
    expect(db.files.get(draft.image_url!)!.data).toBe(dish.illustration);
    expect(db.files.get(db.recipes.get(options[0]!.id)!.image_url!)!.data).not.toBe(
      dish.illustration,
    );
    // The steps, once ready, are the book's.
    await errorOf(
      unwrap(api.GET('/instruction/{recipeId}', { params: { path: { recipeId: draft.id } } })),
    );
    expect(
      await unwrap(
        api.GET('/instruction/{recipeId}', { params: { path: { recipeId: draft.id } } }),
      ),
    ).toEqual(dish.en.steps);
    expect((await unwrap(api.GET('/recipe/get_all'))).map((r) => r.id)).not.toContain(draft.id);
  });

  it('rotate like the server: generation counts up and shown titles are not offered again', async () => {
    const json = { prompt: 'dinner', written_ingredients: 'chicken, broccoli, rice' };
    const first = await generate(json);
    const sessionId = first.preparing_session_id;
    expect(first.generation).toBe(1);
    const titles = async () =>
      (
        await unwrap(
          api.GET('/preparing/{sessionId}/get_options', { params: { path: { sessionId } } }),
        )
      ).map((o) => o.title);
    const seen = await titles();
    const second = await generate({ ...json, preparing_session_id: sessionId });
    expect(second.generation).toBe(2);
    const next = await titles();
    expect(next).toHaveLength(4);
    expect(next.filter((title) => seen.includes(title))).toEqual([]);
    expect(db.preparingSessions.get(sessionId)!.shown_titles).toEqual([...seen, ...next]);
  });

  it('say which words and ingredients they ignored and carry allergens', async () => {
    const answer = await generate({
      prompt: 'Ich möchte eine Suppe qwxz',
      written_ingredients: 'milk, eggs, flour, brrr',
    });
    expect(answer).toMatchObject({
      language: 'de',
      ignored_words: ['qwxz'],
      ignored_ingredients: ['brrr'],
    });
    const options = await unwrap(
      api.GET('/preparing/{sessionId}/get_options', {
        params: { path: { sessionId: answer.preparing_session_id } },
      }),
    );
    // German soups, written in German, each with its own allergens.
    expect(options.map((o) => [o.title, o.allergens])).toEqual([
      ['Ungarische Gulaschsuppe (Gulyás)', []],
      ['Tomatensuppe', ['milk', 'celery']],
      ['Kartoffelsuppe', ['milk', 'celery']],
      ['Lauch-Kartoffel-Suppe', ['milk', 'celery']],
    ]);
  });

  it('answer a dish the prompt names with that dish alone, for the servings asked', async () => {
    const answer = await generate({ prompt: 'Spaghetti carbonara tonight', servings: 2 });
    expect(answer.notice).toBeNull();
    const options = await unwrap(
      api.GET('/preparing/{sessionId}/get_options', {
        params: { path: { sessionId: answer.preparing_session_id } },
      }),
    );
    expect(options.map((o) => [o.title, o.servings, o.allergens])).toEqual([
      ['Spaghetti Carbonara', 2, ['gluten', 'egg', 'milk']],
    ]);
    const recipe = db.recipes.get(options[0]!.id)!;
    // Written for 4 in the book: 400 g spaghetti become 200 g for two.
    expect(recipe.ingredients[0]).toEqual({ quantity: 200, unit: 'g', name: 'spaghetti' });
  });

  it('keep diets, spice and the allergens the cook avoids as hard rules', async () => {
    db.preferences.set(1, { user_id: 1, allergens: ['milk'], diets: [], dislikes: [] });
    const answer = await generate({ prompt: 'dinner', diets: ['vegetarian'], spice: 'mild' });
    const options = await unwrap(
      api.GET('/preparing/{sessionId}/get_options', {
        params: { path: { sessionId: answer.preparing_session_id } },
      }),
    );
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const dish = BOOK_DISHES.find((d) => d.en.title === option.title)!;
      expect(dish.diets).toContain('vegetarian');
      expect(dish.spice).toBeLessThanOrEqual(1);
      expect(option.allergens).not.toContain('milk');
    }
  });

  it('say so, as the server words it, when no dish of the book fits', async () => {
    db.preferences.set(1, { user_id: 1, allergens: ['gluten'], diets: [], dislikes: [] });
    const answer = await generate({ prompt: 'dinner', diets: ['vegan'], spice: 'none' });
    expect(answer.notice).toBe(
      "Sous's recipe book has no dish that is vegan and gluten-free, so there are no options this time. Change the request or your settings to see recipes.",
    );
    expect(
      await unwrap(
        api.GET('/preparing/{sessionId}/get_options', {
          params: { path: { sessionId: answer.preparing_session_id } },
        }),
      ),
    ).toEqual([]);
    expect(
      await unwrap(
        api.GET('/preparing/{sessionId}/details', {
          params: { path: { sessionId: answer.preparing_session_id } },
        }),
      ),
    ).toMatchObject({ notice: answer.notice });
  });

  it('regenerating a session replaces its drafts; finishing deletes the unsaved ones', async () => {
    const { preparing_session_id: sessionId } = await generate({
      prompt: 'beef for dinner',
      written_ingredients: 'beef, onions, carrots',
    });
    const firstIds = db.preparingSessions.get(sessionId)!.recipe_ids;
    const [keep] = firstIds;
    await unwrap(api.POST('/recipe/{id}/save', { params: { path: { id: keep! } } }));
    await unwrap(
      api.PATCH('/collection/{id}/recipes', {
        params: { path: { id: COLLECTION_IDS.party } },
        body: { recipe_ids: firstIds.slice(0, 2) },
      }),
    );
    await generate({ prompt: 'beef for dinner', preparing_session_id: sessionId });
    const secondIds = db.preparingSessions.get(sessionId)!.recipe_ids;
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
    expect(firstIds.slice(1).every((id) => !db.recipes.has(id))).toBe(true);
    expect(db.recipes.get(keep!)!.is_saved).toBe(true);
    // The replaced draft also left the collection; the saved one stayed.
    expect(db.collections.get(COLLECTION_IDS.party)!.recipe_ids).toEqual([keep]);

    await unwrap(api.DELETE('/preparing/{sessionId}/finish', { params: { path: { sessionId } } }));
    expect(secondIds.every((id) => !db.recipes.has(id))).toBe(true);
    expect(db.recipes.has(keep!)).toBe(true);
    expect(db.preparingSessions.has(sessionId)).toBe(false);
  });

  it("another user's session is 404", async () => {
    const { preparing_session_id: sessionId } = await generate({ prompt: 'soup please' });
    db.preparingSessions.get(sessionId)!.owner_id = 2;
    const error = await errorOf(
      unwrap(api.GET('/preparing/{sessionId}/get_options', { params: { path: { sessionId } } })),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('overrides', () => {
  it('failing answers { detail } with the status; 429 carries Retry-After', async () => {
    server.use(failing('getRecipe', 500), failing('getAllRecipes', 429));
    expect(
      await errorOf(unwrap(api.GET('/recipe/{id}/get', { params: { path: { id: 1 } } }))),
    ).toMatchObject({ status: 500, body: { detail: 'Internal server error' } });
    const response = await fetch('/api/recipe/get_all');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('60');
  });

  it('answers the contract 429 of avatar uploads and instruction jobs', async () => {
    server.use(failing('uploadPublicFile', 429), failing('generateInstructions', 429));
    const form = new FormData();
    form.set('user_id', '1');
    form.set('category', 'profile');
    form.set('file', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    for (const call of [
      unwrap(api.POST('/files/public-upload', { body: form as never })),
      unwrap(
        api.POST('/instruction/generate', { body: { recipe_id: RECIPE_IDS.otherCooksGoulash } }),
      ),
    ]) {
      expect(await errorOf(call)).toMatchObject({
        status: 429,
        body: { detail: 'Too many requests. Try again in 60 seconds.' },
      });
    }
  });

  it('only bends its own operation (/collection/{id} leaves /collection/all alone)', async () => {
    server.use(failing('getCollection', 404, 'Collection not found.'));
    expect(await unwrap(api.GET('/collection/all'))).toHaveLength(3);
    expect(
      await errorOf(unwrap(api.GET('/collection/{id}', { params: { path: { id: 1 } } }))),
    ).toMatchObject({ status: 404, body: { detail: 'Collection not found.' } });
  });

  it('networkError makes the client throw NetworkError', async () => {
    server.use(networkError('getAllCollections'));
    expect(await errorOf(unwrap(api.GET('/collection/all')))).toBeInstanceOf(NetworkError);
  });

  it('pending never answers; delayed answers later', async () => {
    server.use(pending('getAllRecipes'), delayed('getAllCollections', 60));
    const never = Promise.race([
      api.GET('/recipe/get_all').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still pending'), 120)),
    ]);
    const started = Date.now();
    const collections = await unwrap(api.GET('/collection/all'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(collections).toHaveLength(3);
    expect(await never).toBe('still pending');
  });

  it('instructionsReadyAfter(n) answers 404 n times, then the steps; the count restarts per world', async () => {
    server.use(instructionsReadyAfter(2));
    const poll = () => fetch(`/api/instruction/${RECIPE_IDS.salmon}`).then((r) => r.status);
    expect([await poll(), await poll(), await poll()]).toEqual([404, 404, 200]);
    applyScenario('cook');
    expect(await poll()).toBe(404);
  });
});

describe('db', () => {
  it('survives a serialize/restore round trip (dev:mock persistence)', () => {
    db.recipes.get(1)!.title = 'Changed';
    db.session.accessTokenExpired = true;
    const snapshot = serializeDb();
    resetDb();
    expect(db.recipes.size).toBe(0);
    expect(restoreDb(snapshot)).toBe(true);
    expect(db.recipes.get(1)!.title).toBe('Changed');
    expect(db.session).toMatchObject({ userId: 1, accessTokenExpired: true });
    expect(restoreDb('{not json')).toBe(false);
    expect(db.recipes.size).toBeGreaterThan(0);
  });

  it('factories are deterministic', () => {
    expect(buildRecipe({ id: 3 })).toEqual(buildRecipe({ id: 3 }));
    expect(buildUser()).toEqual(buildUser());
    expect(buildRecipe().created_at).toBe(new Date(BASE_DATE).toISOString().replace('.000', ''));
  });
});

describe('share links', () => {
  const share = (id: number) => ({ params: { path: { id } } });

  it('turn on (idempotent), read, revoke and turn on again with a new token, as on the server', async () => {
    const id = RECIPE_IDS.curry;
    expect(await unwrap(api.GET('/recipe/{id}/share', share(id)))).toEqual({
      enabled: false,
      url: null,
    });
    const on = await unwrap(api.POST('/recipe/{id}/share', share(id)));
    expect(on.enabled).toBe(true);
    expect(on.url).toMatch(/^https:\/\/sous\.example\/s\/[\w-]{22}$/);
    expect(await unwrap(api.POST('/recipe/{id}/share', share(id)))).toEqual(on);
    expect(await unwrap(api.GET('/recipe/{id}/share', share(id)))).toEqual(on);
    expect(await unwrap(api.DELETE('/recipe/{id}/share', share(id)))).toEqual({
      enabled: false,
      url: null,
    });
    const again = await unwrap(api.POST('/recipe/{id}/share', share(id)));
    expect(again.url).not.toBe(on.url);
  });

  it("another user's recipe is 404 on every share operation", async () => {
    const id = RECIPE_IDS.otherCooksGoulash;
    for (const call of [
      api.GET('/recipe/{id}/share', share(id)),
      api.POST('/recipe/{id}/share', share(id)),
      api.DELETE('/recipe/{id}/share', share(id)),
    ])
      expect(await errorOf(unwrap(call))).toMatchObject({
        status: 404,
        body: { detail: 'Recipe not found' },
      });
    // The other cook's link stays theirs: the cook's DELETE did not revoke it.
    expect(db.recipes.get(id)!.share_token).toBe(SHARE_TOKENS.othersGoulash);
  });

  it('"Save to my Sous" copies the owner\'s photo into the cook\'s own files, as the server', async () => {
    const goulash = db.recipes.get(RECIPE_IDS.otherCooksGoulash)!;
    const ownerKey = `recipe/${goulash.owner_id}/photo-1.png`;
    db.files.set(ownerKey, {
      key: ownerKey,
      content_type: 'image/png',
      encoding: 'base64',
      data: btoa('PNG-the-owner-photo'),
    });
    goulash.image_url = ownerKey;
    const saved = await unwrap(
      api.POST('/shared/{token}/save', { params: { path: { token: SHARE_TOKENS.othersGoulash } } }),
    );
    const copy = db.recipes.get(saved.recipe_id)!;
    expect(copy.image_url).toMatch(/^recipe\/1\/photo-\d+\.png$/);
    expect(copy.image_url).not.toBe(ownerKey);
    expect(db.files.get(copy.image_url!)).toMatchObject({
      content_type: 'image/png',
      data: db.files.get(ownerKey)!.data,
    });
    // The owner's file going away leaves the copy's picture.
    db.files.delete(ownerKey);
    const served = await fetch(`http://localhost/api/files/serve/${copy.image_url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('PNG-the-owner-photo');
  });

  it('"Save to my Sous" copies a shared recipe into the cook\'s library, as the server', async () => {
    const path = (token: string) => ({ params: { path: { token } } });
    const before = db.recipes.size;
    const saved = await unwrap(api.POST('/shared/{token}/save', path(SHARE_TOKENS.othersGoulash)));
    expect(saved).toMatchObject({ title: 'Hungarian Goulash Soup (Gulyás)', already_yours: false });
    const copy = db.recipes.get(saved.recipe_id)!;
    expect(copy.owner_id).toBe(1);
    // The chili's illustration, copied into the cook's own files.
    expect(copy.image_url).toMatch(/^recipe\/1\/photo-\d+\.svg$/);
    expect(copy.instructions?.length).toBeGreaterThan(0);
    expect(db.recipes.size).toBe(before + 1);
    expect(db.recipes.get(RECIPE_IDS.otherCooksGoulash)!.owner_id).not.toBe(1);

    const own = await unwrap(api.POST('/recipe/{id}/share', share(RECIPE_IDS.curry)));
    const token = new URL(own.url!).pathname.slice(3);
    expect(await unwrap(api.POST('/shared/{token}/save', path(token)))).toEqual({
      recipe_id: RECIPE_IDS.curry,
      title: db.recipes.get(RECIPE_IDS.curry)!.title,
      already_yours: true,
    });
    expect(
      await errorOf(unwrap(api.POST('/shared/{token}/save', path('AAAAAAAAAAAAAAAAAAAAAA')))),
    ).toMatchObject({ status: 404, body: { detail: 'Recipe not found' } });
    expect(db.recipes.size).toBe(before + 1);
  });
});
