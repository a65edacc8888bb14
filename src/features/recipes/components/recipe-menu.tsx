import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Menu, MenuTrigger } from '#src/components/ui/menu';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { pageShown } from '#src/lib/page-shown';

/**
 * The edit-collections dialog's code, kept out of the pages' first load (library, collection,
 * recipe view): opening the menu starts its load, so it is there by the time "Sammlung bearbeiten"
 * is chosen (useRecipeActions renders it).
 */
export const editCollectionsCode = lazyCode(
  () => import('#src/features/collections/components/edit-collections-dialog'),
);
const prefetchEditCollections = () => void editCollectionsCode.load().catch(() => {});

/**
 * The open menu's entries (their icons and words) load after the page, with Radix's menu
 * (src/components/ui/menu.tsx): until then the menu is its button, which looks and opens the same.
 */
export const recipeMenuItemsCode = lazyCode(() => import('./recipe-menu-items'));
const RecipeMenuItems = lazyComponent(recipeMenuItemsCode, (module) => module.RecipeMenuItems);
// Fetched once the page is shown even before a menu asks (a page with this module shows menus), so
// the first opening finds them; Storybook and the unit tests, which never hold the gate, at once.
void pageShown()
  .then(recipeMenuItemsCode.load)
  .catch(() => {});

export interface RecipeMenuProps {
  /** The recipe's title, for the button's accessible name. */
  title: string;
  onEditCollections: () => void;
  onDelete: () => void;
  /** Opens the recipe form ("Edit recipe"); the item is there only when given. */
  onEdit?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Styling of the round trigger button. */
  triggerClassName?: string;
  icon?: ReactNode;
  placement?: 'bottom-start' | 'bottom-end';
  /** Downloads the recipe as schema.org JSON-LD ("Export (JSON-LD)"); the item shows when given. */
  onExport?: () => void;
  /** Opens "Add to plan" with the recipe chosen (recipe view, library); the item shows when given. */
  onAddToPlan?: () => void;
  /** Puts the recipe's ingredients on the shopping list (the recipe view); the item shows when given. */
  onAddToShoppingList?: () => void;
}

/**
 * The per-recipe menu: "Sammlung bearbeiten", "Edit recipe" (when onEdit is given) and
 * "Rezept löschen"; it closes on a choice, an
 * outside click or Escape.
 */
export function RecipeMenu({
  title,
  onEditCollections,
  onDelete,
  onEdit,
  open,
  onOpenChange,
  triggerClassName = 'h-11 w-11 rounded-full bg-white/95 text-ink shadow-sm hover:bg-white',
  icon,
  placement = 'bottom-end',
  onExport,
  onAddToPlan,
  onAddToShoppingList,
}: RecipeMenuProps) {
  return (
    <Menu
      {...(open === undefined ? {} : { open })}
      onOpenChange={(next) => {
        if (next) prefetchEditCollections();
        onOpenChange?.(next);
      }}
    >
      <MenuTrigger
        aria-label={RECIPE_LIST_TEXTS.menu.more(title)}
        className={`inline-flex items-center justify-center ${triggerClassName}`}
      >
        {icon ?? <EllipsisVertical aria-hidden="true" className="h-5 w-5" />}
      </MenuTrigger>
      <RecipeMenuItems
        onEditCollections={onEditCollections}
        onDelete={onDelete}
        onEdit={onEdit}
        placement={placement}
        onExport={onExport}
        onAddToPlan={onAddToPlan}
        onAddToShoppingList={onAddToShoppingList}
      />
    </Menu>
  );
}
