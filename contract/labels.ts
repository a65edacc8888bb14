// The words for a recipe's difficulty and food category, in the spec's English and in German:
// the SPA's texts (src/lib/texts*.ts) and the server's public share page read them from here.

type Language = 'en' | 'de';

export const DIFFICULTY_LABELS: Record<Language, Record<'easy' | 'medium' | 'hard', string>> = {
  en: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  de: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
};

/** Keyed like the SPA's texts (camelCase; the contract's value `mixed-meat` is `mixedMeat`). */
type CategoryKey =
  'vegan' | 'vegetarian' | 'beef' | 'pork' | 'chicken' | 'lamb' | 'fish' | 'seafood' | 'mixedMeat';

export const CATEGORY_LABELS: Record<Language, Record<CategoryKey, string>> = {
  en: {
    vegan: 'Vegan',
    vegetarian: 'Vegetarian',
    beef: 'Beef',
    pork: 'Pork',
    chicken: 'Chicken',
    lamb: 'Lamb',
    fish: 'Fish',
    seafood: 'Seafood',
    mixedMeat: 'Mixed Meat',
  },
  de: {
    vegan: 'Vegan',
    vegetarian: 'Vegetarisch',
    beef: 'Rind',
    pork: 'Schwein',
    chicken: 'Hähnchen',
    lamb: 'Lamm',
    fish: 'Fisch',
    seafood: 'Meeresfrüchte',
    mixedMeat: 'Gemischtes Fleisch',
  },
};

/** The key of a contract category value in CATEGORY_LABELS (`mixed-meat` -> `mixedMeat`). */
export const categoryKey = (value: string): string =>
  value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
