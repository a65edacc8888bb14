import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The offline banner's texts in the current language: they load with the offline support, after the page. */
export const OFFLINE_TEXTS = defineTexts('offline', en);
