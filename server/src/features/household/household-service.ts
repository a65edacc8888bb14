import type { components } from '#contract/schema.gen.ts';
import { MAX_HOUSEHOLD_MEMBERS } from '#contract/limits.ts';
import { HOUSEHOLD_DETAILS, HOUSEHOLD_FULL } from '#contract/household.ts';
import { usernameKey } from '#contract/username.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import { conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { householdRepository, type MembershipRow } from './household-repository.ts';

type Schemas = components['schemas'];

export const HOUSEHOLD_MEMBER_REMOVED = 'Removed from the household';
export const HOUSEHOLD_INVITATION_DECLINED = 'Invitation declined';

/** Invitations per user and hour (each counts, found or not: usernames are not to be probed). */
const INVITE_LIMIT = 20;
const INVITE_WINDOW = 3600;
/** Household.invitations maxItems. */
const MAX_INVITATIONS = 100;

function toMember(row: MembershipRow): Schemas['HouseholdMember'] {
  return row.accepted_at === null
    ? { id: row.id, username: row.username, status: 'invited', since: iso(row.invited_at) }
    : { id: row.id, username: row.username, status: 'member', since: iso(row.accepted_at) };
}

const iso = (at: Date) => new Date(at).toISOString();

/**
 * Household sharing: an owner invites other cooks by username; while one is an accepted member, the
 * plan and shopping operations work on the owner's plan and list (householdOwnerSql). A cook is a
 * member of one household at most, a member invites nobody, and an owner with members or
 * invitations joins no other household, so households never nest.
 */
export class HouseholdService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly clock: () => Date,
  ) {}

  async get(userId: number): Promise<Schemas['Household']> {
    return this.read(this.db, userId);
  }

  /** The id of the cook whose plan and list userId sees (the event stream follows it). */
  ownerOf(userId: number): Promise<number> {
    return householdRepository.ownerOf(this.db, userId);
  }

  async invite(userId: number, username: string): Promise<Schemas['HouseholdMember']> {
    await this.limiter.consume(`household-invite:${userId}`, INVITE_LIMIT, INVITE_WINDOW);
    const invitee = await householdRepository.userByKey(this.db, usernameKey(username));
    if (!invitee) throw notFound(HOUSEHOLD_DETAILS.userNotFound);
    if (invitee.id === userId)
      throw invalid(['body', 'username'], HOUSEHOLD_DETAILS.inviteSelf, 'value_error');
    return this.db.transaction(async (tx) => {
      // Accepting an invitation takes the same lock, so an owner never joins another household
      // while inviting.
      await householdRepository.lockUser(tx, userId);
      if (await householdRepository.membershipOf(tx, userId))
        throw conflict(HOUSEHOLD_DETAILS.leaveBeforeInvite);
      if (await householdRepository.exists(tx, userId, invitee.id))
        throw conflict(HOUSEHOLD_DETAILS.alreadyIn);
      if ((await householdRepository.count(tx, userId)) >= MAX_HOUSEHOLD_MEMBERS)
        throw conflict(HOUSEHOLD_FULL);
      const row = await householdRepository.invite(tx, userId, invitee.id, this.clock());
      return {
        id: row.id,
        username: invitee.username,
        status: 'invited',
        since: iso(row.invited_at),
      };
    });
  }

  /** The owner takes back an invitation or removes a member. */
  async remove(userId: number, membershipId: number): Promise<void> {
    if (!(await householdRepository.remove(this.db, userId, membershipId)))
      throw notFound(HOUSEHOLD_DETAILS.memberNotFound);
  }

  async accept(userId: number, membershipId: number): Promise<Schemas['Household']> {
    return this.db.transaction(async (tx) => {
      await householdRepository.lockUser(tx, userId);
      const invitation = await householdRepository.invitation(tx, userId, membershipId);
      if (!invitation) throw notFound(HOUSEHOLD_DETAILS.invitationNotFound);
      if (await householdRepository.membershipOf(tx, userId))
        throw conflict(HOUSEHOLD_DETAILS.leaveBeforeJoin);
      if ((await householdRepository.count(tx, userId)) > 0)
        throw conflict(HOUSEHOLD_DETAILS.ownMembers);
      await householdRepository.accept(tx, invitation.id, this.clock());
      return this.read(tx, userId);
    });
  }

  async decline(userId: number, membershipId: number): Promise<void> {
    if (!(await householdRepository.decline(this.db, userId, membershipId)))
      throw notFound(HOUSEHOLD_DETAILS.invitationNotFound);
  }

  /** What the member added to the household's plan and list stays there. */
  async leave(userId: number): Promise<Schemas['Household']> {
    return this.db.transaction(async (tx) => {
      if (!(await householdRepository.leave(tx, userId)))
        throw conflict(HOUSEHOLD_DETAILS.notMember);
      return this.read(tx, userId);
    });
  }

  /**
   * A member sees the owner and the household's other accepted members; everyone else their own
   * household with its invitations. Both see the invitations waiting for their answer.
   */
  private async read(q: Queryable, userId: number): Promise<Schemas['Household']> {
    const membership = await householdRepository.membershipOf(q, userId);
    const invitations = (await householdRepository.invitationsTo(q, userId, MAX_INVITATIONS)).map(
      (row) => ({ id: row.id, from: row.username, invited_at: iso(row.invited_at) }),
    );
    if (membership) {
      const others = await householdRepository.membersOf(q, membership.owner_id);
      return {
        owner: membership.username,
        yours: false,
        members: others
          .filter((row) => row.accepted_at !== null && row.member_id !== userId)
          .map(toMember),
        invitations,
      };
    }
    return {
      owner: await householdRepository.username(q, userId),
      yours: true,
      members: (await householdRepository.membersOf(q, userId)).map(toMember),
      invitations,
    };
  }
}
