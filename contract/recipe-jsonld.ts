/**
 * Reading schema.org/Recipe JSON-LD for import (issue #17, item 3): finds the Recipe node in a
 * pasted JSON-LD block, a JSON file or an HTML page (any number of ld+json scripts, @graph,
 * arrays, "@type" as a list), flattens HowToSection / HowToStep / plain-text instructions and
 * reads ISO-8601 durations. The result is a neutral draft; mapping ingredient lines to the
 * catalogue is the importer's job.
 *
 * Every parser here runs in time linear in its input (hardening-2, finding 1; the regexp lint
 * rules keep it so), and each field is cut to IMPORT_FIELD_CAPS before it is parsed.
 */
import { soundText } from './sound-text.ts';

/**
 * Characters of a source field read at most, before tags and entities are taken out: about five
 * times what is stored of it (title 200, description 2,000, ingredient name 200, step 2,000), so
 * markup-heavy text still fills the stored field, and nothing larger is ever scanned.
 */
export const IMPORT_FIELD_CAPS = {
  /** name, and an ingredient line */
  name: 1_000,
  ingredient: 1_000,
  /** description, and the text of one step */
  description: 10_000,
  step: 10_000,
  /** a whole instructions string, before it is split into lines */
  instructions: 100_000,
  /** an ISO-8601 duration or a yield */
  short: 64,
  /** ingredient lines and steps read per recipe (the importer keeps 100 of each) */
  lines: 200,
} as const;

export interface JsonLdRecipeDraft {
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly totalMinutes: number | null;
  readonly servings: number | null;
  readonly ingredients: readonly string[];
  readonly steps: readonly string[];
}

/** Minutes in an ISO-8601 duration ("PT1H30M", "P1DT2H", "PT90S"), rounded up; null when not one. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > IMPORT_FIELD_CAPS.short) return null;
  const match =
    /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      value.trim(),
    );
  if (!match || value.trim().toUpperCase() === 'P' || /T$/i.test(value.trim())) return null;
  const [days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part.replace(',', '.'))));
  const total = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  return total > 0 ? Math.ceil(total) : null;
}

function isRecipe(node: unknown): node is Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return false;
  const type = (node as Record<string, unknown>)['@type'];
  return Array.isArray(type) ? type.includes('Recipe') : type === 'Recipe';
}

/** The first Recipe node anywhere in a parsed JSON-LD value (arrays, @graph, nested). */
export function findRecipeNode(value: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  if (isRecipe(value)) return value;
  const children = Array.isArray(value)
    ? value
    : Object.values(value as Record<string, unknown>).filter((v) => typeof v === 'object');
  for (const child of children) {
    const found = findRecipeNode(child, depth + 1);
    if (found) return found;
  }
  return null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text with each tag (from a `<` to the next `>`) replaced by a space, as /<[^>]*>/g would,
 * in one pass: a `<` with no `>` after it ends the search instead of being tried again at each
 * later `<` (that retry made the regex quadratic: 80k `<` took 5 s).
 */
function stripTags(value: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = value.indexOf('<', at);
    const close = open === -1 ? -1 : value.indexOf('>', open + 1);
    if (close === -1) return out + value.slice(at);
    out += `${value.slice(at, open)} `;
    at = close + 1;
  }
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const hexValue = (code: number) =>
  isDigit(code)
    ? code - 48
    : code >= 97 && code <= 102
      ? code - 87
      : code >= 65 && code <= 70
        ? code - 55
        : -1;
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/** A numeric character reference's character: U+FFFD for 0, a surrogate or beyond U+10FFFF (as HTML does). */
function codePointText(code: number): string {
  return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    ? '\uFFFD'
    : String.fromCodePoint(code);
}

/**
 * `&name;`, `&#123;` and `&#x1F;` decoded in one pass; unknown names stay as written. A number's
 * value saturates past U+10FFFF, so any length of digits decodes safely.
 */
function decodeEntities(value: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const amp = value.indexOf('&', at);
    if (amp === -1) return out + value.slice(at);
    out += value.slice(at, amp);
    let end = amp + 1;
    let decoded: string | undefined;
    if (value.charCodeAt(end) === 35 /* # */) {
      const hex = (value.charCodeAt(end + 1) | 32) === 120; /* x or X */
      end += hex ? 2 : 1;
      const digitsFrom = end;
      let code = 0;
      for (; end < value.length; end++) {
        const digit = hex
          ? hexValue(value.charCodeAt(end))
          : isDigit(value.charCodeAt(end))
            ? value.charCodeAt(end) - 48
            : -1;
        if (digit < 0) break;
        code = Math.min(code * (hex ? 16 : 10) + digit, 0x110000);
      }
      if (end > digitsFrom && value.charCodeAt(end) === 59 /* ; */) decoded = codePointText(code);
    } else {
      while (end < value.length && isLetter(value.charCodeAt(end))) end++;
      if (end > amp + 1 && value.charCodeAt(end) === 59)
        decoded = ENTITIES[value.slice(amp + 1, end).toLowerCase()];
    }
    if (decoded === undefined) {
      // Not a reference: the `&` stays, and the scan goes on after what was looked at (it holds no `&`).
      out += value.slice(amp, end);
      at = end;
    } else {
      out += decoded;
      at = end + 1;
    }
  }
}

/**
 * Plain text: cut to `cap` characters, tags dropped, common entities decoded, whitespace
 * collapsed, and NUL or unpaired surrogates (which the database cannot store) made U+FFFD.
 */
function text(value: unknown, cap: number = IMPORT_FIELD_CAPS.name): string {
  if (typeof value !== 'string') return '';
  return soundText(
    decodeEntities(stripTags(value.slice(0, cap)))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Steps from recipeInstructions: a string, HowToStep, HowToSection (itemListElement), or lists of them. */
export function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    return value
      .slice(0, IMPORT_FIELD_CAPS.instructions)
      .split(/\r?\n+/)
      .filter((line) => line.trim() !== '')
      .slice(0, IMPORT_FIELD_CAPS.lines)
      .map((line) => text(line, IMPORT_FIELD_CAPS.step))
      .filter(Boolean);
  }
  if (Array.isArray(value)) {
    const steps: string[] = [];
    for (const item of value.slice(0, IMPORT_FIELD_CAPS.lines)) {
      steps.push(...instructionSteps(item, depth + 1));
      if (steps.length >= IMPORT_FIELD_CAPS.lines) break;
    }
    return steps.slice(0, IMPORT_FIELD_CAPS.lines);
  }
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.itemListElement !== undefined)
      return instructionSteps(node.itemListElement, depth + 1);
    const step = text(node.text, IMPORT_FIELD_CAPS.step) || text(node.name, IMPORT_FIELD_CAPS.step);
    return step ? [step] : [];
  }
  return [];
}

function imageUrl(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const url =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null
        ? (first as Record<string, unknown>).url
        : null;
  return typeof url === 'string' &&
    url.length <= 2048 &&
    /^https?:\/\//i.test(url) &&
    soundText(url) === url
    ? url
    : null;
}

function servings(value: unknown): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  const count =
    typeof first === 'number'
      ? first
      : Number(/\d+/.exec(String(first ?? '').slice(0, IMPORT_FIELD_CAPS.short))?.[0] ?? NaN);
  return Number.isInteger(count) && count >= 1 && count <= 100 ? count : null;
}

/** The draft of a Recipe node; null when it has no name. */
export function draftFromNode(node: Record<string, unknown>): JsonLdRecipeDraft | null {
  const title = text(node.name);
  if (!title) return null;
  const total =
    isoDurationMinutes(node.totalTime) ??
    (() => {
      const prep = isoDurationMinutes(node.prepTime);
      const cook = isoDurationMinutes(node.cookTime);
      return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
    })();
  const ingredients = (
    Array.isArray(node.recipeIngredient) ? node.recipeIngredient : [node.recipeIngredient]
  )
    .slice(0, IMPORT_FIELD_CAPS.lines)
    .map((line) => text(line, IMPORT_FIELD_CAPS.ingredient))
    .filter(Boolean);
  return {
    title,
    description: text(node.description, IMPORT_FIELD_CAPS.description),
    imageUrl: imageUrl(node.image),
    totalMinutes: total,
    servings: servings(node.recipeYield),
    ingredients,
    steps: instructionSteps(node.recipeInstructions),
  };
}

const SCRIPT_OPEN = /<script/gi;
const SCRIPT_CLOSE = /<\/script/gi;
const LD_JSON_TYPE = /\btype\s{0,20}=\s{0,20}["']?application\/ld\+json\b/i;

/**
 * The contents of each `<script ... type="application/ld+json" ...>` element of an HTML page, in
 * one forward pass (the former regex rescanned the rest of the page for each unclosed `<script`).
 */
export function ldJsonBlocks(html: string): string[] {
  const blocks: string[] = [];
  let at = 0;
  for (;;) {
    SCRIPT_OPEN.lastIndex = at;
    const open = SCRIPT_OPEN.exec(html);
    if (!open) return blocks;
    const tagEnd = html.indexOf('>', open.index);
    if (tagEnd === -1) return blocks;
    SCRIPT_CLOSE.lastIndex = tagEnd + 1;
    const close = SCRIPT_CLOSE.exec(html);
    if (!close) return blocks;
    if (LD_JSON_TYPE.test(html.slice(open.index, tagEnd)))
      blocks.push(html.slice(tagEnd + 1, close.index));
    at = close.index + close[0].length;
  }
}

/**
 * The recipe in a pasted JSON-LD block, a JSON file's text or an HTML page; null when there is
 * none (no parseable JSON-LD, or no Recipe node with a name).
 */
export function extractRecipe(source: string): JsonLdRecipeDraft | null {
  const trimmed = source.trim();
  const blocks =
    trimmed.startsWith('{') || trimmed.startsWith('[') ? [trimmed] : ldJsonBlocks(trimmed);
  for (const block of blocks) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch {
      continue;
    }
    const node = findRecipeNode(parsed);
    const draft = node ? draftFromNode(node) : null;
    if (draft) return draft;
  }
  return null;
}
