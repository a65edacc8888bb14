import { COOK_SPEC } from './texts';

/** English: the spec's cook mode texts are English already. */
export default COOK_SPEC;
