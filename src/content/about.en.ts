import { ABOUT_SPEC } from './about';

/** English: the About page is English already. */
export default ABOUT_SPEC;
