/**
 * Reading schema.org/Recipe JSON-LD for import (issue #17, item 3): finds the Recipe node in a
 * pasted JSON-LD block, a JSON file or an HTML page (any number of ld+json scripts, @graph,
 * arrays, "@type" as a list), flattens HowToSection / HowToStep / plain-text instructions and
 * reads ISO-8601 durations. The result is a neutral draft; mapping ingredient lines to the
 * catalogue is the importer's job.
 */

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
  if (typeof value !== 'string') return null;
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

/** Plain text: tags dropped, common entities decoded, whitespace collapsed. */
function text(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Steps from recipeInstructions: a string, HowToStep, HowToSection (itemListElement), or lists of them. */
export function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    return value
      .split(/\r?\n+/)
      .map(text)
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((item) => instructionSteps(item, depth + 1));
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.itemListElement !== undefined)
      return instructionSteps(node.itemListElement, depth + 1);
    const step = text(node.text) || text(node.name);
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
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

function servings(value: unknown): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  const count =
    typeof first === 'number' ? first : Number(/\d+/.exec(String(first ?? ''))?.[0] ?? NaN);
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
    .map(text)
    .filter(Boolean);
  return {
    title,
    description: text(node.description),
    imageUrl: imageUrl(node.image),
    totalMinutes: total,
    servings: servings(node.recipeYield),
    ingredients,
    steps: instructionSteps(node.recipeInstructions),
  };
}

const LD_SCRIPT =
  /<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The recipe in a pasted JSON-LD block, a JSON file's text or an HTML page; null when there is
 * none (no parseable JSON-LD, or no Recipe node with a name).
 */
export function extractRecipe(source: string): JsonLdRecipeDraft | null {
  const trimmed = source.trim();
  const blocks =
    trimmed.startsWith('{') || trimmed.startsWith('[')
      ? [trimmed]
      : Array.from(trimmed.matchAll(LD_SCRIPT), (m) => m[1] ?? '');
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
