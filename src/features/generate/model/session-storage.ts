/**
 * What the wizard keeps of its preparing session in local storage that its first step needs: the
 * session's id (restored on load), the options planned from it, and forgetting them
 * (stored-session.ts has the rest: the inputs, kept with the session by steps 2 and 3).
 */

/** Local-storage key of the preparing session id. */
export const PREPARING_SESSION_KEY = 'sous.preparingSessionId';
/** Local-storage key of the inputs of that session (prompt, ingredients text, image key). */
export const GENERATE_INPUTS_KEY = 'sous.generateInputs';

/**
 * A stored session id worth restoring: a number that is not zero. Session ids are positive integers
 * (the contract), so anything else — text, zero, negatives, fractions — is discarded.
 */
export function parseSessionId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !raw.trim()) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the wizard then simply does not survive reloads.
    return null;
  }
};

/** The stored session id, discarding (removing) a value that is not a valid id. */
export function readStoredSessionId(): number | null {
  const store = storage();
  const raw = store?.getItem(PREPARING_SESSION_KEY) ?? null;
  const id = parseSessionId(raw);
  if (raw !== null && id === null) store?.removeItem(PREPARING_SESSION_KEY);
  return id;
}

/**
 * Local-storage key of the options planned from the session's step 3 (their recipe ids), so their
 * "Planned" badge survives a reload; forgotten with the session. Option ids are recipe ids, unique
 * across sessions, so an id of an older session never marks a new option.
 */
export const PLANNED_OPTIONS_KEY = 'sous.plannedOptions';

/** The options planned from the stored session; anything unreadable reads as none. */
export function readPlannedOptions(): number[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PLANNED_OPTIONS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

/** Remembers the options planned from the stored session. */
export function storePlannedOptions(ids: readonly number[]) {
  storage()?.setItem(PLANNED_OPTIONS_KEY, JSON.stringify(ids));
}

/** Forgets the stored session (after saving, or when it could not be restored). */
export function clearStoredSession() {
  const store = storage();
  store?.removeItem(PREPARING_SESSION_KEY);
  store?.removeItem(GENERATE_INPUTS_KEY);
  store?.removeItem(PLANNED_OPTIONS_KEY);
}
