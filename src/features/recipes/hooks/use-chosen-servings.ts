import { useCallback, useState } from 'react';

const KEY = 'sous.servings';
/** The most recent recipes whose servings are remembered; older choices fall out. */
export const REMEMBERED_RECIPES = 50;

type Remembered = (readonly [recipeId: number, servings: number])[];

function remembered(): Remembered {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is readonly [number, number] =>
            Array.isArray(entry) &&
            Number.isInteger(entry[0]) &&
            Number.isInteger(entry[1]) &&
            entry[1] > 0,
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The servings the cook chose for a recipe, kept on this device: coming back to the recipe mid-cook
 * (through the timer pill or Back) shows the same amounts. null until the cook chooses.
 */
export function useChosenServings(recipeId: number): [number | null, (servings: number) => void] {
  const [servings, setServings] = useState<number | null>(
    () => remembered().find(([id]) => id === recipeId)?.[1] ?? null,
  );
  const choose = useCallback(
    (next: number) => {
      setServings(next);
      try {
        const others = remembered().filter(([id]) => id !== recipeId);
        const list: Remembered = [[recipeId, next] as const, ...others].slice(
          0,
          REMEMBERED_RECIPES,
        );
        globalThis.localStorage?.setItem(KEY, JSON.stringify(list));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this view.
      }
    },
    [recipeId],
  );
  return [servings, choose];
}
