/**
 * The language the composer writes in. Composition is synchronous, so the language is set for
 * the duration of one call (`inLanguage`) and every text builder asks `say(en, de)` for its
 * words instead of threading a parameter through 50 dish methods. Dishes whose method has no
 * German wording yet (`DishTemplate.de` unset) are written in English as a whole, never mixed.
 */
import { tokens } from '#kitchen/text.ts';

export type Language = 'en' | 'de';

let current: Language = 'en';

export function language(): Language {
  return current;
}

/** Runs `build` with texts in `lang`; the previous language is restored afterwards. */
export function inLanguage<T>(lang: Language, build: () => T): T {
  const previous = current;
  current = lang;
  try {
    return build();
  } finally {
    current = previous;
  }
}

/** The text in the current language. */
export function say(en: string, de: string): string {
  return current === 'de' ? de : en;
}

/** German display units by the composer's English unit: singular and plural form. */
export const GERMAN_UNITS: Record<string, readonly [singular: string, plural: string]> = {
  tbsp: ['EL', 'EL'],
  tsp: ['TL', 'TL'],
  clove: ['Zehe', 'Zehen'],
  slice: ['Scheibe', 'Scheiben'],
  stalk: ['Stange', 'Stangen'],
  sprig: ['Zweig', 'Zweige'],
  leaf: ['Blatt', 'Blätter'],
  can: ['Dose', 'Dosen'],
  bunch: ['Bund', 'Bund'],
  handful: ['Handvoll', 'Handvoll'],
  pinch: ['Prise', 'Prisen'],
  head: ['Kopf', 'Köpfe'],
  pack: ['Packung', 'Packungen'],
  jar: ['Glas', 'Gläser'],
};

/** German function words of recipe text (titles, descriptions, steps), normalised. */
const GERMAN_WORDS = new Set(
  'mit und oder der die das den dem des ein eine einen einem einer fur bis auf im zum zur ist etwa nach von'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'with and or the a an of for until on into to is about after from'.split(' '),
);

/** The language a recipe's text is written in: German when its German words outnumber English ones. */
export function textLanguage(text: string): Language {
  let score = /[äöüß]/i.test(text) ? 1 : 0;
  for (const word of tokens(text)) {
    if (GERMAN_WORDS.has(word)) score++;
    else if (ENGLISH_WORDS.has(word)) score--;
  }
  return score > 0 ? 'de' : 'en';
}
