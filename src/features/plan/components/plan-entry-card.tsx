import { Check, CheckCircle2, EllipsisVertical, MoveRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '#src/components/ui/menu';
import type { PlanEntry } from '#src/features/plan/api/plan';
import { PLAN_TEXTS as T } from '#src/features/plan/texts';

/** What an entry is called: its recipe's title or its note. */
export const entryName = (entry: PlanEntry): string => entry.recipe?.title ?? entry.note ?? '';

/**
 * One planned recipe (a link, its servings, "Cooked" once cooked) or free-text note, draggable to
 * another slot; its menu has "Mark as cooked", "Move to…" (the keyboard's way to move) and "Remove".
 */
export function PlanEntryCard({
  entry,
  onCooked,
  onMove,
  onRemove,
}: {
  entry: PlanEntry;
  onCooked: (entry: PlanEntry) => void;
  onMove: (entry: PlanEntry) => void;
  onRemove: (entry: PlanEntry) => void;
}) {
  const name = entryName(entry);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-sous-plan-entry', String(entry.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-entry-id={entry.id}
      className="flex cursor-grab items-start gap-1 rounded-lg border border-stone-200 bg-white p-2 text-sm shadow-sm active:cursor-grabbing"
    >
      <div className="min-w-0 flex-1">
        {entry.recipe ? (
          <>
            {/* Another household member's recipe opens read-only, through this entry. */}
            <Link
              to={
                entry.recipe.shared_by
                  ? `/app/plan/${entry.id}/recipe`
                  : `/app/recipe/${entry.recipe.id}`
              }
              className="block font-medium break-words hyphens-auto text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {entry.recipe.title}
            </Link>
            {entry.recipe.shared_by && (
              <p className="text-xs text-muted">{T.sharedBy(entry.recipe.shared_by)}</p>
            )}
          </>
        ) : (
          <p className="break-words hyphens-auto text-muted italic">{entry.note}</p>
        )}
        {entry.servings !== null && (
          <p className="text-xs text-muted">{T.servings(entry.servings)}</p>
        )}
        {entry.cooked_at !== null && (
          <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
            <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
            {T.cooked}
          </p>
        )}
      </div>
      <Menu>
        <MenuTrigger
          aria-label={T.entryActions(name)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EllipsisVertical aria-hidden="true" className="h-4 w-4" />
        </MenuTrigger>
        <MenuContent>
          {entry.recipe && entry.cooked_at === null && (
            <MenuItem onSelect={() => onCooked(entry)}>
              <Check aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {T.markCooked}
            </MenuItem>
          )}
          <MenuItem onSelect={() => onMove(entry)}>
            <MoveRight aria-hidden="true" className="h-4 w-4 text-brand-600" />
            {T.moveTo}
          </MenuItem>
          <MenuItem onSelect={() => onRemove(entry)} danger>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {T.remove}
          </MenuItem>
        </MenuContent>
      </Menu>
    </li>
  );
}
