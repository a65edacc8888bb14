import { DASHBOARD_SPEC } from './texts';

/** English: the spec's dashboard texts are English already. */
export default DASHBOARD_SPEC;
