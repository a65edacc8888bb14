/**
 * The one username rule, read by the server, the mock backend and the forms (issue 29, "Account"):
 * letters of any script, the digits 0-9 and `_ . -`, no spaces; 3-30 characters counted after
 * NFC normalisation; one script per name (Japanese may mix Han, Hiragana and Katakana, Korean Han
 * and Hangul, Chinese Han and Bopomofo), so a Latin name with a Cyrillic "а" in it ("pаul") is
 * refused. Two names are the same account name when their keys are equal: NFKC, case folded, and
 * Cyrillic or Greek letters drawn like a Latin letter read as that letter (a confusable skeleton),
 * so "раураӏ" written wholly in Cyrillic is the name "paypal".
 */
import { DETAILS, detailOf } from './messages.ts';
import type { components } from './schema.gen.ts';

type ValidationItem = components['schemas']['ValidationItem'];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/**
 * The contract's Username pattern (openapi.yaml, components.schemas.Username; Ajv compiles it
 * with the `u` flag): a letter or digit first, then letters, combining marks, digits, `_ . -`.
 */
export const USERNAME_PATTERN_SOURCE = '^[\\p{L}0-9_.-][\\p{L}\\p{M}0-9_.-]*$';
export const USERNAME_PATTERN = new RegExp(USERNAME_PATTERN_SOURCE, 'u');

/** The name as stored and compared: NFC, without surrounding whitespace. */
export const normaliseUsername = (raw: string): string => raw.trim().normalize('NFC');

/** Characters as a person counts them (code points of the NFC form). */
export const usernameLength = (name: string): number => [...normaliseUsername(name)].length;

/**
 * Cyrillic and Greek small letters that are drawn like a Latin small letter, and that letter: the
 * cross-script prototypes of Unicode's confusables.txt (UTS #39) for the letters a name is case
 * folded to. A compact table instead of the whole data file (no npm package could be added here,
 * and names are one script each, so only whole-script look-alikes of Latin names are left to
 * catch). Accented forms are covered through NFD ("ё" is "е" + U+0308, so it reads as "ë").
 * Migration 0022 applies the same table with translate(): keep the two equal (a unit test does).
 */
export const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  с: 'c',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  // Greek
  α: 'a',
  γ: 'y',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LATIN_LOOKALIKES).join('')}]`, 'gu');

/**
 * The uniqueness and sign-in key: NFKC, then case folded (upper then lower, so "ß" and "SS",
 * "ς" and "Σ" meet), NFKC again; then its skeleton: decomposed (NFD), each Cyrillic or Greek
 * look-alike of a Latin letter read as that letter, NFKC. "Jürgen", "JÜRGEN" and the decomposed
 * "Ju\u0308rgen" share a key, and so do "paypal" and the all-Cyrillic "раураӏ"; "Иван" and
 * "Νίκος" keep keys no Latin name has (и, в, н, ί's accent, σ stay).
 */
export const usernameKey = (name: string): string =>
  name
    .trim()
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFD')
    .replace(LOOKALIKE, (char) => LATIN_LOOKALIKES[char]!)
    .normalize('NFKC');

/** Scripts told apart; a letter of none of them counts as its own "Other" script. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
const SCRIPT_TESTS = SCRIPTS.map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const,
);

/** The script of one letter (marks, digits and `_ . -` have none: they go with any script). */
function scriptOf(char: string): string | null {
  if (!/\p{L}/u.test(char)) return null;
  for (const [script, test] of SCRIPT_TESTS) if (test.test(char)) return script;
  return 'Other';
}

/** Script sets one name may mix (UTS #39 "highly restrictive"). */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
];

/** The scripts a name's letters are written in. */
export function usernameScripts(name: string): string[] {
  const scripts = new Set<string>();
  for (const char of name.normalize('NFC')) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return [...scripts];
}

/** True when the letters mix scripts in a way a look-alike could hide in (Latin + Cyrillic). */
export function mixesScripts(name: string): boolean {
  const scripts = usernameScripts(name);
  if (scripts.length <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
}

/** The 422 item's msg for a name that mixes scripts (the client recognises it). */
export const USERNAME_MIXED_SCRIPTS_MSG = `Value error, ${DETAILS.usernameMixedScripts}`;

export type UsernameProblem = 'required' | 'tooShort' | 'tooLong' | 'characters' | 'mixedScripts';

/** The first thing wrong with a username (after NFC and trimming), or null when it may be used. */
export function usernameProblemOf(raw: string): UsernameProblem | null {
  const name = normaliseUsername(raw);
  if (!name) return 'required';
  if (!USERNAME_PATTERN.test(name)) return 'characters';
  if (mixesScripts(name)) return 'mixedScripts';
  const length = usernameLength(name);
  if (length < USERNAME_MIN) return 'tooShort';
  if (length > USERNAME_MAX) return 'tooLong';
  return null;
}

/**
 * The 422 item (FastAPI wording, on `body.username`) for what the schema could not see: the NFC
 * form's length and one script per name. The server and the mock answer with it; null when fine.
 */
export function usernameValidationItem(raw: string): ValidationItem | null {
  const loc = ['body', 'username'];
  switch (usernameProblemOf(raw)) {
    case null:
      return null;
    case 'mixedScripts':
      return { loc, msg: USERNAME_MIXED_SCRIPTS_MSG, type: 'value_error' };
    case 'required':
    case 'tooShort':
      return {
        loc,
        msg: `String should have at least ${USERNAME_MIN} characters`,
        type: 'string_too_short',
      };
    case 'tooLong':
      return {
        loc,
        msg: `String should have at most ${USERNAME_MAX} characters`,
        type: 'string_too_long',
      };
    case 'characters':
      return {
        loc,
        msg: detailOf('patternMismatch', { pattern: USERNAME_PATTERN_SOURCE }),
        type: 'string_pattern_mismatch',
      };
  }
}

/** The text without `_ . -` at its end. */
function trimSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && '_.-'.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** How long a username made from a profile may be before a `_12345` suffix (30 in all). */
const STEM_MAX = 24;

/**
 * A username for a new account from a display name ("María García" from Google) or an email's
 * local part, by the same rule as a typed name: letters of any script, digits and `_ . -`, NFC;
 * spaces and other characters become "_" ("María_García"); letters of a second script are left
 * out (a name never mixes scripts); at most 24 characters. null when nothing usable is left.
 * The result may be shorter than 3 characters ("王伟"): the caller adds a number then.
 */
export function usernameStem(source: string): string | null {
  const chars = [...source.normalize('NFC')];
  const first = chars.map(scriptOf).find((script) => script !== null) ?? null;
  const kept = chars
    .map((char) => {
      if (/[\p{M}0-9_.-]/u.test(char)) return char;
      const script = scriptOf(char);
      if (script === null) return '_';
      return script === first ||
        ALLOWED_MIXES.some((mix) => mix.includes(script) && mix.includes(first ?? ''))
        ? char
        : '_';
    })
    .join('')
    .replace(/_{2,}/g, '_')
    // A letter or digit first (the pattern), and no separator at the end.
    .replace(/^[^\p{L}0-9]+/u, '');
  const stem = trimSeparators([...trimSeparators(kept)].slice(0, STEM_MAX).join(''));
  if (!stem || !USERNAME_PATTERN.test(stem) || mixesScripts(stem)) return null;
  return stem;
}
