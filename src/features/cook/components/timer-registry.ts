import { createContext, useContext } from 'react';

/** What voice commands can do to a step's timer. */
export interface TimerControls {
  start: () => void;
  pause: () => void;
}

/** The timers of the shown steps by step index, so "start timer" reaches the current step's. */
export type TimerRegistry = Map<number, TimerControls>;

export const TimerRegistryContext = createContext<TimerRegistry | null>(null);

/** The registry of the surrounding instructions, or null outside them. */
export const useTimerRegistry = () => useContext(TimerRegistryContext);
