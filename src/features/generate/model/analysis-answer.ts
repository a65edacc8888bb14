// Reading the photo's analysis answer (step 2 only: it loads with that step's code).

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
