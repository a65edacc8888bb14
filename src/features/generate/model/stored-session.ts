import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  NO_CONTROLS,
  SPICE_LEVELS,
  type WizardControls,
} from './controls';

/**
 * The preparing session survives a reload in local storage, together
 * with the inputs it was generated from so "Generate New Recipes" can repeat them after a restore.
 */

/** Local-storage key of the preparing session id. */
export const PREPARING_SESSION_KEY = 'sous.preparingSessionId';
/** Local-storage key of the inputs of that session (prompt, ingredients text, image key). */
export const GENERATE_INPUTS_KEY = 'sous.generateInputs';

export interface GenerateInputs {
  prompt: string;
  ingredients: string;
  imageKey: string;
  /** The wizard's servings, spice and diet controls as the cook set them (absent: none set). */
  controls?: WizardControls;
}

/** Stored controls as far as they are still valid; anything else reads as not set. */
function readControls(value: unknown): WizardControls {
  if (typeof value !== 'object' || value === null) return NO_CONTROLS;
  const { servings, spice, diets } = value as Record<string, unknown>;
  return {
    servings:
      typeof servings === 'number' &&
      Number.isInteger(servings) &&
      servings >= MIN_SERVINGS &&
      servings <= MAX_SERVINGS
        ? servings
        : null,
    spice: SPICE_LEVELS.find((level) => level === spice) ?? null,
    diets: Array.isArray(diets) ? DIETS.filter((diet) => diets.includes(diet)) : [],
  };
}

/**
 * A stored session id worth restoring: a number that is not zero. Session ids are positive integers
 * (the contract), so anything else — text, zero, negatives, fractions — is discarded.
 */
export function parseSessionId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !raw.trim()) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const storage = (): Storage | null => {
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

/** The inputs stored with the session, or null when missing or unreadable. */
export function readStoredInputs(): GenerateInputs | null {
  const raw = storage()?.getItem(GENERATE_INPUTS_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { prompt, ingredients, imageKey, controls } = value as Record<string, unknown>;
    if (typeof prompt !== 'string') return null;
    return {
      prompt,
      ingredients: typeof ingredients === 'string' ? ingredients : '',
      imageKey: typeof imageKey === 'string' ? imageKey : '',
      controls: readControls(controls),
    };
  } catch {
    return null;
  }
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

/** Remembers the session and the inputs that produced it. */
export function storeSession(sessionId: number, inputs: GenerateInputs) {
  const store = storage();
  store?.setItem(PREPARING_SESSION_KEY, String(sessionId));
  store?.setItem(GENERATE_INPUTS_KEY, JSON.stringify(inputs));
}

/** Forgets the stored session (after saving, or when it could not be restored). */
export function clearStoredSession() {
  const store = storage();
  store?.removeItem(PREPARING_SESSION_KEY);
  store?.removeItem(GENERATE_INPUTS_KEY);
  store?.removeItem(PLANNED_OPTIONS_KEY);
}
