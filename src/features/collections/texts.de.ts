import type { Translation } from '#src/lib/i18n/texts';
import { COLLECTION_SPEC } from './texts';

/** Deutsch: the spec's collection texts are German already, all but the collection page's "not found". */
const de: Translation<typeof COLLECTION_SPEC> = {
  ...COLLECTION_SPEC,
  page: { ...COLLECTION_SPEC.page, notFound: 'Sammlung nicht gefunden.' },
};

export default de;
