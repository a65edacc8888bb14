/** Marks cook mode's ingredient sheet, so keys pressed inside it do not move between steps. */
export const INGREDIENT_SHEET = '[data-ingredient-sheet]';
