import { describe, expect, it } from 'vitest';
import { ingredientLine } from './ingredient-list';

const zucchini = { quantity: 1, unit: '', name: 'zucchini' };
const spinach = { quantity: 125, unit: 'g', name: 'baby spinach' };
const salt = { quantity: 0.2, unit: 'tsp', name: 'salt' };

describe('ingredientLine (the print sheet and share text)', () => {
  it('writes the exact scaled amount by default', () => {
    expect(ingredientLine(zucchini, 2, 3)).toBe('1.5 zucchini');
    expect(ingredientLine(spinach, 4, 2)).toBe('62.5 g baby spinach');
    expect(ingredientLine(salt, 4, 4)).toBe('0.2 tsp salt');
  });

  it('writes the kitchen amount the screen shows when Kitchen amounts is on', () => {
    expect(ingredientLine(zucchini, 2, 3, 'metric', {}, 'kitchen')).toBe('1 1/2 zucchini');
    expect(ingredientLine(spinach, 4, 2, 'metric', {}, 'kitchen')).toBe('65 g baby spinach');
    expect(ingredientLine(salt, 4, 4, 'metric', {}, 'kitchen')).toBe('1/4 tsp salt');
  });

  it('rounds US amounts to what can be measured too', () => {
    expect(ingredientLine(spinach, 4, 2, 'us', {}, 'exact')).toBe('2.2 oz baby spinach');
    expect(ingredientLine(spinach, 4, 2, 'us', {}, 'kitchen')).toBe('2 1/4 oz baby spinach');
  });

  it('leaves the amount out when there is none', () => {
    expect(ingredientLine({ quantity: null, unit: '', name: 'fresh coriander' }, 4, 2)).toBe(
      'fresh coriander',
    );
  });
});
