import type { SpecOverlay } from '#src/lib/i18n/texts';
import type en from './free-of-texts.en';

/** The spec's wording where it differs from the English: the chips' German (decision record 0010). */
const spec: SpecOverlay<typeof en> = {
  // The allergen-free filter's chips (the running text's names stay English).
  freeOf: {
    label: 'Frei von …',
    allergens: {
      crustacean: 'Krebstiere',
      egg: 'Eier',
      fish: 'Fisch',
      peanut: 'Erdnüsse',
      soy: 'Soja',
      milk: 'Milch',
      'tree-nut': 'Schalenfrüchte',
      celery: 'Sellerie',
      mustard: 'Senf',
      sesame: 'Sesam',
      sulphite: 'Sulfite',
      lupin: 'Lupinen',
      mollusc: 'Weichtiere',
    },
  },
};

export default spec;
