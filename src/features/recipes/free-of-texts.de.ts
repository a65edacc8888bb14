import { ALLERGEN_LABELS } from '#src/api/types';
import type { Translation } from '#src/lib/i18n/texts';
import type en from './free-of-texts.en';

/**
 * The allergens' German names, the same in the "Frei von …" chips and in running text ("Enthält: …",
 * allergen-texts.de.ts); the chips are the spec's German too (free-of-texts.spec.ts).
 */
const ALLERGENS = ALLERGEN_LABELS.de.names;

/** Deutsch. */
const de: Translation<typeof en> = {
  freeOf: {
    label: 'Frei von …',
    allergens: ALLERGENS,
  },
};

export default de;
