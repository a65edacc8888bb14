import type { Allergen, GenerateResponse, Ingredient } from '#src/api/types';

/** Words that carry an allergen, a small stand-in for the server catalogue's tags (same tag names and order). */
const ALLERGEN_WORDS: [Allergen, RegExp][] = [
  ['gluten', /flour|bread|pasta|spaghetti|noodle|wheat|couscous|tortilla|barley|soy sauce/],
  ['crustacean', /shrimp|prawn|crab|lobster|curry paste/],
  ['egg', /\beggs?\b|mayonnaise/],
  ['fish', /salmon|tuna|\bcod\b|fish|anchov/],
  ['peanut', /peanut/],
  ['soy', /\bsoy|tofu|edamame|miso|tempeh/],
  ['milk', /milk(?! chocolate)|cheese|mozzarella|parmesan|feta|butter|cream|yogh?urt|paneer/],
  ['tree-nut', /almond|walnut|cashew|hazelnut|pecan|pistachio/],
  ['celery', /celery|stock/],
  ['mustard', /mustard/],
  ['sesame', /sesame|tahini/],
  ['sulphite', /wine|vinegar/],
  ['lupin', /lupin/],
  ['mollusc', /mussel|clam|squid|oyster|scallop/],
];

/** The allergens of an ingredient list, in the contract's enum order. */
export function allergensOf(ingredients: readonly Ingredient[]): Allergen[] {
  const text = ingredients.map((i) => i.name.toLowerCase()).join(' | ');
  // Coconut milk is not milk.
  const dairyText = text.replace(/coconut milk|oat milk|almond milk|soy milk/g, '');
  return ALLERGEN_WORDS.filter(([allergen, pattern]) =>
    pattern.test(allergen === 'milk' ? dairyText : text),
  ).map(([allergen]) => allergen);
}

const GERMAN = /\b(ich|möchte|moechte|eine?n?|mit|ohne|und|kein|suppe|für|etwas|bitte)\b/i;

/**
 * The mock's reading of a request: German when the prompt has German words; words and entries
 * with no vowel ("qwxz", "asdf" has one) are what it could not place.
 */
export function readMockRequest(
  prompt: string,
  writtenIngredients: string,
): Pick<GenerateResponse, 'language' | 'ignored_words' | 'ignored_ingredients'> {
  const unplaceable = (text: string) => /\p{L}{3}/u.test(text) && !/[aeiouyäöü]/i.test(text);
  return {
    language: GERMAN.test(prompt) ? 'de' : 'en',
    ignored_words: [...new Set(prompt.split(/\P{L}+/u).filter(unplaceable))],
    ignored_ingredients: [
      ...new Set(
        writtenIngredients
          .split(/[\n,;]+/)
          .map((e) => e.trim())
          .filter(unplaceable),
      ),
    ],
  };
}
