import { Share2 } from 'lucide-react';
import { useState } from 'react';
import type { ShareableRecipe } from '#src/features/recipes/model/share';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** The share button's and dialog's texts. */
export const SHARE_TEXTS = RECIPE_TEXTS.share;

/**
 * The dialog (Radix's dialog, the share sheet) loads after the page like every dialog's code
 * (decision record 0048), its link panel when the dialog first opens or the button is pointed at.
 */
const dialogCode = lazyCode(() => import('./share-dialog'));
const ShareDialog = lazyComponent(dialogCode, (module) => module.ShareDialog);
const loadPanel = () =>
  void dialogCode
    .load()
    .then((module) => module.loadPanel())
    .catch(() => undefined);

/** Loads the dialog's code (once); Storybook and the unit tests load it up front. */
export const loadShareDialog = dialogCode.load;

/**
 * The round share button. It opens the public-link dialog: while the recipe is not shared it
 * explains that anyone with the link can read it and offers to create the link; once shared it
 * shows the link with Copy, the device's share sheet where there is one, and Stop sharing.
 */
export function ShareButton({
  recipeId,
  recipe,
  className = '',
  defaultOpen = false,
}: {
  recipeId: number;
  /** Built when sharing, so it carries the servings chosen at that moment. */
  recipe: () => Omit<ShareableRecipe, 'url'>;
  className?: string;
  /** Stories only: start with the dialog open. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button
        type="button"
        aria-label={SHARE_TEXTS.label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className={className}
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
      </button>
      <ShareDialog open={open} onOpenChange={setOpen} recipeId={recipeId} recipe={recipe} />
    </>
  );
}
