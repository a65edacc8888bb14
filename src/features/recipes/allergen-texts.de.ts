import { ALLERGEN_LABELS } from '#src/api/types';
import type { Translation } from '#src/lib/i18n/texts';
import type en from './allergen-texts.en';

/** The allergens' words in German: the share page's table (contract/labels.ts), read by both. */
const de: Translation<typeof en> = ALLERGEN_LABELS.de;

export default de;
