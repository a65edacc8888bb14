import type { components } from './schema.gen.ts';

// The words for a recipe's difficulty, food category and nutrients, in the spec's English and in German:
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

/** The label's rows (calories are the label's headline, not a row). */
type NutrientKey = Exclude<keyof components['schemas']['Nutrition'], 'calories'>;

/** The Nutrition Facts rows' names (English as contract/nutrition-rows.ts prints them). */
export const NUTRIENT_LABELS: Record<Language, Record<NutrientKey, string>> = {
  en: {
    totalFat: 'Total Fat',
    saturatedFat: 'Saturated Fat',
    transFat: 'Trans Fat',
    cholesterol: 'Cholesterol',
    sodium: 'Sodium',
    totalCarbohydrate: 'Total Carbohydrate',
    dietaryFiber: 'Dietary Fiber',
    totalSugars: 'Total Sugars',
    protein: 'Protein',
    vitaminD: 'Vitamin D',
    calcium: 'Calcium',
    iron: 'Iron',
    potassium: 'Potassium',
  },
  de: {
    totalFat: 'Fett gesamt',
    saturatedFat: 'Gesättigte Fettsäuren',
    transFat: 'Transfette',
    cholesterol: 'Cholesterin',
    sodium: 'Natrium',
    totalCarbohydrate: 'Kohlenhydrate gesamt',
    dietaryFiber: 'Ballaststoffe',
    totalSugars: 'Zucker gesamt',
    protein: 'Eiweiß',
    vitaminD: 'Vitamin D',
    calcium: 'Calcium',
    iron: 'Eisen',
    potassium: 'Kalium',
  },
};

type Allergen = components['schemas']['Allergen'];

/**
 * The allergen line's words ("Contains: milk, eggs · check labels"), for the public share page;
 * the SPA's are the same words in src/features/recipes/allergen-texts (kept equal by
 * tests/unit/allergen-labels.test.ts).
 */
export const ALLERGEN_LABELS: Record<
  Language,
  { contains: string; none: string; checkLabels: string; names: Record<Allergen, string> }
> = {
  en: {
    contains: 'Contains:',
    none: 'No common allergens found',
    checkLabels: 'check labels',
    names: {
      gluten: 'gluten',
      crustacean: 'shellfish',
      egg: 'eggs',
      fish: 'fish',
      peanut: 'peanuts',
      soy: 'soy',
      milk: 'milk',
      'tree-nut': 'tree nuts',
      celery: 'celery',
      mustard: 'mustard',
      sesame: 'sesame',
      sulphite: 'sulphites',
      lupin: 'lupin',
      mollusc: 'molluscs',
    },
  },
  de: {
    contains: 'Enthält:',
    none: 'Keine häufigen Allergene gefunden',
    checkLabels: 'Etiketten prüfen',
    names: {
      gluten: 'Gluten',
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

/** The allergen line in a language: "Contains: milk, eggs · check labels" (as the recipe view). */
export function allergenLineIn(language: Language, allergens: readonly Allergen[]): string {
  const words = ALLERGEN_LABELS[language];
  const names = [...new Set(allergens)].map((allergen) => words.names[allergen]);
  const head = names.length > 0 ? `${words.contains} ${names.join(', ')}` : words.none;
  return `${head} · ${words.checkLabels}`;
}
