import { PanelLeftClose, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShareableRecipe } from '#src/features/recipes/model/share';
import { ShareButton } from './share-button';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** The style of the header's three round buttons (44 px). */
const ROUND =
  'h-11 w-11 items-center justify-center rounded-full border border-stone-200 bg-white text-ink shadow-sm hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const ROUND_BUTTON = `inline-flex ${ROUND}`;

export const ACTION_TEXTS = RECIPE_TEXTS.actions;

/**
 * The recipe header's round buttons: share, print and the more-menu (passed in), plus the
 * collapse control of the split screen on wide screens.
 */
export function RecipeActionsBar({
  recipeId,
  shareable,
  moreMenu,
  onCollapse,
  onPrint = () => window.print(),
}: {
  recipeId: number;
  shareable: () => Omit<ShareableRecipe, 'url'>;
  moreMenu: ReactNode;
  onCollapse?: () => void;
  /** Prints the page (the recipe view first makes sure its print sheet is there). */
  onPrint?: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <ShareButton recipeId={recipeId} recipe={shareable} className={ROUND_BUTTON} />
      <button
        type="button"
        aria-label={ACTION_TEXTS.print}
        onClick={onPrint}
        className={ROUND_BUTTON}
      >
        <Printer aria-hidden="true" className="h-5 w-5" />
      </button>
      {moreMenu}
      {onCollapse && (
        <button
          type="button"
          aria-label={ACTION_TEXTS.collapse}
          aria-expanded={true}
          onClick={onCollapse}
          className={`hidden md:inline-flex ${ROUND}`}
        >
          <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
    </div>
  );
}
