/** The mock's household sharing (server: server/test/household.test.ts). */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { currentUser, db, seedDb, signIn } from '#mocks/db';
import { buildUser } from '#mocks/factories/user';
import { HOUSEHOLD_DETAILS, HOUSEHOLD_FULL } from '#contract/household';
import { DETAILS } from '#contract/messages';

const other = (id: number, username: string) =>
  seedDb({ users: [buildUser({ id, username, email: `${username}@example.com` })] });

const invite = (username: string) => api.POST('/household/members', { body: { username } });
const addLine = (name: string) => unwrap(api.POST('/shopping-list/items', { body: { name } }));
const lineNames = async () =>
  (await unwrap(api.GET('/shopping-list'))).items.map((item) => item.name).sort();

describe('household (mock)', () => {
  it('invites by username, shares the list once accepted, and gives the own list back on leave', async () => {
    const anna = currentUser()!;
    other(501, 'Ben');
    await addLine('oat milk');
    const annas = await lineNames();
    const invited = await unwrap(invite('  ben '));
    expect(invited).toMatchObject({ username: 'Ben', status: 'invited' });

    signIn(501);
    await addLine('own coffee');
    const waiting = await unwrap(api.GET('/household'));
    expect(waiting).toMatchObject({ owner: 'Ben', yours: true, members: [] });
    expect(waiting.invitations).toEqual([
      { id: invited.id, from: anna.username, invited_at: invited.since },
    ]);
    const joined = await unwrap(
      api.POST('/household/invitations/{membershipId}/accept', {
        params: { path: { membershipId: invited.id } },
      }),
    );
    expect(joined).toMatchObject({ owner: anna.username, yours: false, invitations: [] });
    expect(await lineNames()).toEqual(annas);
    await addLine('bread');

    signIn(anna.id);
    expect(await lineNames()).toEqual([...annas, 'bread'].sort());
    expect((await unwrap(api.GET('/household'))).members).toMatchObject([
      { id: invited.id, username: 'Ben', status: 'member' },
    ]);

    signIn(501);
    expect(await unwrap(api.POST('/household/leave', {}))).toMatchObject({
      owner: 'Ben',
      yours: true,
    });
    expect(await lineNames()).toEqual(['own coffee']);
    const again = await api.POST('/household/leave', {});
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ detail: HOUSEHOLD_DETAILS.notMember });
  });

  it('answers the contract errors and 404 for what is not the cook’s', async () => {
    const anna = currentUser()!;
    const unknown = await invite('nobody_here');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ detail: HOUSEHOLD_DETAILS.userNotFound });
    const self = await invite(anna.username);
    expect(self.response.status).toBe(422);
    for (let i = 0; i < 6; i++) other(600 + i, `cook_${600 + i}`);
    for (let i = 0; i < 5; i++) await unwrap(invite(`cook_${600 + i}`));
    const twice = await invite('cook_600');
    expect(twice.error).toEqual({ detail: HOUSEHOLD_DETAILS.alreadyIn });
    const full = await invite('cook_605');
    expect(full.response.status).toBe(409);
    expect(full.error).toEqual({ detail: HOUSEHOLD_FULL });

    // An owner with invitations cannot join; a stranger cannot touch the memberships.
    const theirs = [...db.households.values()][0]!;
    signIn(605);
    const notMine = await api.DELETE('/household/members/{membershipId}', {
      params: { path: { membershipId: theirs.id } },
    });
    expect(notMine.error).toEqual({ detail: HOUSEHOLD_DETAILS.memberNotFound });
    const notInvited = await api.POST('/household/invitations/{membershipId}/accept', {
      params: { path: { membershipId: theirs.id } },
    });
    expect(notInvited.error).toEqual({ detail: HOUSEHOLD_DETAILS.invitationNotFound });
    signIn(600);
    await unwrap(invite('cook_605'));
    const busy = await api.POST('/household/invitations/{membershipId}/accept', {
      params: { path: { membershipId: theirs.id } },
    });
    expect(busy.error).toEqual({ detail: HOUSEHOLD_DETAILS.ownMembers });
  });

  it('removing a member gives them their own list back; a line of the household is 404 to them then', async () => {
    const anna = currentUser()!;
    other(701, 'carla');
    const line = await addLine('rye flour');
    const invited = await unwrap(invite('carla'));
    signIn(701);
    await unwrap(
      api.POST('/household/invitations/{membershipId}/accept', {
        params: { path: { membershipId: invited.id } },
      }),
    );
    await unwrap(
      api.PATCH('/shopping-list/items/{itemId}', {
        params: { path: { itemId: line.id } },
        body: { checked: true },
      }),
    );
    signIn(anna.id);
    expect(db.shopping.get(line.id)?.checked_at).not.toBeNull();
    await unwrap(
      api.DELETE('/household/members/{membershipId}', {
        params: { path: { membershipId: invited.id } },
      }),
    );
    signIn(701);
    expect(await lineNames()).not.toContain('rye flour');
    const gone = await api.PATCH('/shopping-list/items/{itemId}', {
      params: { path: { itemId: line.id } },
      body: { checked: false },
    });
    expect(gone.response.status).toBe(404);
  });
});

describe('a planned recipe in a household (mock)', () => {
  it('is read through its entry, without its owner’s rating and note, while its owner is a member', async () => {
    const anna = currentUser()!;
    const pie = [...db.recipes.values()].find((r) => r.owner_id === anna.id && r.is_saved)!;
    pie.rating = 5;
    pie.note = 'More butter';
    const entry = await unwrap(
      api.POST('/plan', { body: { date: '2026-12-01', slot: 'dinner', recipe_id: pie.id } }),
    );
    const read = () =>
      api.GET('/plan/{entryId}/recipe', { params: { path: { entryId: entry.id } } });
    const own = await unwrap(read());
    expect([own.owner, own.recipe.rating, own.recipe.note]).toEqual([null, 5, 'More butter']);
    other(501, 'ben');
    other(502, 'cleo');
    const invited = await unwrap(invite('ben'));

    signIn(502);
    expect((await read()).error).toEqual({ detail: DETAILS.planEntryNotFound });
    signIn(501);
    expect((await read()).error).toEqual({ detail: DETAILS.planEntryNotFound });
    await unwrap(
      api.POST('/household/invitations/{membershipId}/accept', {
        params: { path: { membershipId: invited.id } },
      }),
    );
    const bens = await unwrap(read());
    expect(bens.owner).toBe(anna.username);
    expect(bens.recipe).toMatchObject({ id: pie.id, title: pie.title, rating: null, note: null });
    expect(bens.steps?.length).toBeGreaterThan(0);
    // The recipe itself stays anna's.
    const direct = await api.GET('/recipe/{id}/get', { params: { path: { id: pie.id } } });
    expect(direct.response.status).toBe(404);
    await unwrap(api.POST('/household/leave', {}));
    expect((await read()).error).toEqual({ detail: DETAILS.planEntryNotFound });
  });
});
