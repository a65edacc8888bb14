import { useState, type ReactNode } from 'react';
import type { PlannedRecipe } from '#src/features/plan/components/add-to-plan-dialog';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/** "Add to plan" and its notice load on the first choice, not with the page. */
const addToPlanCode = lazyCode(() => import('#src/features/plan/components/add-to-plan-dialog'));
const PlanRecipeDialogs = lazyComponent(addToPlanCode, (module) => module.PlanRecipeDialogs);

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
  return {
    addToPlan: (chosen) => {
      void addToPlanCode.load().catch(() => {});
      setOpened(true);
      setRecipe(chosen);
    },
    dialogs: opened && <PlanRecipeDialogs recipe={recipe} onClose={() => setRecipe(null)} />,
  };
}
