import { ACCOUNT_SPEC } from './texts';

/** English: the spec's wording is English already. */
export default ACCOUNT_SPEC;
