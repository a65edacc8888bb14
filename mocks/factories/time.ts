/** All seeded timestamps are fixed offsets from one base instant, so every run sees the same data. */
export const BASE_DATE = Date.UTC(2025, 9, 1, 12, 0, 0);

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO date-time without milliseconds (the contract's `date-time`), from epoch milliseconds. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** BASE_DATE plus an offset in milliseconds, as an ISO date-time. */
export function baseDatePlus(offsetMs: number): string {
  return isoAt(BASE_DATE + offsetMs);
}
