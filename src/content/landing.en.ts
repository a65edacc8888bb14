import { LANDING_SPEC } from './landing';

/** English: the landing page is English already. */
export default LANDING_SPEC;
