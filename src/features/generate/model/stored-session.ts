import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  NO_CONTROLS,
  SPICE_LEVELS,
  type WizardControls,
} from './controls';
import { GENERATE_INPUTS_KEY, PREPARING_SESSION_KEY, storage } from './session-storage';

export {
  GENERATE_INPUTS_KEY,
  PLANNED_OPTIONS_KEY,
  PREPARING_SESSION_KEY,
  clearStoredSession,
  parseSessionId,
  readPlannedOptions,
  readStoredSessionId,
  storePlannedOptions,
} from './session-storage';

/**
 * The preparing session survives a reload in local storage, together
 * with the inputs it was generated from so "Generate New Recipes" can repeat them after a restore.
 * (What the first step needs of it, the id and the planned options, is in ./session-storage.)
 */

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

/** Remembers the session and the inputs that produced it. */
export function storeSession(sessionId: number, inputs: GenerateInputs) {
  const store = storage();
  store?.setItem(PREPARING_SESSION_KEY, String(sessionId));
  store?.setItem(GENERATE_INPUTS_KEY, JSON.stringify(inputs));
}
