import { ERRORS_SPEC } from './texts';

/** English: the spec's error messages are English already. */
export default ERRORS_SPEC;
