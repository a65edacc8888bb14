import { PRIVACY_SPEC } from './privacy';

/** English: the Privacy Policy is English already. */
export default PRIVACY_SPEC;
