import { COLLECTION_SPEC } from './texts';

/** Deutsch: the spec's collection texts are German already. */
export default COLLECTION_SPEC;
