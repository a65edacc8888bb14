import { createContext, useContext } from 'react';

/** The recipe whose steps are shown, so a started timer can name it in the app shell's indicator. */
export const TimerRecipeContext = createContext<string>('');

export const useTimerRecipeTitle = () => useContext(TimerRecipeContext);
