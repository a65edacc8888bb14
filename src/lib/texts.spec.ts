import { plural, type SpecOverlay } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** The spec's wording where it differs from the English: the library's recipe count is German. */
const spec: SpecOverlay<typeof en> = {
  recipeCount: plural('{{count}} Rezept', '{{count}} Rezepte'),
};

export default spec;
