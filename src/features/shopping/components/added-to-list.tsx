import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import { COMPONENT_TEXTS } from '#src/components/texts';
import {
  type ShoppingListChange,
  useAddPlanToShoppingList,
  useAddRecipeToShoppingList,
} from '#src/features/shopping/api/shopping';
import { SHOPPING_TEXTS as T } from '#src/features/shopping/texts';

export type ListAddition =
  { recipe: { id: number; title: string }; servings: number } | { from: string; to: string };

/**
 * Puts a recipe (at the servings shown) or a plan's week on the shopping list once it is shown,
 * then says what happened in a status box at the bottom of the screen: added, what was left out as
 * a pantry staple, a link to the list; or why it failed. Rendered (lazily) by the recipe view's
 * "Add to shopping list" and the plan's "Shopping list for this week"; `key` a new one per choice.
 */
export function AddedToList({
  addition,
  onClose,
}: {
  addition: ListAddition;
  onClose: () => void;
}) {
  const recipe = useAddRecipeToShoppingList();
  const plan = useAddPlanToShoppingList();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if ('recipe' in addition)
      recipe.mutate({ recipe_id: addition.recipe.id, servings: addition.servings });
    else plan.mutate({ from: addition.from, to: addition.to });
  }, [addition, recipe, plan]);
  const mutation = 'recipe' in addition ? recipe : plan;

  let message;
  if (mutation.isError) message = serverDetailOr(mutation.error, T.actionFailed);
  else if (!mutation.data) message = T.add.adding;
  else message = summary(addition, mutation.data);
  const leftOut = mutation.data?.left_out ?? [];

  return (
    <div className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 print:hidden">
      <div
        role={mutation.isError ? 'alert' : 'status'}
        className="flex w-full max-w-md items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg"
      >
        <ShoppingCart aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1 text-sm">
          <p className={mutation.isError ? 'text-danger' : 'text-ink'}>{message}</p>
          {leftOut.length > 0 && <p className="mt-1 text-muted">{T.leftOut(leftOut.join(', '))}</p>}
          {mutation.data && (
            <Link
              to="/app/shopping"
              className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              {T.viewList}
            </Link>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-m-2"
          aria-label={COMPONENT_TEXTS.close}
          onClick={onClose}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}

function summary(addition: ListAddition, change: ShoppingListChange): string {
  if ('recipe' in addition) return T.added(addition.recipe.title);
  if (change.added_entries > 0) return T.addedWeek(change.added_entries);
  return change.skipped_entries > 0 ? T.alreadyAdded : T.nothingToAdd;
}
