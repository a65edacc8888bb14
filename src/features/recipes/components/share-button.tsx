import { Copy, Link2Off, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#src/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#src/components/ui/dialog';
import { Spinner } from '#src/components/ui/spinner';
import { useRecipeShare, useSetRecipeShared } from '#src/features/recipes/api/recipes';
import {
  canShareNatively,
  copyText,
  shareRecipe,
  type ShareableRecipe,
} from '#src/features/recipes/model/share';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** The share button's and dialog's texts. */
export const SHARE_TEXTS = RECIPE_TEXTS.share;

const CONFIRM_MS = 3000;

/** What the dialog confirms (for 3 s) after an action. */
type Notice = 'copied' | 'shared' | 'stopped' | 'failed' | 'error';

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
        className={className}
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm" closeLabel={SHARE_TEXTS.close}>
          <DialogTitle>{SHARE_TEXTS.title}</DialogTitle>
          {open && <SharePanel recipeId={recipeId} recipe={recipe} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SharePanel({
  recipeId,
  recipe,
}: {
  recipeId: number;
  recipe: () => Omit<ShareableRecipe, 'url'>;
}) {
  const state = useRecipeShare(recipeId, true);
  const change = useSetRecipeShared(recipeId);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice || notice === 'stopped' || notice === 'error') return;
    const timer = window.setTimeout(() => setNotice(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const set = (on: boolean) =>
    change.mutate(on, {
      onSuccess: () => setNotice(on ? null : 'stopped'),
      onError: () => setNotice('error'),
    });

  if (state.isPending) return <Spinner label={SHARE_TEXTS.loading} className="py-8" />;
  if (state.isError)
    return (
      <div className="mt-3 space-y-3">
        <p role="alert" className="text-sm text-danger">
          {SHARE_TEXTS.loadError}
        </p>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {SHARE_TEXTS.retry}
        </Button>
      </div>
    );

  const url = state.data.url;
  const shareable = url ? { ...recipe(), url } : null;
  const message =
    notice === 'copied'
      ? SHARE_TEXTS.copiedLink
      : notice === 'shared'
        ? SHARE_TEXTS.shared
        : notice === 'stopped'
          ? SHARE_TEXTS.stopped
          : notice === 'failed'
            ? SHARE_TEXTS.failed
            : notice === 'error'
              ? SHARE_TEXTS.error
              : '';
  const bad = notice === 'failed' || notice === 'error';

  return (
    <div className="mt-2 space-y-4">
      <DialogDescription className="text-sm text-muted">
        {url ? SHARE_TEXTS.explainOn : SHARE_TEXTS.explainOff}
      </DialogDescription>
      {url && shareable ? (
        <>
          <label className="block text-sm font-medium text-ink">
            {SHARE_TEXTS.link}
            <input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-ink"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyText(url).then(setNotice)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              {SHARE_TEXTS.copy}
            </Button>
            {canShareNatively(shareable) && (
              <Button
                variant="secondary"
                onClick={() =>
                  void shareRecipe(shareable).then((outcome) =>
                    setNotice(outcome === 'cancelled' ? null : outcome),
                  )
                }
              >
                <Share2 aria-hidden="true" className="h-4 w-4" />
                {SHARE_TEXTS.shareVia}
              </Button>
            )}
            <Button variant="ghost" disabled={change.isPending} onClick={() => set(false)}>
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              {change.isPending ? SHARE_TEXTS.stopping : SHARE_TEXTS.stop}
            </Button>
          </div>
        </>
      ) : (
        <Button disabled={change.isPending} onClick={() => set(true)}>
          {change.isPending ? SHARE_TEXTS.enabling : SHARE_TEXTS.enable}
        </Button>
      )}
      <p
        role="status"
        className={`rounded-lg px-3 py-2 text-sm font-medium ${message ? '' : 'sr-only'} ${
          bad ? 'bg-red-50 text-danger' : 'bg-stone-100 text-ink'
        }`}
      >
        {message}
      </p>
    </div>
  );
}
