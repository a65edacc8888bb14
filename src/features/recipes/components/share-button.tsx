import { Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  shareRecipe,
  type ShareableRecipe,
  type ShareOutcome,
} from '#src/features/recipes/model/share';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** The confirmations the share button shows (for 3 s). */
export const SHARE_TEXTS = RECIPE_TEXTS.share;

const CONFIRM_MS = 3000;

/**
 * The round share button: the device's share sheet where there is one, else the recipe as text on
 * the clipboard; a visible, announced confirmation says which.
 */
export function ShareButton({
  recipe,
  className = '',
}: {
  /** Built when pressed, so it carries the servings chosen at that moment. */
  recipe: () => ShareableRecipe;
  className?: string;
}) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const message =
    outcome === 'copied'
      ? SHARE_TEXTS.copied
      : outcome === 'shared'
        ? SHARE_TEXTS.shared
        : outcome === 'failed'
          ? SHARE_TEXTS.failed
          : '';

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={SHARE_TEXTS.label}
        onClick={() => void shareRecipe(recipe()).then(setOutcome)}
        className={className}
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
      </button>
      <p
        role="status"
        className={`absolute top-full right-0 z-20 mt-2 w-max max-w-56 rounded-lg px-3 py-2 text-sm font-medium shadow-lg ${
          message ? '' : 'sr-only'
        } ${outcome === 'failed' ? 'bg-red-50 text-danger' : 'bg-ink text-white'}`}
      >
        {message}
      </p>
    </div>
  );
}
