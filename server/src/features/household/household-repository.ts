import type { Queryable } from '#server/src/platform/db/database.ts';

/**
 * SQL for the id of the cook whose plan and list the user `param` (a placeholder or column) works
 * on: the owner of the household they are an accepted member of, else themselves. One probe of the
 * partial unique index household_members_member, evaluated once per statement; the plan and
 * shopping repositories fold it into their own statements.
 */
export function householdOwnerSql(param: string): string {
  return `COALESCE((SELECT h.owner_id FROM household_members h
    WHERE h.member_id = ${param} AND h.accepted_at IS NOT NULL), ${param})`;
}

export interface MembershipRow {
  id: number;
  owner_id: number;
  member_id: number;
  /** The other cook's username: the member's (for an owner's list) or the owner's (for an invitation). */
  username: string;
  invited_at: Date;
  accepted_at: Date | null;
}

/** SQL for household_members: invitations (accepted_at null) and memberships. */
export const householdRepository = {
  /** The id of the cook whose plan and list userId works on (see householdOwnerSql). */
  async ownerOf(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ id: number }>(`SELECT ${householdOwnerSql('$1::int')} AS id`, [
      userId,
    ]);
    return row!.id;
  },

  /** The user's accepted membership of another cook's household, with the owner's username. */
  async membershipOf(q: Queryable, userId: number): Promise<MembershipRow | undefined> {
    const [row] = await q.query<MembershipRow>(
      `SELECT h.id, h.owner_id, h.member_id, u.username, h.invited_at, h.accepted_at
       FROM household_members h JOIN users u ON u.id = h.owner_id
       WHERE h.member_id = $1 AND h.accepted_at IS NOT NULL`,
      [userId],
    );
    return row;
  },

  /** The members and invitations of ownerId's household, oldest first, with the members' usernames. */
  async membersOf(q: Queryable, ownerId: number): Promise<MembershipRow[]> {
    return q.query<MembershipRow>(
      `SELECT h.id, h.owner_id, h.member_id, u.username, h.invited_at, h.accepted_at
       FROM household_members h JOIN users u ON u.id = h.member_id
       WHERE h.owner_id = $1 ORDER BY h.id`,
      [ownerId],
    );
  },

  /** The invitations waiting for userId's answer, oldest first, with the inviting owners' usernames. */
  async invitationsTo(q: Queryable, userId: number, limit: number): Promise<MembershipRow[]> {
    return q.query<MembershipRow>(
      `SELECT h.id, h.owner_id, h.member_id, u.username, h.invited_at, h.accepted_at
       FROM household_members h JOIN users u ON u.id = h.owner_id
       WHERE h.member_id = $1 AND h.accepted_at IS NULL ORDER BY h.id LIMIT $2`,
      [userId, limit],
    );
  },

  /** A user by username as sign-in compares it (the NFKC case-folded key of contract/username.ts). */
  async userByKey(
    q: Queryable,
    usernameKey: string,
  ): Promise<{ id: number; username: string } | undefined> {
    const [row] = await q.query<{ id: number; username: string }>(
      'SELECT id, username FROM users WHERE username_key = $1',
      [usernameKey],
    );
    return row;
  },

  /** Serialises one cook's household changes (the size is read, then written). */
  async lockUser(q: Queryable, userId: number): Promise<void> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  },

  async count(q: Queryable, ownerId: number): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM household_members WHERE owner_id = $1',
      [ownerId],
    );
    return row!.n;
  },

  /** Whether memberId is invited to or a member of ownerId's household. */
  async exists(q: Queryable, ownerId: number, memberId: number): Promise<boolean> {
    const rows = await q.query(
      'SELECT 1 FROM household_members WHERE owner_id = $1 AND member_id = $2',
      [ownerId, memberId],
    );
    return rows.length > 0;
  },

  async invite(
    q: Queryable,
    ownerId: number,
    memberId: number,
    at: Date,
  ): Promise<{ id: number; invited_at: Date }> {
    const [row] = await q.query<{ id: number; invited_at: Date }>(
      `INSERT INTO household_members (owner_id, member_id, invited_at) VALUES ($1, $2, $3)
       RETURNING id, invited_at`,
      [ownerId, memberId, at],
    );
    return row!;
  },

  /** One membership or invitation of ownerId's household; true when there was one. */
  async remove(q: Queryable, ownerId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      'DELETE FROM household_members WHERE id = $1 AND owner_id = $2 RETURNING id',
      [id, ownerId],
    );
    return rows.length > 0;
  },

  /** An invitation to userId (not yet accepted), or undefined. */
  async invitation(
    q: Queryable,
    userId: number,
    id: number,
  ): Promise<{ id: number; owner_id: number } | undefined> {
    const [row] = await q.query<{ id: number; owner_id: number }>(
      `SELECT id, owner_id FROM household_members
       WHERE id = $1 AND member_id = $2 AND accepted_at IS NULL`,
      [id, userId],
    );
    return row;
  },

  async accept(q: Queryable, id: number, at: Date): Promise<void> {
    await q.query('UPDATE household_members SET accepted_at = $2 WHERE id = $1', [id, at]);
  },

  /** Removes an invitation to userId; true when there was one. */
  async decline(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      `DELETE FROM household_members WHERE id = $1 AND member_id = $2 AND accepted_at IS NULL
       RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  },

  /** Ends userId's accepted membership; true when there was one. */
  async leave(q: Queryable, userId: number): Promise<boolean> {
    const rows = await q.query(
      `DELETE FROM household_members WHERE member_id = $1 AND accepted_at IS NOT NULL
       RETURNING id`,
      [userId],
    );
    return rows.length > 0;
  },

  async username(q: Queryable, userId: number): Promise<string> {
    const [row] = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
      userId,
    ]);
    return row?.username ?? '';
  },
};
