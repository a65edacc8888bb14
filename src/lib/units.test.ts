import { describe, expect, it } from 'vitest';
import { formatAmount } from './scale';
import {
  GRAMS_PER_OUNCE,
  GRAMS_PER_POUND,
  ML_PER_CUP,
  ML_PER_TBSP,
  ML_PER_TSP,
  type Measure,
  celsiusToFahrenheit,
  convertMeasure,
  convertTemperatures,
  fahrenheitToCelsius,
  toMetric,
  toUs,
} from './units';

/** What the recipe view shows: the rounded amount and the unit. */
function shown(measure: Measure): string {
  return `${formatAmount(measure.quantity)} ${measure.unit}`;
}

describe('US customary constants', () => {
  it('are the exact legal definitions', () => {
    expect(GRAMS_PER_OUNCE * 16).toBeCloseTo(GRAMS_PER_POUND, 10);
    expect(ML_PER_TSP * 3).toBeCloseTo(ML_PER_TBSP, 10);
    expect(ML_PER_TBSP * 16).toBeCloseTo(ML_PER_CUP, 10);
  });
});

describe('toUs', () => {
  it('turns millilitres into tsp under 1 tbsp, tbsp under 1/4 cup, cups above', () => {
    expect(toUs({ quantity: 250, unit: 'ml' })).toEqual({
      quantity: 250 / 236.5882365,
      unit: 'cup',
    });
    expect(shown(toUs({ quantity: 250, unit: 'ml' }))).toBe('1.06 cup');
    expect(shown(toUs({ quantity: 10, unit: 'ml' }))).toBe('2.03 tsp');
    expect(shown(toUs({ quantity: 30, unit: 'ml' }))).toBe('2.03 tbsp');
    expect(shown(toUs({ quantity: 0.5, unit: 'l' }))).toBe('2.11 cup');
    expect(shown(toUs({ quantity: 2, unit: 'dl' }))).toBe('0.85 cup');
  });

  it('turns grams without a density into ounces, from 1 lb on into pounds', () => {
    expect(toUs({ quantity: 100, unit: 'g' })).toEqual({
      quantity: 100 / 28.349523125,
      unit: 'oz',
    });
    expect(shown(toUs({ quantity: 100, unit: 'g' }))).toBe('3.53 oz');
    expect(shown(toUs({ quantity: 453.59237, unit: 'g' }))).toBe('1 lb');
    expect(shown(toUs({ quantity: 1, unit: 'kg' }))).toBe('2.2 lb');
  });

  it('turns grams into cups by the catalogue density (g per ml)', () => {
    // Flour at 0.53 g/ml: 125 g is 235.85 ml, just under one cup.
    expect(shown(toUs({ quantity: 125, unit: 'g' }, 0.53))).toBe('1 cup');
    expect(shown(toUs({ quantity: 200, unit: 'g' }, 0.85))).toBe('0.99 cup');
    expect(shown(toUs({ quantity: 10, unit: 'g' }, 1))).toBe('2.03 tsp');
  });

  it('ignores a missing or non-positive density', () => {
    expect(toUs({ quantity: 100, unit: 'g' }, null).unit).toBe('oz');
    expect(toUs({ quantity: 100, unit: 'g' }, 0).unit).toBe('oz');
  });

  it('leaves spoons, pieces and other units alone', () => {
    for (const unit of ['tbsp', 'tsp', '', 'clove', 'pinch', 'cup', 'oz']) {
      expect(toUs({ quantity: 2, unit }, 1)).toEqual({ quantity: 2, unit });
    }
  });
});

describe('toMetric', () => {
  it('turns ounces and pounds into grams, from 1000 g on into kg', () => {
    expect(shown(toMetric({ quantity: 8, unit: 'oz' }))).toBe('226.8 g');
    expect(shown(toMetric({ quantity: 2, unit: 'lb' }))).toBe('907.18 g');
    expect(shown(toMetric({ quantity: 3, unit: 'lbs' }))).toBe('1.36 kg');
  });

  it('turns cups and fl oz into ml (l from 1000 ml on), or grams with a density', () => {
    expect(toMetric({ quantity: 1, unit: 'cup' })).toEqual({ quantity: 236.5882365, unit: 'ml' });
    expect(shown(toMetric({ quantity: 5, unit: 'cups' }))).toBe('1.18 l');
    expect(shown(toMetric({ quantity: 4, unit: 'fl oz' }))).toBe('118.29 ml');
    expect(shown(toMetric({ quantity: 1, unit: 'cup' }, 0.53))).toBe('125.39 g');
  });

  it('leaves spoons and metric units alone', () => {
    for (const unit of ['tbsp', 'tsp', 'g', 'ml', 'piece']) {
      expect(toMetric({ quantity: 3, unit }, 0.9)).toEqual({ quantity: 3, unit });
    }
  });

  it('round-trips a US conversion', () => {
    const there = toUs({ quantity: 400, unit: 'ml' });
    const back = toMetric(there);
    expect(back.unit).toBe('ml');
    expect(back.quantity).toBeCloseTo(400, 10);
  });
});

describe('convertMeasure', () => {
  it('converts into the chosen system', () => {
    expect(shown(convertMeasure({ quantity: 100, unit: 'g' }, 'us'))).toBe('3.53 oz');
    expect(shown(convertMeasure({ quantity: 8, unit: 'oz' }, 'metric'))).toBe('226.8 g');
    expect(convertMeasure({ quantity: 100, unit: 'g' }, 'metric')).toEqual({
      quantity: 100,
      unit: 'g',
    });
  });
});

describe('temperatures', () => {
  it('convert to whole degrees', () => {
    expect(celsiusToFahrenheit(180)).toBe(356);
    expect(celsiusToFahrenheit(200)).toBe(392);
    expect(celsiusToFahrenheit(-18)).toBe(0);
    expect(convertTemperatures('Bei -18 °C lagern.', 'us')).toBe('Bei 0 °F lagern.');
    expect(convertTemperatures('Bei -20 °C einfrieren.', 'us')).toBe('Bei -4 °F einfrieren.');
    expect(convertTemperatures('Store at 0 °F.', 'metric')).toBe('Store at -18 °C.');
    expect(fahrenheitToCelsius(350)).toBe(177);
    expect(fahrenheitToCelsius(212)).toBe(100);
  });

  it('are rewritten in step text, single and as ranges, with or without a space', () => {
    expect(
      convertTemperatures('Den Ofen auf 180 °C vorheizen, dann bei 200°C 20 Min. backen.', 'us'),
    ).toBe('Den Ofen auf 350 °F vorheizen, dann bei 400 °F 20 Min. backen.');
    expect(convertTemperatures('Bei 180-200 °C rösten.', 'us')).toBe('Bei 350–400 °F rösten.');
    expect(convertTemperatures('Auf 37,5 °C abkühlen.', 'us')).toBe('Auf 100 °F abkühlen.');
    // Ovens and fryers as a cook sets them; core temperatures to the degree (the safe figures).
    expect(convertTemperatures('Roast at 220 °C, fry at 170 °C.', 'us')).toBe(
      'Roast at 425 °F, fry at 350 °F.',
    );
    expect(convertTemperatures('Cook to 74 °C, pork to 63 °C.', 'us')).toBe(
      'Cook to 165 °F, pork to 145 °F.',
    );
    expect(convertTemperatures('Bake at 325 °F.', 'metric')).toBe('Bake at 160 °C.');
    expect(convertTemperatures('Bake at 350 °F, then 400°F.', 'metric')).toBe(
      'Bake at 180 °C, then 200 °C.',
    );
  });

  it('leave text in the chosen system and text without a degree sign untouched', () => {
    const text = 'Bei 180 °C 25 Min. backen, 2 EL Öl, 3 bis 4 Eier.';
    expect(convertTemperatures(text, 'metric')).toBe(text);
    expect(convertTemperatures('3 bis 4 Eier, 200 g Mehl.', 'us')).toBe(
      '3 bis 4 Eier, 200 g Mehl.',
    );
  });
});
