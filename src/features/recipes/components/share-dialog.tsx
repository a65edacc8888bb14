import { Share2 } from 'lucide-react';
import type { PrivateLinkTexts } from '#src/components/private-link-panel';
import { Button } from '#src/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '#src/components/ui/dialog';
import { useRecipeShare, useSetRecipeShared } from '#src/features/recipes/api/recipes';
import {
  canShareNatively,
  shareRecipe,
  type ShareableRecipe,
} from '#src/features/recipes/model/share';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

const SHARE_TEXTS = RECIPE_TEXTS.share;

/** The link's panel loads when the dialog first opens, not with the recipe. */
const panelCode = lazyCode(() => import('#src/components/private-link-panel'));
const PrivateLinkPanel = lazyComponent(panelCode, (module) => module.PrivateLinkPanel);

/** Starts the link panel's load (the share button is pointed at or focused). */
export const loadPanel = () => void panelCode.load().catch(() => undefined);

/** The public-link panel's words, read when it renders (in the current language). */
const panelTexts = (): PrivateLinkTexts => ({
  loading: SHARE_TEXTS.loading,
  loadError: SHARE_TEXTS.loadError,
  retry: SHARE_TEXTS.retry,
  explainOff: SHARE_TEXTS.explainOff,
  explainOn: SHARE_TEXTS.explainOn,
  enable: SHARE_TEXTS.enable,
  enabling: SHARE_TEXTS.enabling,
  link: SHARE_TEXTS.link,
  copy: SHARE_TEXTS.copy,
  copied: SHARE_TEXTS.copiedLink,
  copyFailed: SHARE_TEXTS.failed,
  stop: SHARE_TEXTS.stop,
  stopping: SHARE_TEXTS.stopping,
  stopped: SHARE_TEXTS.stopped,
  error: SHARE_TEXTS.error,
});

/** The share button's dialog (share-button.tsx): a chunk of its own, loaded after the page. */
export function ShareDialog({
  open,
  onOpenChange,
  recipeId,
  recipe,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipeId: number;
  recipe: () => Omit<ShareableRecipe, 'url'>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel={SHARE_TEXTS.close}>
        <DialogTitle>{SHARE_TEXTS.title}</DialogTitle>
        {open && <SharePanel recipeId={recipeId} recipe={recipe} />}
      </DialogContent>
    </Dialog>
  );
}

function SharePanel({
  recipeId,
  recipe,
}: {
  recipeId: number;
  recipe: () => Omit<ShareableRecipe, 'url'>;
}) {
  return (
    <PrivateLinkPanel
      state={useRecipeShare(recipeId, true)}
      change={useSetRecipeShared(recipeId)}
      texts={panelTexts()}
      actions={(url, notify) => {
        const shareable = { ...recipe(), url };
        return (
          canShareNatively(shareable) && (
            <Button
              variant="secondary"
              onClick={() =>
                void shareRecipe(shareable).then((outcome) =>
                  notify(
                    outcome === 'cancelled'
                      ? null
                      : outcome === 'failed'
                        ? { text: SHARE_TEXTS.failed, problem: true }
                        : {
                            text:
                              outcome === 'shared' ? SHARE_TEXTS.shared : SHARE_TEXTS.copiedLink,
                          },
                  ),
                )
              }
            >
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {SHARE_TEXTS.shareVia}
            </Button>
          )
        );
      }}
    />
  );
}
