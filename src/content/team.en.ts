import { TEAM_SPEC } from './team';

/** English: the team's roles are English already. */
export default TEAM_SPEC;
