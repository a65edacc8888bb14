import { describe, expect, it } from 'vitest';
import { addDislike, avoidedItems, samePreferences } from './preferences';

describe('addDislike', () => {
  it('adds the trimmed food at the end', () => {
    expect(addDislike(['olives'], '  coriander ')).toEqual({
      dislikes: ['olives', 'coriander'],
      problem: null,
    });
  });

  it('refuses a repeat ignoring case, a food over 60 characters and a 31st food', () => {
    expect(addDislike(['Olives'], 'olives').problem).toBe('duplicate');
    expect(addDislike([], 'x'.repeat(61)).problem).toBe('tooLong');
    expect(addDislike([], 'x'.repeat(60)).problem).toBeNull();
    const thirty = Array.from({ length: 30 }, (_, i) => `food ${i}`);
    expect(addDislike(thirty, 'one more')).toEqual({ dislikes: thirty, problem: 'full' });
  });

  it('adds nothing for blank text', () => {
    expect(addDislike(['olives'], '   ')).toEqual({ dislikes: ['olives'], problem: null });
  });
});

describe('avoidedItems and samePreferences', () => {
  it('lists allergens, what the diets leave out, then the dislikes', () => {
    expect(
      avoidedItems(
        { allergens: ['peanut', 'egg'], diets: ['halal'], dislikes: ['coriander'] },
        { allergen: (a) => `${a}s`, diet: (d) => (d === 'halal' ? 'pork and alcohol' : d) },
      ),
    ).toEqual(['peanuts', 'eggs', 'pork and alcohol', 'coriander']);
  });

  it('compares all three lists', () => {
    const a = { allergens: ['egg' as const], diets: [], dislikes: ['olives'] };
    expect(samePreferences(a, { ...a })).toBe(true);
    expect(samePreferences(a, { ...a, dislikes: ['Olives'] })).toBe(false);
    expect(samePreferences(a, { ...a, allergens: [] })).toBe(false);
  });
});
