import { CONTACT_SPEC } from './contact';

/** English: the Contact page is English already. */
export default CONTACT_SPEC;
