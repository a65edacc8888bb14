import { useState, type ReactNode } from 'react';
import type { PlanEntry } from '#src/features/plan/api/plan';
import type { PlannedRecipe } from '#src/features/plan/components/add-to-plan-dialog';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/** "Add to plan" and its notice load on the first choice, not with the page. */
const addToPlanCode = lazyCode(() => import('#src/features/plan/components/add-to-plan-dialog'));
const AddToPlanDialog = lazyComponent(addToPlanCode, (module) => module.AddToPlanDialog);
const PlannedNotice = lazyComponent(addToPlanCode, (module) => module.PlannedNotice);

export interface AddToPlan {
  /** Opens "Add to plan" with the recipe chosen (today's dinner to start with). */
  addToPlan: (recipe: PlannedRecipe) => void;
  /** The dialog and, once added, the notice with a link to the week; render once on the screen. */
  dialogs: ReactNode;
}

/** "Add to plan" from outside the plan: the recipe view's menu and the library's recipe cards. */
export function useAddToPlan(): AddToPlan {
  const [recipe, setRecipe] = useState<PlannedRecipe | null>(null);
  // Mounted from the first opening on, so closing plays out.
  const [opened, setOpened] = useState(false);
  const [planned, setPlanned] = useState<PlanEntry | null>(null);
  return {
    addToPlan: (chosen) => {
      void addToPlanCode.load().catch(() => {});
      setPlanned(null);
      setOpened(true);
      setRecipe(chosen);
    },
    dialogs: (
      <>
        {opened && (
          <AddToPlanDialog
            open={recipe !== null}
            onOpenChange={(open) => !open && setRecipe(null)}
            {...(recipe ? { recipe } : {})}
            onAdded={setPlanned}
          />
        )}
        {planned && (
          <PlannedNotice key={planned.id} entry={planned} onClose={() => setPlanned(null)} />
        )}
      </>
    ),
  };
}
