import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { copyText, type ClipboardCapable } from '#src/lib/copy-text';

/** What a shared recipe says: its title, description, the ingredients for the chosen servings, a link. */
export interface ShareableRecipe {
  title: string;
  description: string;
  servings: number;
  /** Ingredient lines as shown ("1600 g cooked chickpeas"). */
  ingredients: string[];
  /** The recipe's public link (/s/{token}). */
  url: string;
}

/** The recipe as plain text, for the share sheet or the clipboard. */
export function recipeShareText(recipe: ShareableRecipe): string {
  const lines = [recipe.title];
  if (recipe.description) lines.push('', recipe.description);
  if (recipe.ingredients.length) {
    lines.push('', RECIPE_TEXTS.shareText.ingredients(recipe.servings));
    lines.push(...recipe.ingredients.map((line) => `- ${line}`));
  }
  lines.push('', recipe.url);
  return lines.join('\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareCapable extends ClipboardCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Whether the device has a share sheet (the Web Share API) for this recipe. */
export function canShareNatively(
  recipe: ShareableRecipe,
  nav: ShareCapable = globalThis.navigator,
): boolean {
  const data: ShareData = { title: recipe.title, text: recipeShareText(recipe), url: recipe.url };
  return typeof nav?.share === 'function' && (nav.canShare?.(data) ?? true);
}

/**
 * Shares the recipe (its text and public link) through the Web Share API where the device has it,
 * else copies the public link to the clipboard; tells which happened so the UI can confirm it.
 */
export async function shareRecipe(
  recipe: ShareableRecipe,
  nav: ShareCapable = globalThis.navigator,
): Promise<ShareOutcome> {
  if (canShareNatively(recipe, nav)) {
    try {
      await nav.share!({ title: recipe.title, text: recipeShareText(recipe), url: recipe.url });
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to confirm, nothing to fall back to.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(recipe.url, nav);
}
