import { describe, expect, it } from 'vitest';
import { allergenLine } from './allergens';

describe('allergenLine', () => {
  it('names the allergens in the given order with the check-labels note', () => {
    expect(allergenLine(['milk', 'egg'])).toBe('Contains: milk, eggs · check labels');
    expect(allergenLine(['gluten', 'crustacean', 'tree-nut', 'sulphite'])).toBe(
      'Contains: gluten, shellfish, tree nuts, sulphites · check labels',
    );
  });

  it('says when none is known, still with the note, and drops repeats', () => {
    expect(allergenLine([])).toBe('No common allergens found · check labels');
    expect(allergenLine(['soy', 'soy'])).toBe('Contains: soy · check labels');
  });
});
