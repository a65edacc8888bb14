import type { HouseholdRow } from '#mocks/db';

/**
 * A household row: `member` invited to `owner`'s household (row `id`), an invitation or, when
 * `accepted`, a membership.
 */
export function buildMembership(
  id: number,
  owner: number,
  member: number,
  accepted: boolean,
): HouseholdRow {
  return {
    id,
    owner_id: owner,
    member_id: member,
    invited_at: '2026-11-27T18:00:00Z',
    accepted_at: accepted ? '2026-11-27T18:05:00Z' : null,
  };
}
