import { plural, type Translation } from '#src/lib/i18n/texts';
import { FORMAT_SPEC } from './texts';

/** English: the spec's formats, with the German recipe count in English. */
const en: Translation<typeof FORMAT_SPEC> = {
  ...FORMAT_SPEC,
  recipeCount: plural('{{count}} recipe', '{{count}} recipes'),
};

export default en;
