import { PUBLIC_SPEC } from './texts';

/** English: the spec's public texts are English already. */
export default PUBLIC_SPEC;
