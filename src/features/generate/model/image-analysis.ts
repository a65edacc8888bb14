/** What the UI does with an image-analysis answer. */
export type ImageAnalysisOutcome =
  { kind: 'ingredients'; text: string } | { kind: 'none' } | { kind: 'unusable' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an analysis answer: the contract's `{ image_key, ingredients: string[] }`, or the older shapes
 * (a plain string, a list of strings, none/"None" in any case). None or an empty list means nothing
 * was found; a non-empty string or list gives the ingredients comma separated; anything else is unusable.
 */
export function interpretImageAnalysis(result: unknown): ImageAnalysisOutcome {
  const value = isRecord(result) && 'ingredients' in result ? result.ingredients : result;
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.toLowerCase() === 'none') return { kind: 'none' };
    return text ? { kind: 'ingredients', text } : { kind: 'unusable' };
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'none' };
    if (!value.every((item) => typeof item === 'string')) return { kind: 'unusable' };
    const items = value.map((item: string) => item.trim()).filter(Boolean);
    return items.length ? { kind: 'ingredients', text: items.join(', ') } : { kind: 'unusable' };
  }
  return { kind: 'unusable' };
}

/** The image key of an analysis answer in the contract's shape, or '' for the older shapes. */
export function imageKeyOf(result: unknown): string {
  return isRecord(result) && typeof result.image_key === 'string' ? result.image_key.trim() : '';
}

/** The comma- or line-separated entries of an ingredients text, trimmed, empty ones dropped. */
export const ingredientEntries = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What an entry names, without its amount: "200 g Flour" and "flour" are the same item. */
const itemKey = (entry: string) =>
  entry
    .toLowerCase()
    .replace(/^[\d.,/½¼¾\s-]+(?:(?:[glx]|kg|mg|ml|tbsp|tsp|cups?|pcs?)\b\.?)?\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Appends found ingredients (as read, quantities kept: "2 eggs, 200 g flour") to what the user
 * typed, comma separated; items already listed, with or without an amount, are not added again,
 * so a second photo does not duplicate them.
 */
export function appendIngredients(existing: string, found: string): string {
  const seen = new Set(ingredientEntries(existing).map(itemKey));
  const fresh = ingredientEntries(found).filter((entry) => {
    const key = itemKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const base = existing.trimEnd();
  if (fresh.length === 0) return existing;
  const added = fresh.join(', ');
  if (!base) return added;
  return base.endsWith(',') ? `${base} ${added}` : `${base}, ${added}`;
}

/**
 * Whether the ingredients still list something the photo contributed; once the cook replaced
 * them all, the photo no longer belongs to the request and its key is not sent.
 */
export function photoStillListed(ingredients: string, photoText: string): boolean {
  const listed = new Set(ingredientEntries(ingredients).map(itemKey));
  return ingredientEntries(photoText).some((entry) => listed.has(itemKey(entry)));
}

/** A stored analysis (one ingredient a line) as the comma-separated text of the ingredients field. */
export function analyzedLinesToText(analyzed: string): string {
  return analyzed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}
