import { GENERATE_SPEC } from './texts';

/** English: the spec's wizard texts are English already. */
export default GENERATE_SPEC;
