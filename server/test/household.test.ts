import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DETAILS } from '#contract/messages.ts';
import { HOUSEHOLD_DETAILS, HOUSEHOLD_FULL } from '#contract/household.ts';
import { MAX_EVENT_STREAMS_PER_USER } from '#contract/limits.ts';
import { API_TOKEN_DETAILS } from '#contract/api-tokens.ts';
import { buildApp } from '#server/src/app.ts';
import { LocalDiskStorage } from '#server/src/platform/storage/file-storage.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

type Ingredient = { quantity: number | null; unit: string; name: string };

/** Inserts a saved recipe of userId; returns its id. */
async function seedRecipe(
  server: TestServer,
  userId: number,
  title: string,
  ingredients: Ingredient[] = [],
): Promise<number> {
  const [row] = await server.app.sous.db.query<{ id: number }>(
    `INSERT INTO recipes (user_id, is_saved, title, description, difficulty, food_category, ingredients,
       base_servings, total_time_minutes, created_at)
     VALUES ($1, true, $2, '', 'easy', 'vegan', $3::jsonb, 2, 30, now()) RETURNING id`,
    [userId, title, JSON.stringify(ingredients)],
  );
  return row!.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/household/events over a real connection, read block by block (`event: x\ndata: {}`). */
class EventStream {
  private buffer = '';
  private readonly blocks: string[] = [];
  private wake: (() => void) | undefined;
  ended = false;

  private constructor(
    readonly response: http.IncomingMessage,
    private readonly request: http.ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        this.blocks.push(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.wake?.();
    });
    response.on('end', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  static open(app: FastifyInstance, client: TestClient): Promise<EventStream> {
    const { port } = app.server.address() as AddressInfo;
    const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ');
    return new Promise((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/household/events', headers: { cookie } },
        (response) => resolve(new EventStream(response, request)),
      );
      request.on('error', reject);
    });
  }

  /** The next block; fails after timeoutMs (undefined: resolves undefined instead). */
  async next(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.blocks.length === 0) {
      if (this.ended) throw new Error('The stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, left);
      });
    }
    return this.blocks.shift()!;
  }

  /** The next event's name other than `household` (which a household change may send twice). */
  async nextBesidesHousehold(): Promise<string> {
    for (;;) {
      const block = await this.next();
      if (block !== 'event: household\ndata: {}') return block;
    }
  }

  /** Waits for the `household` event(s) of one change, then lets the stream look its owner up. */
  async household(): Promise<void> {
    expect(await this.next()).toBe('event: household\ndata: {}');
    await sleep(200);
    while (this.blocks[0] === 'event: household\ndata: {}') this.blocks.shift();
  }

  /** The blocks that came and were not read. */
  get pending(): string[] {
    return [...this.blocks];
  }

  close(): void {
    this.request.destroy();
  }
}

const event = (kind: string) => `event: ${kind}\ndata: {}`;
const WEEK = '/api/plan?from=2026-11-30&to=2026-12-06';

describe.each(testBackends())('household sharing (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let ben: TestClient;
  let cleo: TestClient;
  let dan: TestClient;
  let annaId: number;
  let benId: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    ben = server.client();
    cleo = server.client();
    dan = server.client();
    annaId = (await anna.signup('anna')).id;
    benId = (await ben.signup('ben')).id;
    await cleo.signup('cleo');
    await dan.signup('dan');
  });

  const invite = (client: TestClient, username: string) =>
    client.post('/api/household/members', { json: { username } });
  /** anna invites ben, ben accepts; answers the membership id. */
  async function join(): Promise<number> {
    const invited = await invite(anna, 'ben');
    expect(invited.status).toBe(201);
    expect((await ben.post(`/api/household/invitations/${invited.json.id}/accept`)).status).toBe(
      200,
    );
    return invited.json.id as number;
  }

  it("starts with the user's own, unshared plan and list", async () => {
    const res = await anna.get('/api/household');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ owner: 'anna', yours: true, members: [], invitations: [] });
  });

  it('invites by username as sign-in compares it, and answers every refusal precisely', async () => {
    server.clock.set('2026-11-28T18:00:00Z');
    const invited = await invite(anna, ' BEN ');
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual({
      id: expect.any(Number),
      username: 'ben',
      status: 'invited',
      since: '2026-11-28T18:00:00.000Z',
    });
    expect((await anna.get('/api/household')).json.members).toEqual([invited.json]);
    expect((await ben.get('/api/household')).json).toEqual({
      owner: 'ben',
      yours: true,
      members: [],
      invitations: [{ id: invited.json.id, from: 'anna', invited_at: '2026-11-28T18:00:00.000Z' }],
    });

    const unknown = await invite(anna, 'nobody');
    expect([unknown.status, unknown.json.detail]).toEqual([404, HOUSEHOLD_DETAILS.userNotFound]);
    const self = await invite(anna, 'Anna');
    expect([self.status, self.json.detail]).toEqual([
      422,
      [{ loc: ['body', 'username'], msg: HOUSEHOLD_DETAILS.inviteSelf, type: 'value_error' }],
    ]);
    const again = await invite(anna, 'ben');
    expect([again.status, again.json.detail]).toEqual([409, HOUSEHOLD_DETAILS.alreadyIn]);
    const empty = await invite(anna, '');
    expect(empty.status).toBe(422);

    // A member invites nobody.
    await ben.post(`/api/household/invitations/${invited.json.id}/accept`);
    const byMember = await invite(ben, 'cleo');
    expect([byMember.status, byMember.json.detail]).toEqual([
      409,
      HOUSEHOLD_DETAILS.leaveBeforeInvite,
    ]);
    const already = await invite(anna, 'ben');
    expect([already.status, already.json.detail]).toEqual([409, HOUSEHOLD_DETAILS.alreadyIn]);

    // Five other cooks, invited or accepted, at most.
    for (const name of ['cleo', 'dan', 'emil', 'fritz']) {
      if (name === 'emil' || name === 'fritz') await server.client().signup(name);
      expect((await invite(anna, name)).status).toBe(201);
    }
    await server.client().signup('gus');
    const full = await invite(anna, 'gus');
    expect([full.status, full.json.detail]).toEqual([409, HOUSEHOLD_FULL]);
    expect((await anna.get('/api/household')).json.members).toHaveLength(5);
  });

  it('accepts: the member sees the owner and the other members; refusals are precise', async () => {
    const toBen = (await invite(anna, 'ben')).json;
    const toCleo = (await invite(anna, 'cleo')).json;
    // ben is invited by dan too; he may only join one household.
    const fromDan = (await invite(dan, 'ben')).json;
    server.clock.set('2026-11-29T08:00:00Z');
    const accepted = await ben.post(`/api/household/invitations/${toBen.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({
      owner: 'anna',
      yours: false,
      members: [],
      invitations: [{ id: fromDan.id, from: 'dan', invited_at: expect.any(String) }],
    });
    const joinDan = await ben.post(`/api/household/invitations/${fromDan.id}/accept`);
    expect([joinDan.status, joinDan.json.detail]).toEqual([409, HOUSEHOLD_DETAILS.leaveBeforeJoin]);
    const again = await ben.post(`/api/household/invitations/${toBen.id}/accept`);
    expect([again.status, again.json.detail]).toEqual([404, HOUSEHOLD_DETAILS.invitationNotFound]);
    // Someone else's invitation, or none at all.
    for (const id of [toCleo.id, 999_999]) {
      const res = await ben.post(`/api/household/invitations/${id}/accept`);
      expect([res.status, res.json.detail]).toEqual([404, HOUSEHOLD_DETAILS.invitationNotFound]);
    }
    // dan has invited someone: he cannot join anna's household until that is gone.
    const toDan = (await invite(anna, 'dan')).json;
    const ownFirst = await dan.post(`/api/household/invitations/${toDan.id}/accept`);
    expect([ownFirst.status, ownFirst.json.detail]).toEqual([409, HOUSEHOLD_DETAILS.ownMembers]);

    await cleo.post(`/api/household/invitations/${toCleo.id}/accept`);
    expect((await anna.get('/api/household')).json).toEqual({
      owner: 'anna',
      yours: true,
      members: [
        { id: toBen.id, username: 'ben', status: 'member', since: '2026-11-29T08:00:00.000Z' },
        { id: toCleo.id, username: 'cleo', status: 'member', since: '2026-11-29T08:00:00.000Z' },
        { id: toDan.id, username: 'dan', status: 'invited', since: expect.any(String) },
      ],
      invitations: [],
    });
    // A member sees the other accepted members, not the invitations.
    expect((await ben.get('/api/household')).json.members).toEqual([
      { id: toCleo.id, username: 'cleo', status: 'member', since: '2026-11-29T08:00:00.000Z' },
    ]);
  });

  it('declines, revokes, removes and leaves', async () => {
    const toBen = (await invite(anna, 'ben')).json;
    const declined = await ben.delete(`/api/household/invitations/${toBen.id}`);
    expect([declined.status, declined.json]).toEqual([200, { message: 'Invitation declined' }]);
    const twice = await ben.delete(`/api/household/invitations/${toBen.id}`);
    expect([twice.status, twice.json.detail]).toEqual([404, HOUSEHOLD_DETAILS.invitationNotFound]);

    const toCleo = (await invite(anna, 'cleo')).json;
    // Only the invited cook declines; only the owner revokes.
    const notHers = await dan.delete(`/api/household/invitations/${toCleo.id}`);
    expect([notHers.status, notHers.json.detail]).toEqual([
      404,
      HOUSEHOLD_DETAILS.invitationNotFound,
    ]);
    const notTheOwner = await cleo.delete(`/api/household/members/${toCleo.id}`);
    expect([notTheOwner.status, notTheOwner.json.detail]).toEqual([
      404,
      HOUSEHOLD_DETAILS.memberNotFound,
    ]);
    const revoked = await anna.delete(`/api/household/members/${toCleo.id}`);
    expect([revoked.status, revoked.json]).toEqual([
      200,
      { message: 'Removed from the household' },
    ]);
    expect((await cleo.get('/api/household')).json.invitations).toEqual([]);

    const membership = await join();
    const removed = await anna.delete(`/api/household/members/${membership}`);
    expect(removed.status).toBe(200);
    expect((await ben.get('/api/household')).json).toEqual({
      owner: 'ben',
      yours: true,
      members: [],
      invitations: [],
    });
    const gone = await anna.delete(`/api/household/members/${membership}`);
    expect([gone.status, gone.json.detail]).toEqual([404, HOUSEHOLD_DETAILS.memberNotFound]);

    await join();
    const left = await ben.post('/api/household/leave');
    expect([left.status, left.json]).toEqual([
      200,
      { owner: 'ben', yours: true, members: [], invitations: [] },
    ]);
    expect((await anna.get('/api/household')).json.members).toEqual([]);
    const notIn = await ben.post('/api/household/leave');
    expect([notIn.status, notIn.json.detail]).toEqual([409, HOUSEHOLD_DETAILS.notMember]);
    const ownerLeaves = await anna.post('/api/household/leave');
    expect([ownerLeaves.status, ownerLeaves.json.detail]).toEqual([
      409,
      HOUSEHOLD_DETAILS.notMember,
    ]);
  });

  it('shares the list and pantry: lines by either cook, amounts in the reader unit system', async () => {
    const flour = await seedRecipe(server, annaId, 'Bread', [
      { quantity: 500, unit: 'g', name: 'flour' },
    ]);
    const bensSoup = await seedRecipe(server, benId, 'Soup', [
      { quantity: 1, unit: 'l', name: 'stock' },
    ]);
    await anna.post('/api/shopping-list/recipe', { json: { recipe_id: flour } });
    // ben's own list, before he joins.
    await ben.post('/api/shopping-list/items', { json: { name: 'ben only' } });
    await ben.put('/api/shopping-list/pantry', { json: { names: ['pepper'] } });
    await ben.put(`/api/users/${benId}`, { json: { unit_system: 'us' } });
    await join();

    const seen = await ben.get('/api/shopping-list');
    expect(seen.json.unit_system).toBe('us');
    expect(seen.json.items.map((i: { name: string }) => i.name)).toEqual(['flour']);
    expect(seen.json.items[0].amounts).not.toEqual(
      (await anna.get('/api/shopping-list')).json.items[0].amounts,
    );
    const line = await ben.post('/api/shopping-list/items', { json: { name: 'lemons' } });
    expect(line.status).toBe(201);
    const flourLine = seen.json.items[0].id as number;
    expect(
      (await ben.patch(`/api/shopping-list/items/${flourLine}`, { json: { checked: true } })).json
        .checked,
    ).toBe(true);
    // His own recipe goes on the shared list; anna's is not his to add.
    expect(
      (await ben.post('/api/shopping-list/recipe', { json: { recipe_id: bensSoup } })).status,
    ).toBe(200);
    const hers = await ben.post('/api/shopping-list/recipe', { json: { recipe_id: flour } });
    expect([hers.status, hers.json.detail]).toEqual([404, DETAILS.recipeNotFound]);
    await ben.put('/api/shopping-list/pantry', { json: { names: ['salt'] } });

    const annas = (await anna.get('/api/shopping-list')).json;
    expect(annas.unit_system).toBe('metric');
    expect(
      annas.items.map((i: { name: string; checked: boolean }) => `${i.name} ${i.checked}`).sort(),
    ).toEqual(['flour true', 'lemons false', 'stock false']);
    expect((await anna.get('/api/shopping-list/pantry')).json).toEqual({ names: ['salt'] });

    // Anna's clear removes the checked line for both.
    await anna.post('/api/shopping-list/clear-checked');
    const lemons = line.json.id as number;
    expect((await anna.delete(`/api/shopping-list/items/${lemons}`)).status).toBe(200);
    expect(
      (await ben.get('/api/shopping-list')).json.items.map((i: { name: string }) => i.name),
    ).toEqual(['stock']);

    // Leaving: his own list and pantry are back, what he added stays with anna.
    await ben.post('/api/household/leave');
    expect(
      (await ben.get('/api/shopping-list')).json.items.map((i: { name: string }) => i.name),
    ).toEqual(['ben only']);
    expect((await ben.get('/api/shopping-list/pantry')).json).toEqual({ names: ['pepper'] });
    expect(
      (await anna.get('/api/shopping-list')).json.items.map((i: { name: string }) => i.name),
    ).toEqual(['stock']);
  });

  it("shares the plan: entries name the other member's recipe, cooking logs it for its owner", async () => {
    const pie = await seedRecipe(server, annaId, 'Pie');
    const soup = await seedRecipe(server, benId, 'Soup', [
      { quantity: 200, unit: 'g', name: 'lentils' },
    ]);
    const annasEntry = await anna.post('/api/plan', {
      json: { date: '2026-12-01', slot: 'dinner', recipe_id: pie },
    });
    await ben.post('/api/plan', { json: { date: '2026-12-02', slot: 'lunch', note: 'his own' } });
    await join();

    const bens = await ben.post('/api/plan', {
      json: { date: '2026-12-01', slot: 'dinner', recipe_id: soup },
    });
    expect(bens.status).toBe(201);
    expect(bens.json.position).toBe(1);
    expect(bens.json.recipe).toEqual({
      id: soup,
      title: 'Soup',
      image_url: null,
      total_time_minutes: 30,
    });
    const notHis = await ben.post('/api/plan', {
      json: { date: '2026-12-01', slot: 'lunch', recipe_id: pie },
    });
    expect([notHis.status, notHis.json.detail]).toEqual([404, DETAILS.recipeNotFound]);

    const recipes = (res: { json: { entries: { recipe: unknown }[] } }) =>
      res.json.entries.map((e) => e.recipe);
    expect(recipes(await anna.get(WEEK))).toEqual([
      { id: pie, title: 'Pie', image_url: null, total_time_minutes: 30 },
      { id: soup, title: 'Soup', image_url: null, total_time_minutes: 30, shared_by: 'ben' },
    ]);
    expect(recipes(await ben.get(WEEK))).toEqual([
      { id: pie, title: 'Pie', image_url: null, total_time_minutes: 30, shared_by: 'anna' },
      { id: soup, title: 'Soup', image_url: null, total_time_minutes: 30 },
    ]);
    // ben moves anna's entry and cooks it: the cook log is anna's.
    const moved = await ben.patch(`/api/plan/${annasEntry.json.id}`, { json: { position: 1 } });
    expect([moved.status, moved.json.position, moved.json.recipe.shared_by]).toEqual([
      200,
      1,
      'anna',
    ]);
    expect((await ben.post(`/api/plan/${annasEntry.json.id}/cooked`)).status).toBe(200);
    expect((await anna.get('/api/users/me/stats')).json.cooked_this_week).toBe(1);
    expect((await ben.get('/api/users/me/stats')).json.cooked_this_week).toBe(0);

    // The household's plan goes onto the household's list, ben's recipe included.
    const added = await anna.post('/api/shopping-list/plan', {
      json: { from: '2026-11-30', to: '2026-12-06' },
    });
    expect(added.json.added_entries).toBe(2);
    expect(added.json.list.items.map((i: { name: string }) => i.name)).toEqual(['lentils']);

    // ben's calendar feed shows the plan he sees: the household's.
    await ben.post('/api/calendar-feed');
    const feed = (await ben.get('/api/calendar-feed')).json.url as string;
    const ics = await server.client().get(new URL(feed).pathname);
    expect(ics.body).toContain(': Pie');
    expect(ics.body).toContain(': Soup');
    expect(ics.body).not.toContain('his own');

    // Removed, ben sees his own plan again; his entry stays in anna's.
    await anna.delete(
      `/api/household/members/${(await anna.get('/api/household')).json.members[0].id}`,
    );
    expect((await ben.get(WEEK)).json.entries.map((e: { note: string }) => e.note)).toEqual([
      'his own',
    ]);
    expect((await anna.get(WEEK)).json.entries).toHaveLength(2);
    const gone = await ben.delete(`/api/plan/${annasEntry.json.id}`);
    expect([gone.status, gone.json.detail]).toEqual([404, DETAILS.planEntryNotFound]);
  });

  it('reads a planned recipe of another member through its entry, read-only, while it is in the plan', async () => {
    const pie = await seedRecipe(server, annaId, 'Pie', [
      { quantity: 300, unit: 'g', name: 'flour' },
    ]);
    const steps = [
      {
        heading: 'Mix',
        description: 'Mix the 300 g flour.',
        animation: 'mixing.json',
        timer: null,
      },
      {
        heading: 'Bake',
        description: 'Bake for 40 minutes.',
        animation: 'baking.json',
        timer: 2400,
      },
    ];
    await server.app.sous.db.query(
      'INSERT INTO instructions (recipe_id, steps) VALUES ($1, $2::jsonb)',
      [pie, JSON.stringify(steps)],
    );
    expect(
      (
        await anna.patch(`/api/recipe/${pie}/rating-notes`, {
          json: { rating: 5, note: 'More butter' },
        })
      ).status,
    ).toBe(200);
    const entry = (
      await anna.post('/api/plan', {
        json: { date: '2026-12-01', slot: 'dinner', recipe_id: pie, servings: 6 },
      })
    ).json.id as number;
    const note = (
      await anna.post('/api/plan', {
        json: { date: '2026-12-01', slot: 'lunch', note: 'leftovers' },
      })
    ).json.id as number;
    const read = (client: TestClient, id = entry) => client.get(`/api/plan/${id}/recipe`);
    const notFound = [404, DETAILS.planEntryNotFound];
    const answer = (res: { status: number; json: { detail?: string } }) => [
      res.status,
      res.json.detail,
    ];

    // Not (yet) in the household: the entry is not in the plan ben sees.
    expect(answer(await read(ben))).toEqual(notFound);
    await join();
    expect(answer(await read(cleo))).toEqual(notFound);

    const bens = await read(ben);
    expect(bens.status).toBe(200);
    expect([bens.json.owner, bens.json.servings]).toEqual(['anna', 6]);
    expect([bens.json.steps, bens.json.steps_status]).toEqual([steps, 'ready']);
    expect(bens.json.recipe).toMatchObject({
      id: pie,
      title: 'Pie',
      ingredients: [{ quantity: 300, unit: 'g', name: 'flour' }],
      baseServings: 2,
      rating: null,
      note: null,
    });
    // Only through the plan: the recipe itself, its steps and its writes stay anna's.
    expect((await ben.get(`/api/recipe/${pie}/get`)).status).toBe(404);
    expect((await ben.get(`/api/instruction/${pie}`)).status).toBe(404);
    expect(
      (await ben.patch(`/api/recipe/${pie}/rating-notes`, { json: { rating: 1 } })).status,
    ).toBe(404);
    // Her own entry: her rating and note, no owner named.
    const annas = await read(anna);
    expect([annas.json.owner, annas.json.recipe.rating, annas.json.recipe.note]).toEqual([
      null,
      5,
      'More butter',
    ]);
    expect(answer(await read(ben, note))).toEqual(notFound);
    // Steps not written yet: their writing is queued as anna's job, and reading again brings them.
    const tart = await seedRecipe(server, annaId, 'Tart');
    const tartEntry = (
      await anna.post('/api/plan', {
        json: { date: '2026-12-03', slot: 'dinner', recipe_id: tart },
      })
    ).json.id as number;
    const writing = await read(ben, tartEntry);
    expect([writing.json.steps, writing.json.steps_status]).toEqual([null, 'writing']);
    const jobs = await server.app.sous.db.query<{ user_id: number }>(
      'SELECT user_id FROM instruction_jobs WHERE recipe_id = $1',
      [tart],
    );
    expect(jobs).toEqual([{ user_id: annaId }]);

    // Removed from the plan, it is private again; planned again, readable until ben leaves.
    await anna.delete(`/api/plan/${entry}`);
    expect(answer(await read(ben))).toEqual(notFound);
    const again = (
      await anna.post('/api/plan', { json: { date: '2026-12-02', slot: 'dinner', recipe_id: pie } })
    ).json.id as number;
    expect((await read(ben, again)).status).toBe(200);
    expect((await ben.post('/api/household/leave')).status).toBe(200);
    expect(answer(await read(ben, again))).toEqual(notFound);
  });

  it('deletes memberships and invitations with either account, and nothing else', async () => {
    const soup = await seedRecipe(server, benId, 'Soup');
    await join();
    await ben.post('/api/plan', { json: { date: '2026-12-01', slot: 'dinner', recipe_id: soup } });
    await ben.post('/api/shopping-list/items', { json: { name: 'lemons' } });
    await invite(anna, 'cleo');
    expect(
      (await ben.post('/api/users/me/delete', { json: { password: 'secret-pass' } })).status,
    ).toBe(200);
    // His recipe went with him (and its entry); the line he added is anna's.
    expect((await anna.get(WEEK)).json.entries).toEqual([]);
    expect(
      (await anna.get('/api/shopping-list')).json.items.map((i: { name: string }) => i.name),
    ).toEqual(['lemons']);
    expect(
      (await anna.get('/api/household')).json.members.map((m: { username: string }) => m.username),
    ).toEqual(['cleo']);
    expect(
      (await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } })).status,
    ).toBe(200);
    expect((await cleo.get('/api/household')).json.invitations).toEqual([]);
    const [row] = await server.app.sous.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM household_members',
    );
    expect(row!.n).toBe(0);
  });

  it('manages only with a session: API tokens are refused, reading is allowed', async () => {
    const made = await anna.post('/api/users/me/tokens', {
      json: { name: 'script', scope: 'write' },
    });
    const token = made.json.token as string;
    const script = server.client();
    const headers = { authorization: `Bearer ${token}` };
    expect((await script.get('/api/household', { headers })).status).toBe(200);
    const res = await script.post('/api/household/members', { headers, json: { username: 'ben' } });
    expect([res.status, res.json.detail]).toEqual([403, API_TOKEN_DETAILS.notAllowed]);
    expect((await server.client().get('/api/household')).status).toBe(401);
    expect((await server.client().get('/api/household/events')).status).toBe(401);
  });

  it('limits invitations to 20 an hour per cook (429)', async () => {
    for (let i = 0; i < 20; i++) await invite(anna, 'nobody');
    const res = await invite(anna, 'ben');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('streams the changes of the plan and list the user sees, and household changes', async () => {
    const stream = await EventStream.open(server.app, ben);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers['cache-control']).toBe('no-cache');
      expect(await stream.next()).toBe('retry: 5000');
      expect(await stream.next()).toBe(event('ready'));
      // His own list.
      await ben.post('/api/shopping-list/items', { json: { name: 'lemons' } });
      expect(await stream.next()).toBe(event('list'));

      // Invited, then a member: anna's changes reach him; a stranger's do not.
      const invited = (await invite(anna, 'ben')).json;
      await stream.household();
      await ben.post(`/api/household/invitations/${invited.id}/accept`);
      await stream.household();
      const annas = await EventStream.open(server.app, anna);
      expect(await annas.next()).toBe('retry: 5000');
      expect(await annas.next()).toBe(event('ready'));
      await dan.put('/api/shopping-list/pantry', { json: { names: ['salt'] } });
      await anna.post('/api/shopping-list/items', { json: { name: 'milk' } });
      expect(await stream.next()).toBe(event('list'));
      expect(await annas.next()).toBe(event('list'));
      await ben.post('/api/plan', { json: { date: '2026-12-01', slot: 'lunch', note: 'soup' } });
      expect(await stream.next()).toBe(event('plan'));
      expect(await annas.next()).toBe(event('plan'));
      // Another cook joining changes ben's household too.
      const toCleo = (await invite(anna, 'cleo')).json;
      await cleo.post(`/api/household/invitations/${toCleo.id}/accept`);
      await stream.household();
      expect(await annas.next()).toBe(event('household'));
      annas.close();

      // Removed: anna's plan is no longer his, his own list is.
      await anna.delete(`/api/household/members/${invited.id}`);
      await stream.household();
      await anna.post('/api/plan', { json: { date: '2026-12-01', slot: 'lunch', note: 'hers' } });
      await ben.post('/api/shopping-list/items', { json: { name: 'his' } });
      expect(await stream.nextBesidesHousehold()).toBe(event('list'));
      expect(stream.pending).toEqual([]);
    } finally {
      stream.close();
    }
    // A HEAD request opens no stream.
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/api/household/events',
      headers: { cookie: [...ben.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ') },
    });
    expect([head.statusCode, head.headers['content-type']]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
    ]);
    // A stream whose client went is forgotten.
    for (let i = 0; i < 50 && server.app.sous.householdEvents.size > 0; i++) await sleep(20);
    expect(server.app.sous.householdEvents.size).toBe(0);
  });

  it('holds at most 10 open streams per cook: one more answers 429, a closed one frees its place', async () => {
    const streams = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_USER; i++) {
      const stream = await EventStream.open(server.app, ben);
      expect(stream.response.statusCode).toBe(200);
      expect(await stream.next()).toBe('retry: 5000');
      expect(await stream.next()).toBe(event('ready'));
      streams.push(stream);
    }
    const refused = await EventStream.open(server.app, ben);
    expect([refused.response.statusCode, refused.response.headers['retry-after']]).toEqual([
      429,
      '60',
    ]);
    refused.close();
    // Another cook is not held back by ben's streams.
    const annas = await EventStream.open(server.app, anna);
    expect(annas.response.statusCode).toBe(200);
    annas.close();
    streams.pop()!.close();
    for (
      let i = 0;
      i < 50 && server.app.sous.householdEvents.size > MAX_EVENT_STREAMS_PER_USER - 1;
      i++
    )
      await sleep(20);
    const again = await EventStream.open(server.app, ben);
    expect(again.response.statusCode).toBe(200);
    again.close();
    for (const stream of streams) stream.close();
  });

  it.runIf(backend === 'postgres')(
    'delivers a change made through one instance to a stream open on another, and closes with it open',
    async () => {
      const other = await buildApp({
        config: server.config,
        db: server.database.db,
        storage: new LocalDiskStorage(path.join(server.dataDir, 'files')),
        ai: server.ai,
        clock: server.clock.now,
        logger: false,
      });
      await other.listen({ host: '127.0.0.1', port: 0 });
      let closed = false;
      try {
        await join();
        const stream = await EventStream.open(other, ben);
        expect(await stream.next()).toBe('retry: 5000');
        expect(await stream.next()).toBe(event('ready'));
        // anna writes through the first instance.
        await anna.post('/api/shopping-list/items', { json: { name: 'milk' } });
        expect(await stream.next()).toBe(event('list'));
        await anna.delete(
          `/api/household/members/${(await anna.get('/api/household')).json.members[0].id}`,
        );
        await stream.household();
        // Shutting the instance down ends its open streams instead of waiting for them.
        await Promise.race([
          other.close(),
          sleep(5000).then(() => Promise.reject(new Error('close() waited for the stream'))),
        ]);
        closed = true;
        for (let i = 0; i < 50 && !stream.ended; i++) await sleep(20);
        expect(stream.ended).toBe(true);
      } finally {
        if (!closed) await other.close();
      }
    },
  );
});
