import { describe, expect, it } from 'vitest';
import { baseServingsOf, formatAmount, scaleQuantity, scaledAmountText } from './scale';

describe('scaleQuantity', () => {
  it('is quantity / base servings x chosen servings', () => {
    expect(scaleQuantity(800, 4, 8)).toBe(1600);
    expect(scaleQuantity(160, 2, 3)).toBe(240);
    expect(scaleQuantity(1, 4, 1)).toBe(0.25);
  });

  it('uses 4 base servings when the recipe gives none', () => {
    expect(scaleQuantity(400, undefined, 2)).toBe(200);
    expect(scaleQuantity(400, null, 2)).toBe(200);
    expect(baseServingsOf(0)).toBe(4);
    expect(baseServingsOf(2)).toBe(2);
  });

  it('hides amounts that are empty or zero', () => {
    expect(scaleQuantity(null, 4, 4)).toBeNull();
    expect(scaleQuantity(undefined, 4, 4)).toBeNull();
    expect(scaleQuantity(0, 4, 4)).toBeNull();
    expect(scaledAmountText(0, 4, 8)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('shows a positive amount under 0.1 to one significant digit', () => {
    expect(formatAmount(0.05)).toBe('0.05');
    expect(formatAmount(0.2 / 4)).toBe('0.05');
    expect(formatAmount(0.0333)).toBe('0.03');
    expect(formatAmount(0.0876)).toBe('0.09');
    expect(formatAmount(0.0049)).toBe('0.005');
    expect(formatAmount(0.096)).toBe('0.1');
  });

  it('rounds everything else to 2 decimals and drops trailing zeros', () => {
    expect(formatAmount(2.5)).toBe('2.5');
    expect(formatAmount(3)).toBe('3');
    expect(formatAmount(1600)).toBe('1600');
    expect(formatAmount(1 / 3)).toBe('0.33');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(0.1)).toBe('0.1');
    expect(formatAmount(2.999)).toBe('3');
  });

  it('scales and formats an ingredient line', () => {
    expect(scaledAmountText(0.2, 4, 1)).toBe('0.05');
    expect(scaledAmountText(800, 4, 8)).toBe('1600');
    expect(scaledAmountText(0.5, 4, 6)).toBe('0.75');
  });
});
