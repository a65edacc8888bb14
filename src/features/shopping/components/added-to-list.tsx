import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { BottomNotice } from '#src/components/bottom-notice';
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
    <BottomNotice
      alert={mutation.isError}
      onClose={onClose}
      icon={<ShoppingCart aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />}
    >
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
    </BottomNotice>
  );
}

function summary(addition: ListAddition, change: ShoppingListChange): string {
  if ('recipe' in addition) return T.added(addition.recipe.title);
  if (change.added_entries > 0) return T.addedWeek(change.added_entries);
  return change.skipped_entries > 0 ? T.alreadyAdded : T.nothingToAdd;
}
