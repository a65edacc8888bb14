import { defineTexts } from '#src/lib/i18n/texts';
import en from './library-texts.en';
import spec from './library-texts.spec';

/**
 * The library's own texts in the current language: a namespace of its own, so a collection and the
 * recipe view do not load them.
 */
export const LIBRARY_TEXTS = defineTexts('library', en, spec);
