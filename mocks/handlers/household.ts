import { HttpResponse } from 'msw';
import type { components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { MAX_HOUSEHOLD_MEMBERS } from '#contract/limits';
import { HOUSEHOLD_DETAILS, HOUSEHOLD_FULL } from '#contract/household';
import { usernameKey } from '#contract/username';
import { type HouseholdRow, type UserRow, db, nextId } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { householdChanged, householdOwner, onHouseholdChange } from '#mocks/store';

type Schemas = components['schemas'];

const memberships = () => [...db.households.values()];
const username = (id: number) => db.users.get(id)?.username ?? '';

/** The household tag's answer for `user`: whose plan and list, the others in it, invitations. */
export function householdOf(user: UserRow): Schemas['Household'] {
  const home = householdOwner(user);
  const yours = home.id === user.id;
  const members = memberships()
    .filter((m) => m.owner_id === home.id && m.member_id !== user.id)
    .filter((m) => yours || m.accepted_at !== null)
    .sort((a, b) => a.id - b.id)
    .map((m) => ({
      id: m.id,
      username: username(m.member_id),
      status: m.accepted_at === null ? ('invited' as const) : ('member' as const),
      since: m.accepted_at ?? m.invited_at,
    }));
  const invitations = memberships()
    .filter((m) => m.member_id === user.id && m.accepted_at === null)
    .sort((a, b) => a.id - b.id)
    .map((m) => ({ id: m.id, from: username(m.owner_id), invited_at: m.invited_at }));
  return { owner: home.username, yours, members, invitations };
}

const isMember = (userId: number) =>
  memberships().some((m) => m.member_id === userId && m.accepted_at !== null);

/** Tells both sides of a membership that their household changed. */
function changed(m: HouseholdRow) {
  householdChanged(m.owner_id, 'household');
  householdChanged(m.member_id, 'household');
}

const encoder = new TextEncoder();

/** The household's memberships: invite, revoke or remove, accept, decline, leave; live changes. */
export const householdHandlers = [
  http.get('/household', ({ request, response }) => {
    guard('getHousehold', request);
    return response(200).json(householdOf(requireUser()));
  }),

  http.post('/household/members', async ({ request, response }) => {
    guard('inviteHouseholdMember', request);
    const user = requireUser();
    const body = await readBody<Schemas['InviteHouseholdMemberRequest']>(
      'inviteHouseholdMember',
      request,
    );
    const key = usernameKey(body.username.trim().normalize('NFC'));
    const invitee = [...db.users.values()].find((u) => usernameKey(u.username) === key);
    if (!invitee) throw notFound(HOUSEHOLD_DETAILS.userNotFound);
    if (invitee.id === user.id)
      throw problem(422, [
        { loc: ['body', 'username'], msg: HOUSEHOLD_DETAILS.inviteSelf, type: 'value_error' },
      ]);
    if (isMember(user.id)) throw problem(409, HOUSEHOLD_DETAILS.leaveBeforeInvite);
    const own = memberships().filter((m) => m.owner_id === user.id);
    if (own.some((m) => m.member_id === invitee.id))
      throw problem(409, HOUSEHOLD_DETAILS.alreadyIn);
    if (own.length >= MAX_HOUSEHOLD_MEMBERS) throw problem(409, HOUSEHOLD_FULL);
    const row: HouseholdRow = {
      id: nextId('households'),
      owner_id: user.id,
      member_id: invitee.id,
      invited_at: isoAt(now()),
      accepted_at: null,
    };
    db.households.set(row.id, row);
    changed(row);
    return response(201).json({
      id: row.id,
      username: invitee.username,
      status: 'invited',
      since: row.invited_at,
    });
  }),

  http.delete('/household/members/{membershipId}', ({ request, params, response }) => {
    guard('removeHouseholdMember', request);
    const user = requireUser();
    const { membershipId } = pathParams<{ membershipId: number }>('removeHouseholdMember', params);
    const row = db.households.get(membershipId);
    if (!row || row.owner_id !== user.id) throw notFound(HOUSEHOLD_DETAILS.memberNotFound);
    db.households.delete(row.id);
    changed(row);
    return response(200).json({ message: 'Removed from the household' });
  }),

  http.post('/household/invitations/{membershipId}/accept', ({ request, params, response }) => {
    guard('acceptHouseholdInvitation', request);
    const user = requireUser();
    const { membershipId } = pathParams<{ membershipId: number }>(
      'acceptHouseholdInvitation',
      params,
    );
    const row = db.households.get(membershipId);
    if (!row || row.member_id !== user.id || row.accepted_at !== null)
      throw notFound(HOUSEHOLD_DETAILS.invitationNotFound);
    if (isMember(user.id)) throw problem(409, HOUSEHOLD_DETAILS.leaveBeforeJoin);
    if (memberships().some((m) => m.owner_id === user.id))
      throw problem(409, HOUSEHOLD_DETAILS.ownMembers);
    row.accepted_at = isoAt(now());
    changed(row);
    return response(200).json(householdOf(user));
  }),

  http.delete('/household/invitations/{membershipId}', ({ request, params, response }) => {
    guard('declineHouseholdInvitation', request);
    const user = requireUser();
    const { membershipId } = pathParams<{ membershipId: number }>(
      'declineHouseholdInvitation',
      params,
    );
    const row = db.households.get(membershipId);
    if (!row || row.member_id !== user.id || row.accepted_at !== null)
      throw notFound(HOUSEHOLD_DETAILS.invitationNotFound);
    db.households.delete(row.id);
    changed(row);
    return response(200).json({ message: 'Invitation declined' });
  }),

  http.post('/household/leave', ({ request, response }) => {
    guard('leaveHousehold', request);
    const user = requireUser();
    const row = memberships().find((m) => m.member_id === user.id && m.accepted_at !== null);
    if (!row) throw problem(409, HOUSEHOLD_DETAILS.notMember);
    db.households.delete(row.id);
    changed(row);
    return response(200).json(householdOf(user));
  }),

  // The server's event stream, fed by the mock's own writes (householdChanged in mocks/store.ts).
  http.get('/household/events', ({ request, response }) => {
    guard('getHouseholdEvents', request);
    const user = requireUser();
    let home = householdOwner(user).id;
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        send('retry: 5000\n\nevent: ready\ndata: {}\n\n');
        const unsubscribe = onHouseholdChange((userId, change) => {
          if (change === 'household' && userId === user.id) {
            home = householdOwner(user).id;
            send('event: household\ndata: {}\n\n');
          } else if (userId === home) {
            send(`event: ${change}\ndata: {}\n\n`);
          }
        });
        stop = () => {
          unsubscribe();
          try {
            controller.close();
          } catch {
            // already closed by the reader
          }
        };
        request.signal.addEventListener('abort', stop, { once: true });
      },
      cancel() {
        stop();
      },
    });
    return response.untyped(
      new HttpResponse(stream, {
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      }),
    );
  }),
];
