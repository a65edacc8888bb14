import { COMPONENT_SPEC } from './texts';

/** English: the spec's texts of the shared components are English already. */
export default COMPONENT_SPEC;
