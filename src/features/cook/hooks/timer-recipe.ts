import { createContext, useContext } from 'react';

/**
 * The recipe whose steps are shown, so a started timer can name it in the app shell's indicator and
 * lead back to it: `path` is the page the steps are on when it is not the recipe view (a household
 * member's planned recipe opens through its plan entry, not at /app/recipe/{id}).
 */
export interface TimerRecipe {
  title: string;
  path?: string | undefined;
}

export const TimerRecipeContext = createContext<TimerRecipe>({ title: '' });

export const useTimerRecipe = () => useContext(TimerRecipeContext);
