// The words of the household's error answers (issue 30 item 3). They live apart from
// contract/messages.ts so they load with the household's own code, not with every page; the
// household feature shows them in the user's language (src/features/household/texts.*.ts).

import { MAX_HOUSEHOLD_MEMBERS } from './limits.ts';

export const HOUSEHOLD_DETAILS = {
  /** 404 of an invitation to a username nobody has. */
  userNotFound: 'No Sous user has this username',
  /** 422 item `[body, username]` of inviting oneself. */
  inviteSelf: 'You cannot invite yourself',
  alreadyIn: 'This cook is already in your household or invited.',
  full: 'A household shares with at most {{max}} other cooks.',
  leaveBeforeInvite: 'Leave the household you are in before you invite someone.',
  leaveBeforeJoin: 'Leave the household you are in before you join another.',
  ownMembers: "Remove your own household's members and invitations before you join another.",
  notMember: 'You are not a member of a household.',
  memberNotFound: 'Household member not found',
  invitationNotFound: 'Invitation not found',
} as const;

export type HouseholdDetailKey = keyof typeof HOUSEHOLD_DETAILS;

/** The 409 detail of an invitation past the household's size. */
export const HOUSEHOLD_FULL = HOUSEHOLD_DETAILS.full.replace(
  '{{max}}',
  String(MAX_HOUSEHOLD_MEMBERS),
);
