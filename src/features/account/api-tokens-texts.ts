import { defineTexts } from '#src/lib/i18n/texts';
import en from './api-tokens-texts.en';

/**
 * Settings' "API tokens" texts in the current language: a namespace of its own, so they load with
 * the lazily loaded section and not with every page that shows the account's texts.
 */
export const API_TOKEN_TEXTS = defineTexts('apiTokens', en);
