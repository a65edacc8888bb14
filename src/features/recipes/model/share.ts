/** What a shared recipe says: its title, description, the ingredients for the chosen servings, a link. */
export interface ShareableRecipe {
  title: string;
  description: string;
  servings: number;
  /** Ingredient lines as shown ("1600 g cooked chickpeas"). */
  ingredients: string[];
  url: string;
}

/** The recipe as plain text, for the share sheet or the clipboard. */
export function recipeShareText(recipe: ShareableRecipe): string {
  const lines = [recipe.title];
  if (recipe.description) lines.push('', recipe.description);
  if (recipe.ingredients.length) {
    lines.push(
      '',
      `Ingredients (${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}):`,
    );
    lines.push(...recipe.ingredients.map((line) => `- ${line}`));
  }
  lines.push('', recipe.url);
  return lines.join('\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares through the Web Share API where the device has it, else copies the recipe text to the
 * clipboard; tells which happened so the UI can confirm it.
 */
export async function shareRecipe(
  recipe: ShareableRecipe,
  nav: ShareCapable = globalThis.navigator,
): Promise<ShareOutcome> {
  const text = recipeShareText(recipe);
  const data: ShareData = { title: recipe.title, text, url: recipe.url };
  if (typeof nav?.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to confirm, nothing to fall back to.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav?.clipboard) return 'failed';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
