import type { PreferenceDiet, SpiceLevel } from '#src/api/types';
import { normalizeWords } from '#src/api/types';
import { DIETS, MAX_SERVINGS, type PromptReading } from './controls';

/**
 * What the wizard shows it understood from the prompt (issue #29): servings, spice and diets, read
 * with the recipe book's own phrases (server/src/ai/book-engine/request.ts and the intent reader's
 * diet and spice words). A parity test (tests/contract/prompt-reading-parity.server.test.ts) keeps
 * the two readers agreeing on the phrases cooks write.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
  eins: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  zehn: 10,
  zwolf: 12,
  couple: 2,
  paar: 2,
  me: 1,
  mich: 1,
  myself: 1,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const PEOPLE =
  '(?:people|persons?|personen|pers|guests?|gaste|servings?|portions?|portionen|adults?|erwachsene|leute|kids|kinder|of us)';
const SERVING_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:crowd|family|party|group|table|team|gang) of ${NUMBER}\\b`),
  new RegExp(`\\b(?:we are|were|we re|wir sind|sind wir|there are|there will be) ${NUMBER}\\b`),
  new RegExp(
    `\\b(?:feed|feeds|feeding|satt machen|sattmachen) (?:about |around |ca |etwa )?${NUMBER}\\b`,
  ),
  new RegExp(
    `\\b${NUMBER} (?:stuck|pieces|slices|stucke|portionen|portions|tassen|cups|glasses|glaser)\\b`,
  ),
  new RegExp(
    `\\b(?:for|fur|serves|feeds|serving|reicht fur)\\s+(?:the\\s+|a\\s+)?${NUMBER}(?:\\s+${PEOPLE})?(?! ?(?:min|stunde|hour|h\\b|uhr|pm|am\\b|g\\b|egg|eier))\\b`,
  ),
  new RegExp(`\\b${NUMBER}\\s+${PEOPLE}\\b`),
];
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]);

/** "for two", "für 4 Personen", "serves 6", "2 adults and 2 kids", "date night"; null: none named. */
export function readServings(norm: string): number | null {
  const pair = new RegExp(
    `\\b${NUMBER} (?:adults?|erwachsene) (?:and|und|plus) ${NUMBER} (?:kids|children|kinder)\\b`,
  ).exec(norm);
  if (pair) {
    const total = (count(pair[1]!) ?? 0) + (count(pair[2]!) ?? 0);
    if (total >= 1 && total <= 24) return total;
  }
  for (const pattern of SERVING_PATTERNS) {
    const match = pattern.exec(norm);
    if (!match) continue;
    const value = count(match[1]!);
    if (value !== undefined && value >= 1 && value <= 40) return value;
  }
  if (
    /\b(date night|romantic|candlelight|candle light|anniversary|valentine\w*|zu zweit|fur uns zwei|jahrestag|hochzeitstag)\b/.test(
      norm,
    )
  )
    return 2;
  return null;
}

const NOT_SPICY =
  /\b(not|nothing|nicht|no|nix|kein|keine|without|ohne)\s+(too\s+|to\s+|so\s+|zu\s+|allzu\s+|sehr\s+)?(spicy|hot|scharf\w*|fiery|pikant)|\bmild\w*\b|\bkid(s|dy)?\s*friendly\b|\bkinderfreundlich\w*|\bfor (the |my )?(kids|children|toddler)\b|\bfur (die |meine |unsere )?kinder\b|\bkleinkind\w*|\btoddler\w*|\bbab(y|ies|ys)\b|\bkinder\w*|\bkids?\b|\bchild(ren)?\b|\b\d{1,2} ?(yo|year old|years old|jahre alt|jahrige\w*|monate|months)\b|\bpicky\b|\bno (chili|chilli|heat|spice)\b|\bohne (chili|schärfe|scharfe)\b/;
const SPICY = /\b(spicy|hot|fiery|kick|heat|scharf|scharfes|pikant|feurig|spice)\b/;

const DIET_PATTERNS: ReadonlyArray<readonly [RegExp, PreferenceDiet]> = [
  [/\b(vegan|vegane|veganes|veganer|plant based|plantbased|pflanzlich)\b/, 'vegan'],
  [
    /\b(vegetarian|veggie|meatless|meat free|no meat|without meat|vegetarisch|vegetarische|vegetarisches|fleischlos|fleischfrei|ohne fleisch|kein fleisch)\b/,
    'vegetarian',
  ],
  [/\b(pescatarian|pescetarian|pescetarisch)\b/, 'pescatarian'],
  [/\bhalal\b/, 'halal'],
  [
    /\b(low|lower|arm)\s*fodmaps?\b|\bfodmap\s*(arm|armen?|friendly|diet)\b|\bfodmap\b/,
    'low-fodmap',
  ],
  [
    /\b(no|without|ohne|kein|keinen|low|little)\s+(added\s+)?(salt|salz)\b|\b(salt|salz)\s*(free|frei|los|arm)\b|\bsalzarm\w*|\bsalzfrei\w*|\bsodium\s*free|\blow\s*sodium\b|\b(cutting|cut|reduce|reducing|less|weniger) (down on |back on )?(salt|salz)\b/,
    'no-added-salt',
  ],
  [
    /\b(low|lower|less|reduced|little|wenig|weniger|no|without|ohne|kein|keinen)\s+(added\s+)?(sugar|zucker)\b|\b(sugar|zucker)\s*(free|frei|arm|reduziert)\b|\bzuckerarm\w*|\bzuckerfrei\w*|\bdiabet\w*/,
    'lower-sugar',
  ],
];

/** What the prompt says about servings, spice and diets. */
export function readPrompt(prompt: string): PromptReading {
  const norm = normalizeWords(prompt.slice(0, 1000));
  const servings = readServings(norm);
  const spice: SpiceLevel | null = NOT_SPICY.test(norm) ? 'mild' : SPICY.test(norm) ? 'hot' : null;
  const diets = DIETS.filter((diet) =>
    DIET_PATTERNS.some(([pattern, named]) => named === diet && pattern.test(norm)),
  );
  return {
    servings: servings !== null && servings <= MAX_SERVINGS ? servings : null,
    spice,
    diets,
  };
}
