/**
 * The one source of "now" for the UI. Stories and tests freeze or move it; timers store a
 * deadline against it instead of counting down.
 */
let frozenAt: number | null = null;
let offset = 0;

export const now = (): number => (frozenAt ?? Date.now()) + offset;

/** Freezes time at the given instant (tests and stories only). */
export function freezeClock(at: number | Date) {
  frozenAt = typeof at === 'number' ? at : at.getTime();
  offset = 0;
}

/** Moves the clock forward by ms (tests and stories only). */
export function advanceClock(ms: number) {
  offset += ms;
}

/** Back to real time. */
export function resetClock() {
  frozenAt = null;
  offset = 0;
}
