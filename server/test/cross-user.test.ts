import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS } from '#contract/messages.ts';
import { HOUSEHOLD_DETAILS } from '#contract/household.ts';
import { testBackends } from './helpers/database.ts';
import { generate, saveRecipes } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** Everything anna can see, to compare before and after bert's attempts. */
async function snapshot(
  anna: TestClient,
  ids: { recipe: number; draft: number; collection: number; session: number },
) {
  return {
    me: (await anna.get('/api/users/me')).json,
    stats: (await anna.get('/api/users/me/stats')).json,
    recipes: (await anna.get('/api/recipe/get_all')).json,
    list: (await anna.get('/api/recipe/list?sort=last_cooked')).json,
    recipe: (await anna.get(`/api/recipe/${ids.recipe}/get`)).json,
    draft: (await anna.get(`/api/recipe/${ids.draft}/get`)).json,
    collections: (await anna.get('/api/collection/all')).json,
    collection: (await anna.get(`/api/collection/${ids.collection}`)).json,
    memberships: (await anna.get(`/api/collection/recipe/${ids.recipe}/collections`)).json,
    options: (await anna.get(`/api/preparing/${ids.session}/get_options`)).json,
    analysis: (await anna.get(`/api/preparing/${ids.session}/image-analysis`)).json,
    instructions: (await anna.get(`/api/instruction/${ids.recipe}`)).json,
    share: (await anna.get(`/api/recipe/${ids.recipe}/share`)).json,
    exported: (await anna.get('/api/recipe/export')).json,
    draftShare: (await anna.get(`/api/recipe/${ids.draft}/share`)).json,
  };
}

describe.each(testBackends())('a second user (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it("can neither see nor change anything of another user's, on every resource endpoint", async () => {
    const anna = server.client();
    const annaId = (await anna.signup('anna')).id;
    const photo = await anna.post('/api/preparing/image-analysis', {
      multipart: { file: { data: await image() } },
    });
    const { sessionId, ids } = await generate(anna, 'curry', { image_key: photo.json.image_key });
    await anna.post(`/api/recipe/${ids[0]}/save`);
    await anna.post(`/api/recipe/${ids[0]}/cooked`);
    const collection = (
      await anna.post('/api/collection/create', { json: { name: 'Mine', description: 'private' } })
    ).json;
    await anna.patch(`/api/collection/${collection.id}/recipes`, {
      json: { recipe_ids: [ids[0], ids[1]] },
    });
    await anna.post('/api/instruction/generate', { json: { recipe_id: ids[0] } });
    await server.app.sous.worker.drain();
    await anna.post(`/api/recipe/${ids[0]}/share`);
    const refs = {
      recipe: ids[0]!,
      draft: ids[1]!,
      collection: collection.id as number,
      session: sessionId,
    };
    const before = await snapshot(anna, refs);

    const bert = server.client();
    const bertId = (await bert.signup('bert')).id;
    const bertCollection = (await bert.post('/api/collection/create', { json: { name: 'Bert' } }))
      .json;
    const attempts: [string, Promise<{ status: number; body: string }>, number][] = [];
    const expectStatus = (
      label: string,
      request: Promise<{ status: number; body: string }>,
      status: number,
    ) => attempts.push([label, request, status]);

    for (const id of [refs.recipe, refs.draft]) {
      expectStatus(`getRecipe ${id}`, bert.get(`/api/recipe/${id}/get`), 404);
      expectStatus(`saveRecipe ${id}`, bert.post(`/api/recipe/${id}/save`), 404);
      expectStatus(`markRecipeCooked ${id}`, bert.post(`/api/recipe/${id}/cooked`), 404);
      expectStatus(
        `updateRecipeRatingNotes ${id}`,
        bert.patch(`/api/recipe/${id}/rating-notes`, { json: { rating: 1, note: 'bert' } }),
        404,
      );
      expectStatus(
        `getRecipeCollections ${id}`,
        bert.get(`/api/collection/recipe/${id}/collections`),
        404,
      );
      expectStatus(
        `generateInstructions ${id}`,
        bert.post('/api/instruction/generate', { json: { recipe_id: id } }),
        404,
      );
      expectStatus(`getInstructions ${id}`, bert.get(`/api/instruction/${id}`), 404);
      expectStatus(`getRecipeShare ${id}`, bert.get(`/api/recipe/${id}/share`), 404);
      expectStatus(`enableRecipeShare ${id}`, bert.post(`/api/recipe/${id}/share`), 404);
      expectStatus(`exportRecipe ${id}`, bert.get(`/api/recipe/${id}/export`), 404);
      expectStatus(
        `updateCollectionRecipes with ${id}`,
        bert.patch(`/api/collection/${bertCollection.id}/recipes`, { json: { recipe_ids: [id] } }),
        404,
      );
    }
    expectStatus('getCollection', bert.get(`/api/collection/${refs.collection}`), 404);
    expectStatus(
      'listRecipes of the collection',
      bert.get(`/api/recipe/list?collection_id=${refs.collection}`),
      404,
    );
    expectStatus(
      'updateCollectionRecipes',
      bert.patch(`/api/collection/${refs.collection}/recipes`, { json: { recipe_ids: [] } }),
      404,
    );
    expectStatus('getRecipeOptions', bert.get(`/api/preparing/${refs.session}/get_options`), 404);
    expectStatus('getPreparingSession', bert.get(`/api/preparing/${refs.session}/details`), 404);
    expectStatus(
      'getImageAnalysis',
      bert.get(`/api/preparing/${refs.session}/image-analysis`),
      404,
    );
    expectStatus(
      'generateRecipes into the session',
      bert.post('/api/preparing/generate', {
        json: { prompt: 'soup', preparing_session_id: refs.session },
      }),
      404,
    );
    expectStatus(
      'generateRecipes with the photo',
      bert.post('/api/preparing/generate', {
        json: { prompt: 'soup', image_key: photo.json.image_key },
      }),
      404,
    );
    expectStatus(
      'updateUser',
      bert.put(`/api/users/${annaId}`, { json: { username: 'stolen' } }),
      403,
    );
    expectStatus(
      'uploadPublicFile',
      bert.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId), category: 'profile' },
          file: { data: await image() },
        },
      }),
      403,
    );
    for (const [label, request, status] of attempts) {
      const res = await request;
      expect(res.status, `${label}: ${res.body}`).toBe(status);
    }
    // Destructive attempts last, so the reads above ran against intact data.
    expect((await bert.delete(`/api/recipe/${refs.recipe}/delete`)).status).toBe(404);
    expect((await bert.delete(`/api/recipe/${refs.draft}/delete`)).status).toBe(404);
    expect((await bert.delete(`/api/preparing/${refs.session}/finish`)).status).toBe(404);
    expect((await bert.delete(`/api/recipe/${refs.recipe}/share`)).status).toBe(404);
    expect((await bert.delete(`/api/recipe/${refs.draft}/share`)).status).toBe(404);
    const edit = {
      title: 'Stolen',
      description: '',
      servings: 1,
      total_time_minutes: null,
      difficulty: 'easy',
      image_url: null,
      ingredients: [{ quantity: 1, unit: '', name: 'onion' }],
      steps: [{ text: 'Chop.', timer: null }],
    };
    for (const id of [refs.recipe, refs.draft])
      expect((await bert.put(`/api/recipe/${id}/update`, { json: edit })).status).toBe(404);
    // Bert's own recipe cannot take anna's photo.
    expect(
      (
        await bert.post('/api/recipe/create', {
          json: { ...edit, image_url: photo.json.image_key },
        })
      ).status,
    ).toBe(422);

    // Bert's own lists show none of anna's data.
    expect((await bert.get('/api/recipe/get_all')).json).toEqual([]);
    expect((await bert.get('/api/recipe/list?q=curry')).json).toEqual({
      items: [],
      next_cursor: null,
    });
    expect((await bert.get('/api/collection/all')).json.map((c: { id: number }) => c.id)).toEqual([
      bertCollection.id,
    ]);
    expect((await bert.get('/api/users/me/stats')).json).toEqual({
      recipes_saved: 0,
      cooked_this_week: 0,
      average_cook_time_minutes: null,
      streak_days: 0,
    });
    expect((await bert.get('/api/users/me')).json.id).toBe(bertId);
    // Bert's library export holds none of anna's recipes; what he imports is his own.
    expect((await bert.get('/api/recipe/export')).json).toEqual([]);
    const imported = await bert.post('/api/recipe/import', {
      json: {
        jsonld: JSON.stringify({
          '@type': 'Recipe',
          name: 'Bert soup',
          recipeIngredient: ['salt'],
        }),
      },
    });
    expect(imported.status).toBe(201);
    expect(
      (await bert.get('/api/recipe/get_all')).json.map((r: { title: string }) => r.title),
    ).toEqual(['Bert soup']);

    expect(await snapshot(anna, refs)).toEqual(before);
  });

  it("can neither reach a household's memberships nor its plan entries and list lines", async () => {
    const owner = server.client();
    await owner.signup('hanna');
    const member = server.client();
    await member.signup('hugo');
    await server.client().signup('hilde');
    const stranger = server.client();
    await stranger.signup('hans');
    const joined = (await owner.post('/api/household/members', { json: { username: 'hugo' } })).json
      .id as number;
    await member.post(`/api/household/invitations/${joined}/accept`);
    const pending = (await owner.post('/api/household/members', { json: { username: 'hilde' } }))
      .json.id as number;
    // The member's additions are the household's.
    const entry = (
      await member.post('/api/plan', { json: { date: '2026-12-01', slot: 'lunch', note: 'soup' } })
    ).json.id as number;
    const line = (await member.post('/api/shopping-list/items', { json: { name: 'lemons' } })).json
      .id as number;
    // A planned recipe is the household's to read, through its entry only.
    const [recipe] = await saveRecipes(member, 1);
    const planned = (
      await member.post('/api/plan', {
        json: { date: '2026-12-02', slot: 'dinner', recipe_id: recipe },
      })
    ).json.id as number;
    expect((await owner.get(`/api/plan/${planned}/recipe`)).status).toBe(200);
    const seen = async () => ({
      household: (await owner.get('/api/household')).json,
      plan: (await owner.get('/api/plan?from=2026-11-30&to=2026-12-06')).json,
      list: (await owner.get('/api/shopping-list')).json,
    });
    const before = await seen();

    const attempts: [string, Promise<{ status: number; json: { detail: unknown } }>, string][] = [];
    for (const id of [joined, pending]) {
      attempts.push([
        `removeHouseholdMember ${id}`,
        stranger.delete(`/api/household/members/${id}`),
        HOUSEHOLD_DETAILS.memberNotFound,
      ]);
      attempts.push([
        `acceptHouseholdInvitation ${id}`,
        stranger.post(`/api/household/invitations/${id}/accept`),
        HOUSEHOLD_DETAILS.invitationNotFound,
      ]);
      attempts.push([
        `declineHouseholdInvitation ${id}`,
        stranger.delete(`/api/household/invitations/${id}`),
        HOUSEHOLD_DETAILS.invitationNotFound,
      ]);
    }
    // Only the owner takes back an invitation; a member is no owner.
    attempts.push([
      'removeHouseholdMember by the member',
      member.delete(`/api/household/members/${pending}`),
      HOUSEHOLD_DETAILS.memberNotFound,
    ]);
    attempts.push([
      'updatePlanEntry',
      stranger.patch(`/api/plan/${entry}`, { json: { note: 'mine' } }),
      DETAILS.planEntryNotFound,
    ]);
    attempts.push([
      'markPlanEntryCooked',
      stranger.post(`/api/plan/${entry}/cooked`),
      DETAILS.planEntryNotFound,
    ]);
    attempts.push([
      'getPlanEntryRecipe',
      stranger.get(`/api/plan/${planned}/recipe`),
      DETAILS.planEntryNotFound,
    ]);
    attempts.push([
      'updateShoppingItem',
      stranger.patch(`/api/shopping-list/items/${line}`, { json: { checked: true } }),
      DETAILS.shoppingItemNotFound,
    ]);
    for (const [label, request, detail] of attempts) {
      const res = await request;
      expect([label, res.status, res.json.detail]).toEqual([label, 404, detail]);
    }
    expect((await stranger.delete(`/api/plan/${entry}`)).status).toBe(404);
    expect((await stranger.delete(`/api/shopping-list/items/${line}`)).status).toBe(404);
    expect((await stranger.get('/api/household')).json).toEqual({
      owner: 'hans',
      yours: true,
      members: [],
      invitations: [],
    });
    expect((await stranger.get('/api/shopping-list')).json.items).toEqual([]);
    expect((await stranger.get('/api/plan?from=2026-11-30&to=2026-12-06')).json.entries).toEqual(
      [],
    );

    // Once out, the former member reaches none of it either.
    await member.post('/api/household/leave');
    expect((await member.patch(`/api/plan/${entry}`, { json: { note: 'x' } })).status).toBe(404);
    expect((await owner.get(`/api/plan/${planned}/recipe`)).status).toBe(404);
    expect((await member.delete(`/api/shopping-list/items/${line}`)).status).toBe(404);
    expect(await seen()).toEqual({
      ...before,
      household: { ...before.household, members: [before.household.members[1]] },
    });
  });
});
