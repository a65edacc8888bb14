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
