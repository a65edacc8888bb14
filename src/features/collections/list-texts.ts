import { defineTexts } from '#src/lib/i18n/texts';
import en from './list-texts.en';
import spec from './list-texts.spec';

/**
 * The words the library's "Sammlungen" section and the collection page show on first paint: a
 * namespace of their own, so those pages do not load the collection dialogs' texts (texts.ts).
 */
export const COLLECTION_LIST_TEXTS = defineTexts('collectionList', en, spec);
