import { defineTexts } from '#src/lib/i18n/texts';
import en from './free-of-texts.en';
import spec from './free-of-texts.spec';

/**
 * The "Frei von …" chips' words in the current language: a namespace of its own, loaded with the
 * library's Filter panel (recipe-filter-panel.tsx), not with the page.
 */
export const FREE_OF_FILTER_TEXTS = defineTexts('freeOfFilter', en, spec);
