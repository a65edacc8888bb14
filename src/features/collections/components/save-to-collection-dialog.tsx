import { useRef, useState } from 'react';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { Progress } from '#src/components/ui/progress';
import { useCollections, useCreateCollection } from '#src/features/collections/api/collections';
import { CollectionPicker } from './collection-picker';
import type { CollectionDraftHandle } from './create-collection-form';
import { COLLECTION_TEXTS as T } from '#src/features/collections/texts';
import {
  checkComplete,
  goBack,
  goNext,
  initialSavePlan,
  recipesByCollection,
  toggleAssignment,
  type Assignments,
  type PlannedRecipe,
  type SavePlanState,
} from '#src/features/collections/model/save-plan';

export interface SaveToCollectionPlan {
  /** Recipe id -> the collections chosen for it. */
  assignments: Assignments;
  /** Collection id -> the recipes to add to it. */
  byCollection: Map<number, number[]>;
  /** The recipes in walking order. */
  recipeIds: number[];
}

export interface SaveToCollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected recipes, walked through one per step. */
  recipes: readonly PlannedRecipe[];
  /**
   * Saves the plan. Reject with an Error whose message the modal shows; the choices stay as they are
   * so the user can try again.
   */
  onSave: (plan: SaveToCollectionPlan) => Promise<void>;
}

/**
 * The Save to Collection modal: one step per selected recipe ("Schritt x von n"),
 * each needing at least one collection, with search and inline creation; Speichern hands the plan
 * to the owner. The choices survive closing and a failed save.
 */
export function SaveToCollectionDialog({
  open,
  onOpenChange,
  recipes,
  onSave,
}: SaveToCollectionDialogProps) {
  const [plan, setPlan] = useState<SavePlanState>(initialSavePlan);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const collections = useCollections();
  const createCollection = useCreateCollection();
  const draft = useRef<CollectionDraftHandle>(null);

  const total = recipes.length;
  const index = Math.min(plan.index, Math.max(total - 1, 0));
  const recipe = recipes[index];
  const isLast = index >= total - 1;
  const stepText = T.stepOf(index + 1, total);

  const changeOpen = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
  };

  const save = async (current: SavePlanState) => {
    const checked = checkComplete(current, recipes);
    if (!checked.complete) {
      setPlan(checked.state);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave({
        assignments: current.assignments,
        byCollection: recipesByCollection(current.assignments, recipes),
        recipeIds: recipes.map((r) => r.id),
      });
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  /** Speichern / Weiter; a collection name typed but not yet created is created and chosen first. */
  const primary = async () => {
    setSaveError(null);
    let current = plan;
    try {
      const created = await draft.current?.commit();
      if (created && recipe) current = toggleAssignment(current, recipe.id, created.id, true);
    } catch {
      return; // The inline form shows why the collection could not be created.
    }
    if (isLast) void save(current);
    else setPlan((state) => goNext({ ...state, index }, recipes));
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={saving ? null : T.close}
        onEscapeKeyDown={(event) => saving && event.preventDefault()}
        onPointerDownOutside={(event) => saving && event.preventDefault()}
        aria-busy={saving}
      >
        <DialogTitle>{T.modalTitle}</DialogTitle>
        <div className="mt-3 flex flex-col gap-2">
          <p aria-live="polite" className="text-sm font-medium text-muted">
            {stepText}
          </p>
          <Progress
            value={index + 1}
            max={Math.max(total, 1)}
            label={T.progress}
            valueText={stepText}
          />
        </div>
        {recipe && (
          <div className="mt-4 flex flex-col gap-3">
            <div>
              <h3 className="text-base font-semibold text-ink">{recipe.title}</h3>
              <DialogDescription>{T.modalDescription}</DialogDescription>
            </div>
            <CollectionPicker
              key={recipe.id}
              collections={collections.data}
              status={collections.status}
              onRetry={() => void collections.refetch()}
              selectedIds={plan.assignments[recipe.id] ?? []}
              onToggle={(collectionId, selected) => {
                setSaveError(null);
                setPlan((state) => toggleAssignment(state, recipe.id, collectionId, selected));
              }}
              onCreate={(input) => createCollection.mutateAsync(input)}
              disabled={saving}
              draftRef={draft}
            />
          </div>
        )}
        {plan.message && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {plan.message}
          </p>
        )}
        {saveError && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
            {saveError}
          </p>
        )}
        <DialogFooter>
          {index > 0 && (
            <Button
              variant="secondary"
              onClick={() => {
                setSaveError(null);
                setPlan((state) => goBack({ ...state, index }));
              }}
              disabled={saving}
            >
              {T.back}
            </Button>
          )}
          <Button
            onClick={() => void primary()}
            disabled={saving || collections.status !== 'success'}
            aria-busy={saving}
            className="justify-center"
          >
            {isLast ? (saving ? T.saving : T.save) : T.next}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type { Assignments, PlannedRecipe };
