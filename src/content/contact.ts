import { defineTexts } from '#src/lib/i18n/texts';
import en from './contact.en';

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const CONTACT = defineTexts('contact', en);

/** The simulated send: no server call, success after this delay. */
export const CONTACT_SEND_DELAY_MS = 1500;
