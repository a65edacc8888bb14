import { createContext, useContext, useSyncExternalStore } from 'react';

/** What voice commands and the other-timers strip can do to a step's timer. */
export interface TimerControls {
  start: () => void;
  pause: () => void;
  reset: () => void;
}

/** A shown step's timer as it stands now, with its controls. */
export interface TimerEntry extends TimerControls {
  /** Zero-based step index. */
  stepIndex: number;
  heading: string;
  remainingMs: number;
  running: boolean;
  expired: boolean;
  /** Started and not reset (running or paused part-way). */
  started: boolean;
}

const sameEntry = (a: TimerEntry, b: TimerEntry) =>
  (Object.keys(a) as (keyof TimerEntry)[]).every((key) => a[key] === b[key]);

/**
 * The timers of the shown steps by step index: "start timer" reaches the current step's, and the
 * strip of other timers lists the ones running, paused part-way or finished on other steps. Each
 * step's timer writes itself here after every change; readers subscribe.
 */
export class TimerRegistry {
  private readonly entries = new Map<number, TimerEntry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly TimerEntry[] = [];

  get(stepIndex: number): TimerEntry | undefined {
    return this.entries.get(stepIndex);
  }

  set(entry: TimerEntry) {
    const previous = this.entries.get(entry.stepIndex);
    if (previous && sameEntry(previous, entry)) return;
    this.entries.set(entry.stepIndex, entry);
    this.emit();
  }

  delete(stepIndex: number) {
    if (this.entries.delete(stepIndex)) this.emit();
  }

  /** The entries by step order; the same array until something changes. */
  list = (): readonly TimerEntry[] => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit() {
    this.snapshot = [...this.entries.values()].sort((a, b) => a.stepIndex - b.stepIndex);
    this.listeners.forEach((listener) => listener());
  }
}

/** Timers worth showing away from their step: running, paused part-way, or finished. */
export const isActiveTimer = (entry: TimerEntry) => entry.running || entry.started || entry.expired;

export const TimerRegistryContext = createContext<TimerRegistry | null>(null);

/** The registry of the surrounding instructions, or null outside them. */
export const useTimerRegistry = () => useContext(TimerRegistryContext);

const NONE: readonly TimerEntry[] = [];
const noSubscription = () => () => undefined;

/** The registry's entries, re-read whenever one of them changes (none outside instructions). */
export function useTimerEntries(registry: TimerRegistry | null): readonly TimerEntry[] {
  return useSyncExternalStore(
    registry?.subscribe ?? noSubscription,
    registry?.list ?? (() => NONE),
    registry?.list ?? (() => NONE),
  );
}
