import { defineTexts } from '#src/lib/i18n/texts';
import en from './team.en';

/**
 * The Sous team: four people, shown by role until their real names are supplied.
 * Addresses use the reserved example.com domain so no real inbox is ever published by accident.
 */
export interface TeamMember {
  /** The person's name; null until supplied, then the role is shown in its place. */
  readonly name: string | null;
  readonly role: string;
  readonly focus: string;
  readonly email: string;
}

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const TEAM_TEXTS = defineTexts('team', en);

type MemberKey = keyof typeof en.members;

/** A member whose role and focus answer in the current language. */
const member = (key: MemberKey, email: string): TeamMember => ({
  name: null,
  get role() {
    return TEAM_TEXTS.members[key].role;
  },
  get focus() {
    return TEAM_TEXTS.members[key].focus;
  },
  email,
});

export const TEAM: readonly TeamMember[] = [
  member('product', 'product@example.com'),
  member('frontend', 'frontend@example.com'),
  member('backend', 'backend@example.com'),
  member('ai', 'ai@example.com'),
];

/** The shared inbox for everything that is not for one person. */
export const TEAM_EMAIL = 'team@example.com';

/** The name shown for a member: the real name once supplied, the role until then. */
export const memberDisplayName = (member: TeamMember) => member.name ?? member.role;
