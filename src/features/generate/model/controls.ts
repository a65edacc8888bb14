import { preferenceDietValues, type PreferenceDiet, type SpiceLevel } from '#src/api/types';

/** The wizard's servings, spice and diet controls (issue #29): their values and what a generation sends. */
export interface PromptReading {
  servings: number | null;
  spice: SpiceLevel | null;
  diets: PreferenceDiet[];
}

/** The wizard's controls as the cook set them; null or empty: not set (the prompt decides). */
export interface WizardControls {
  servings: number | null;
  spice: SpiceLevel | null;
  diets: PreferenceDiet[];
}

export const NO_CONTROLS: WizardControls = { servings: null, spice: null, diets: [] };
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
export const SPICE_LEVELS: readonly SpiceLevel[] = ['none', 'mild', 'medium', 'hot'];
export const DIETS: readonly PreferenceDiet[] = preferenceDietValues;

/**
 * What the generation asks for: a control the cook set wins over the prompt's reading; diets add up.
 * `from` says which values only the prompt gave (shown as understood from the cook's words).
 */
export function effectiveControls(
  controls: WizardControls,
  reading: PromptReading,
): WizardControls & { from: { servings: boolean; spice: boolean; diets: PreferenceDiet[] } } {
  return {
    servings: controls.servings ?? reading.servings,
    spice: controls.spice ?? reading.spice,
    diets: DIETS.filter((d) => controls.diets.includes(d) || reading.diets.includes(d)),
    from: {
      servings: controls.servings === null && reading.servings !== null,
      spice: controls.spice === null && reading.spice !== null,
      diets: reading.diets,
    },
  };
}

/** The request fields of the controls: only what is set. */
export function controlFields(controls: WizardControls): {
  servings?: number;
  spice?: SpiceLevel;
  diets?: PreferenceDiet[];
} {
  return {
    ...(controls.servings !== null ? { servings: controls.servings } : {}),
    ...(controls.spice !== null ? { spice: controls.spice } : {}),
    ...(controls.diets.length > 0 ? { diets: [...controls.diets] } : {}),
  };
}
