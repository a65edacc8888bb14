import { args, plural } from '#src/lib/i18n/texts';

/** Sharing the plan and the list with a household (issue 30 item 3): English. */
const en = {
  button: 'Household',
  buttonInvitations: plural(
    'Household, {{count}} invitation waiting',
    'Household, {{count}} invitations waiting',
  ),
  title: 'Household',
  description:
    'Share your meal plan, shopping list and pantry staples with other Sous users. They can read, add and check off. Your recipes stay private: the plan shows only their titles.',
  loading: 'Loading your household',
  loadFailed: 'Your household could not be loaded.',
  retry: 'Try again',
  close: 'Close',
  failed: 'That did not work. Please try again.',
  sharedWith: args('Shared with {{names}}', 'names'),
  sharedBy: args("{{owner}}'s plan and list, shared with you", 'owner'),
  invitationWaiting: plural(
    '{{count}} household invitation is waiting for your answer.',
    '{{count}} household invitations are waiting for your answer.',
  ),
  review: 'Review',
  members: 'In your household',
  nobody: 'Nobody else yet.',
  invited: 'Invited',
  member: 'Member',
  takeBack: args('Take back the invitation to {{name}}', 'name'),
  remove: args('Remove {{name}} from your household', 'name'),
  inviteLabel: 'Invite by username',
  invitePlaceholder: 'Their Sous username',
  invite: 'Invite',
  inviting: 'Inviting…',
  inviteRequired: 'Please type a username.',
  inviteSent: args('{{name}} is invited. They accept it under Household.', 'name'),
  invitations: 'Invitations to you',
  invitationFrom: args('{{name}} invites you to share their meal plan and shopping list.', 'name'),
  accept: 'Accept',
  decline: 'Decline',
  joined: args("You now share {{owner}}'s meal plan and shopping list.", 'owner'),
  memberOf: args(
    "You share {{owner}}'s meal plan, shopping list and pantry staples. Your own come back when you leave.",
    'owner',
  ),
  leave: 'Leave household',
  leaving: 'Leaving…',
  left: 'You left the household. Your own plan and list are back.',
  /** The server's household answers (contract/household.ts), word for word in English. */
  details: {
    userNotFound: 'No Sous user has this username',
    inviteSelf: 'You cannot invite yourself',
    alreadyIn: 'This cook is already in your household or invited.',
    full: args('A household shares with at most {{max}} other cooks.', 'max'),
    leaveBeforeInvite: 'Leave the household you are in before you invite someone.',
    leaveBeforeJoin: 'Leave the household you are in before you join another.',
    ownMembers: "Remove your own household's members and invitations before you join another.",
    notMember: 'You are not a member of a household.',
    memberNotFound: 'Household member not found',
    invitationNotFound: 'Invitation not found',
  },
};
export default en;
