/**
 * What the options step says above the options when the book cannot answer the request as asked:
 * an unknown dish, a dish that cannot be made to fit, a constraint nothing meets, a time limit no
 * dish keeps, or ingredients the cook has too little of. Written per language like the recipes
 * (the recipe text's language, not the app's), so one notice reads as one sentence to the cook.
 */
import type { Course } from '#kitchen/book/dish.ts';
import type { Language } from './rules.ts';

const COURSE_NOUNS: Readonly<Record<Course, Readonly<Record<Language, string>>>> = {
  breakfast: { en: 'breakfasts', de: 'Frühstücksgerichte' },
  main: { en: 'dishes', de: 'Gerichte' },
  side: { en: 'side dishes', de: 'Beilagen' },
  soup: { en: 'soups', de: 'Suppen' },
  salad: { en: 'salads', de: 'Salate' },
  starter: { en: 'starters', de: 'Vorspeisen' },
  snack: { en: 'snacks', de: 'Snacks' },
  dessert: { en: 'desserts', de: 'Desserts' },
  baking: { en: 'bakes', de: 'Backrezepte' },
  drink: { en: 'drinks', de: 'Getränke' },
  sauce: { en: 'sauces', de: 'Soßen' },
};

/** "beef wellington" -> "Beef Wellington": the cook's words for a dish, as a name. */
export function dishTitle(words: string): string {
  return words.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));
}

function joinNames(names: readonly string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  const and = language === 'de' ? 'und' : 'and';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

export const notices = {
  /** The dish asked for is not in the book; the options are other dishes of its course. */
  unknownDish(dish: string, course: Course | null, language: Language): string {
    const noun = COURSE_NOUNS[course ?? 'main'][language];
    return language === 'de'
      ? `Im Rezeptbuch von Sous gibt es noch kein Rezept für ${dishTitle(dish)}; hier sind ${noun}, die passen.`
      : `Sous's recipe book has no ${dishTitle(dish)} yet; here are ${noun} that fit.`;
  },

  /** The dish is in the book but none of its versions and declared swaps meets a constraint. */
  dishCannot(dish: string, constraint: string, others: boolean, language: Language): string {
    if (language === 'de')
      return others
        ? `${dish} lässt sich mit den im Rezeptbuch vorgesehenen Zutaten nicht ${constraint} zubereiten; hier sind andere Gerichte, die passen.`
        : `${dish} lässt sich mit den im Rezeptbuch vorgesehenen Zutaten nicht ${constraint} zubereiten.`;
    return others
      ? `${dish} can't be made ${constraint} with the swaps the recipe book allows; here are other dishes that are.`
      : `${dish} can't be made ${constraint} with the swaps the recipe book allows.`;
  },

  /** The dish asked for takes longer than the time limit in every version. */
  dishTooSlow(
    dish: string,
    quickest: number,
    minutes: number,
    others: boolean,
    language: Language,
  ): string {
    if (language === 'de')
      return `${dish} ist nicht in ${minutes} Minuten zu schaffen: Es braucht mindestens ${quickest} Minuten.${others ? ' Hier sind Gerichte, die rechtzeitig fertig sind.' : ''}`;
    return `${dish} can't be made in ${minutes} minutes: it takes at least ${quickest}.${others ? ' Here are dishes that are ready in time.' : ''}`;
  },

  /** The prompt names a food a constraint rules out ("vegan beef wellington"). */
  conflict(item: string, constraint: string, language: Language): string {
    return language === 'de'
      ? `${item} passt nicht zu „${constraint}“, deshalb kommt es in keinem Vorschlag vor.`
      : `${dishTitle(item)} can't be part of a dish that is ${constraint}, so no option uses it.`;
  },

  /** Nothing in the book meets every constraint together. */
  nothingFits(constraints: readonly string[], language: Language): string {
    const named = joinNames(constraints, language);
    return language === 'de'
      ? `Im Rezeptbuch von Sous ist leider kein Gericht ${named}. Ändere die Anfrage oder deine Einstellungen, dann finden sich Rezepte.`
      : `Sous's recipe book has no dish that is ${named}, so there are no options this time. Change the request or your settings to see recipes.`;
  },

  /** No fitting dish is ready within the time asked; the options are the quickest fits. */
  tooSlow(minutes: number, language: Language): string {
    return language === 'de'
      ? `Kein passendes Gericht im Rezeptbuch ist in ${minutes} Minuten fertig; hier sind die schnellsten.`
      : `No fitting dish in the recipe book is ready in ${minutes} minutes; here are the quickest.`;
  },

  /** No fitting dish of the course asked for; the options are of other courses. */
  noCourse(course: Course, language: Language): string {
    return language === 'de'
      ? `Im Rezeptbuch von Sous sind keine ${COURSE_NOUNS[course].de}, die passen; hier sind andere Gerichte.`
      : `Sous's recipe book has no ${COURSE_NOUNS[course].en} that fit; here are other dishes.`;
  },

  /** The cook listed less of an ingredient than an option needs. */
  shortfall(
    items: readonly { readonly recipe: string; readonly needs: string; readonly has: string }[],
    language: Language,
  ): string {
    const parts = items.map(({ recipe, needs, has }) =>
      language === 'de'
        ? `${recipe} braucht ${needs} (angegeben: ${has})`
        : `${recipe} needs ${needs} (you listed ${has})`,
    );
    return language === 'de'
      ? `Nicht genug da: ${parts.join('; ')}.`
      : `Not enough for every option: ${parts.join('; ')}.`;
  },
};
