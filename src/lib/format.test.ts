import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  foodCategoryLabel,
  foodCategorySublabel,
  formatCountdown,
  formatDurationWords,
  formatRecipeCount,
  formatTime,
  normalizeDifficulty,
  parseIdList,
  parsePositiveInt,
} from './format';

describe('formatTime', () => {
  it('shows minutes under an hour as "N min" in cards and "N Min." in the detail view', () => {
    expect(formatTime(35)).toBe('35 min');
    expect(formatTime(59, 'card')).toBe('59 min');
    expect(formatTime(35, 'detail')).toBe('35 Min.');
  });

  it('shows an hour or more as "Xh Ymin", or "Xh" when the minutes are zero', () => {
    expect(formatTime(60)).toBe('1h');
    expect(formatTime(75)).toBe('1h 15min');
    expect(formatTime(180, 'detail')).toBe('3h');
    expect(formatTime(121, 'detail')).toBe('2h 1min');
  });

  it('shows N/A when the time is missing', () => {
    expect(formatTime(null)).toBe('N/A');
    expect(formatTime(undefined, 'detail')).toBe('N/A');
    expect(formatTime(0)).toBe('N/A');
    expect(formatTime(Number.NaN)).toBe('N/A');
  });
});

describe('formatRecipeCount', () => {
  it('says Rezept for one and Rezepte otherwise', () => {
    expect(formatRecipeCount(1)).toBe('1 Rezept');
    expect(formatRecipeCount(0)).toBe('0 Rezepte');
    expect(formatRecipeCount(5)).toBe('5 Rezepte');
  });
});

describe('difficulty', () => {
  it('labels each difficulty and defaults to Medium', () => {
    expect(difficultyLabel('easy')).toBe('Easy');
    expect(difficultyLabel('hard')).toBe('Hard');
    expect(difficultyLabel(undefined)).toBe('Medium');
    expect(difficultyLabel('extreme')).toBe('Medium');
    expect(normalizeDifficulty(null)).toBe('medium');
  });
});

describe('food categories', () => {
  it('gives every category its label and detail sublabel', () => {
    expect(foodCategoryLabel('mixed-meat')).toBe('Mixed Meat');
    expect(foodCategorySublabel('vegan')).toBe('Plant-based');
    expect(foodCategorySublabel('vegetarian')).toBe('Contains dairy/eggs');
    expect(foodCategorySublabel('chicken')).toBe('Poultry');
    expect(foodCategorySublabel('mixed-meat')).toBe('Multiple meats');
    expect(foodCategorySublabel('seafood')).toBe('Seafood-based');
  });

  it('shows an unknown category as it came, without a sublabel', () => {
    expect(foodCategoryLabel('insects')).toBe('insects');
    expect(foodCategorySublabel('insects')).toBe('');
  });
});

describe('ids', () => {
  it('accepts only positive integers as a route id', () => {
    expect(parsePositiveInt('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '1e3', '99999999999999999999']) {
      expect(parsePositiveInt(bad)).toBeNull();
    }
    expect(parsePositiveInt(undefined)).toBeNull();
  });

  it('reads the last_recipe list, skipping invalid parts and duplicates', () => {
    expect(parseIdList('1,2')).toEqual([1, 2]);
    expect(parseIdList(' 3 , x, 3,0,4')).toEqual([3, 4]);
    expect(parseIdList(null)).toEqual([]);
  });
});

describe('countdowns', () => {
  it('formats remaining seconds as m:ss or h:mm:ss, rounding partial seconds up', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(7200)).toBe('2:00:00');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('says a duration in words for screen readers', () => {
    expect(formatDurationWords(3900)).toBe('1 hour 5 minutes');
    expect(formatDurationWords(61)).toBe('1 minute 1 second');
    expect(formatDurationWords(30)).toBe('30 seconds');
    expect(formatDurationWords(0)).toBe('0 seconds');
  });
});
