import { SHELL_SPEC } from './texts';

/** English: the spec's shell texts are English already. */
export default SHELL_SPEC;
