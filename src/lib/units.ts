/**
 * Metric <-> US customary conversion for the recipe view's unit toggle (issue #17, item 5).
 * Pure functions: the caller passes the ingredient's density (grams per millilitre, from the
 * catalogue) when it knows one. US units are the exact legal definitions, not rounded kitchen
 * values; display rounding is left to `formatAmount`.
 */

export type UnitSystem = 'metric' | 'us';

export interface Measure {
  readonly quantity: number;
  readonly unit: string;
}

/** Exact US customary definitions. */
export const GRAMS_PER_OUNCE = 28.349523125;
export const GRAMS_PER_POUND = 453.59237;
export const ML_PER_TSP = 4.92892159375;
export const ML_PER_TBSP = 14.78676478125;
export const ML_PER_FLOZ = 29.5735295625;
export const ML_PER_CUP = 236.5882365;

const METRIC_MASS: Record<string, number> = { mg: 0.001, g: 1, kg: 1000 };
const METRIC_VOLUME: Record<string, number> = { ml: 1, cl: 10, dl: 100, l: 1000 };
const US_MASS: Record<string, number> = { oz: GRAMS_PER_OUNCE, lb: GRAMS_PER_POUND };
/** tsp and tbsp are not here: metric kitchens measure with spoons too, so they stay. */
const US_VOLUME: Record<string, number> = { 'fl oz': ML_PER_FLOZ, cup: ML_PER_CUP };

function key(unit: string): string {
  const u = unit.trim().toLowerCase();
  if (u === 'cups') return 'cup';
  if (u === 'lbs') return 'lb';
  return u;
}

/** A volume in millilitres as tsp (under 1 tbsp), tbsp (under 1/4 cup) or cups. */
function usVolume(ml: number): Measure {
  if (ml < ML_PER_TBSP) return { quantity: ml / ML_PER_TSP, unit: 'tsp' };
  if (ml < ML_PER_CUP / 4) return { quantity: ml / ML_PER_TBSP, unit: 'tbsp' };
  return { quantity: ml / ML_PER_CUP, unit: 'cup' };
}

/** A mass in grams as ounces, or pounds from 1 lb on. */
function usMass(grams: number): Measure {
  if (grams >= GRAMS_PER_POUND) return { quantity: grams / GRAMS_PER_POUND, unit: 'lb' };
  return { quantity: grams / GRAMS_PER_OUNCE, unit: 'oz' };
}

/** A mass in grams as g, or kg from 1000 g on. */
function metricMass(grams: number): Measure {
  return grams >= 1000 ? { quantity: grams / 1000, unit: 'kg' } : { quantity: grams, unit: 'g' };
}

/** A volume in millilitres as ml, or l from 1000 ml on. */
function metricVolume(ml: number): Measure {
  return ml >= 1000 ? { quantity: ml / 1000, unit: 'l' } : { quantity: ml, unit: 'ml' };
}

/**
 * Metric -> US. Grams become cups when a density is known (flour, sugar, rice: measured by
 * volume in US recipes), ounces/pounds otherwise; millilitres become tsp/tbsp/cups. Any other
 * unit (piece, clove, pinch, already US) is returned unchanged.
 */
export function toUs(measure: Measure, density?: number | null): Measure {
  const u = key(measure.unit);
  const mass = METRIC_MASS[u];
  if (mass !== undefined) {
    const grams = measure.quantity * mass;
    if (density !== undefined && density !== null && density > 0) {
      return usVolume(grams / density);
    }
    return usMass(grams);
  }
  const volume = METRIC_VOLUME[u];
  if (volume !== undefined) return usVolume(measure.quantity * volume);
  return measure;
}

/**
 * US -> metric. Ounces and pounds become g/kg; fl oz and cups become grams when a density is
 * known, ml/l otherwise. Spoons (tsp, tbsp) and any other unit are returned unchanged.
 */
export function toMetric(measure: Measure, density?: number | null): Measure {
  const u = key(measure.unit);
  const mass = US_MASS[u];
  if (mass !== undefined) return metricMass(measure.quantity * mass);
  const volume = US_VOLUME[u];
  if (volume !== undefined) {
    const ml = measure.quantity * volume;
    if (density !== undefined && density !== null && density > 0) return metricMass(ml * density);
    return metricVolume(ml);
  }
  return measure;
}

/** The measure in the chosen system. */
export function convertMeasure(
  measure: Measure,
  system: UnitSystem,
  density?: number | null,
): Measure {
  return system === 'us' ? toUs(measure, density) : toMetric(measure, density);
}

export function celsiusToFahrenheit(celsius: number): number {
  // `+ 0` turns -0 (from -17.8 °C) into 0, so the text never reads "-0 °F".
  return Math.round((celsius * 9) / 5 + 32) + 0;
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9) + 0;
}

const NUMBER = String.raw`(-?\d+(?:[.,]\d+)?)`;
const RANGE = String.raw`(?:\s*(?:-|–|bis|to)\s*${NUMBER})?`;
/** A minus directly after a digit is a range dash ("180-200"), not a sign. */
const TEMPERATURE = new RegExp(`(?<!\\d)${NUMBER}${RANGE}\\s*°\\s*([CF])\\b`, 'g');

function parse(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Temperatures in step text ("180 °C", "180°C", "180-200 °C", "350 °F") rewritten into the
 * chosen system, rounded to whole degrees. Temperatures already in that system are left as
 * they are; text without a degree sign is never touched.
 */
/**
 * A converted temperature as a cook sets it: ovens and fryers in the steps recipes use (25 °F from
 * 300 °F, 5 °F from 200 °F; 10 °C from 150 °C, 5 °C from 100 °C), core and proofing temperatures to
 * the degree (74 °C stays 165 °F, the safe figure).
 */
function asSet(value: number, scale: 'F' | 'C'): number {
  const step =
    scale === 'F'
      ? value >= 300
        ? 25
        : value >= 200
          ? 5
          : 1
      : value >= 150
        ? 10
        : value >= 100
          ? 5
          : 1;
  return Math.round(value / step) * step + 0;
}

export function convertTemperatures(text: string, system: UnitSystem): string {
  return text.replace(TEMPERATURE, (match, from: string, to: string | undefined, scale: string) => {
    const target = system === 'us' ? 'F' : 'C';
    if (scale.toUpperCase() === target) return match;
    const convert = (value: number) =>
      asSet(target === 'F' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9, target);
    const low = convert(parse(from));
    return to === undefined ? `${low} °${target}` : `${low}–${convert(parse(to))} °${target}`;
  });
}
