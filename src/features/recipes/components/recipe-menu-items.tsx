import { CalendarPlus, Download, FolderHeart, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { MenuContent, MenuItem } from '#src/components/ui/menu';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import type { RecipeMenuProps } from './recipe-menu';

const T = RECIPE_LIST_TEXTS;

/**
 * The recipe menu's open panel and its entries: a chunk of its own, loaded after the page like
 * Radix's menu (recipe-menu.tsx renders the button until then).
 */
export function RecipeMenuItems({
  onEditCollections,
  onDelete,
  onEdit,
  placement = 'bottom-end',
  onExport,
  onAddToPlan,
  onAddToShoppingList,
}: Omit<RecipeMenuProps, 'title' | 'open' | 'onOpenChange' | 'triggerClassName' | 'icon'>) {
  return (
    <MenuContent placement={placement}>
      <MenuItem onSelect={onEditCollections}>
        <FolderHeart aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {T.menu.editCollections}
      </MenuItem>
      {onEdit && (
        <MenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {T.edit.menuItem}
        </MenuItem>
      )}
      {onExport && (
        <MenuItem onSelect={onExport}>
          <Download aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {T.transfer.exportRecipe}
        </MenuItem>
      )}
      {onAddToPlan && (
        <MenuItem onSelect={onAddToPlan}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {T.menu.addToPlan}
        </MenuItem>
      )}
      {onAddToShoppingList && (
        <MenuItem onSelect={onAddToShoppingList}>
          <ShoppingCart aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {T.menu.addToShoppingList}
        </MenuItem>
      )}
      <MenuItem onSelect={onDelete} danger>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {T.menu.delete}
      </MenuItem>
    </MenuContent>
  );
}
