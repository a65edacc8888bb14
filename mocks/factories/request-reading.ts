import type { GenerateResponse } from '#src/api/types';

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
