/**
 * The Sous team: four people, shown by role until their real names are supplied.
 * Addresses use the reserved example.com domain so no real inbox is ever published by accident.
 */
export interface TeamMember {
  /** The person's name; null until supplied, then the role is shown in its place. */
  name: string | null;
  role: string;
  focus: string;
  email: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: null,
    role: 'Product & Design Lead',
    focus: 'Shapes the cooking journey from the first prompt to the last timer.',
    email: 'product@example.com',
  },
  {
    name: null,
    role: 'Frontend Engineer',
    focus: 'Builds the wizard, the recipe library and the cook-along view.',
    email: 'frontend@example.com',
  },
  {
    name: null,
    role: 'Backend & Cloud Engineer',
    focus: 'Runs the API, storage and background jobs in the cloud.',
    email: 'backend@example.com',
  },
  {
    name: null,
    role: 'AI Engineer',
    focus: 'Teaches Sous to compose recipes and read ingredients from photos.',
    email: 'ai@example.com',
  },
];

/** The shared inbox for everything that is not for one person. */
export const TEAM_EMAIL = 'team@example.com';

/** The name shown for a member: the real name once supplied, the role until then. */
export const memberDisplayName = (member: TeamMember) => member.name ?? member.role;
