import { describe, expect, it } from 'vitest';
import {
  GENERATE_INPUTS_KEY,
  PLANNED_OPTIONS_KEY,
  PREPARING_SESSION_KEY,
  clearStoredSession,
  parseSessionId,
  readPlannedOptions,
  storePlannedOptions,
  readStoredInputs,
  readStoredSessionId,
  storeSession,
} from './stored-session';

describe('parseSessionId', () => {
  it('accepts a positive whole number', () => {
    expect(parseSessionId('7')).toBe(7);
    expect(parseSessionId(' 12 ')).toBe(12);
  });
  it('discards missing, non-numeric and zero values', () => {
    for (const raw of [null, undefined, '', ' ', 'abc', '0', '7abc', 'NaN', 'Infinity']) {
      expect(parseSessionId(raw)).toBeNull();
    }
  });
  it('discards values that cannot be session ids', () => {
    for (const raw of ['-3', '1.5', '1e30']) expect(parseSessionId(raw)).toBeNull();
  });
});

describe('stored session', () => {
  it('round-trips the id and inputs under the named keys', () => {
    storeSession(5, { prompt: 'Pasta', ingredients: 'tomatoes', imageKey: 'analysis/1/a.png' });
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBe('5');
    expect(readStoredSessionId()).toBe(5);
    expect(readStoredInputs()).toEqual({
      prompt: 'Pasta',
      ingredients: 'tomatoes',
      imageKey: 'analysis/1/a.png',
      controls: { servings: null, spice: null, diets: [] },
    });
  });
  it('keeps the wizard controls and drops stored values that are no longer valid', () => {
    storeSession(6, {
      prompt: 'Curry',
      ingredients: '',
      imageKey: '',
      controls: { servings: 2, spice: 'mild', diets: ['halal', 'vegan'] },
    });
    expect(readStoredInputs()?.controls).toEqual({
      servings: 2,
      spice: 'mild',
      diets: ['vegan', 'halal'],
    });
    localStorage.setItem(
      GENERATE_INPUTS_KEY,
      JSON.stringify({
        prompt: 'Curry',
        controls: { servings: 40, spice: 'volcanic', diets: ['carnivore', 'halal'] },
      }),
    );
    expect(readStoredInputs()?.controls).toEqual({ servings: null, spice: null, diets: ['halal'] });
  });
  it('removes a non-numeric stored id', () => {
    localStorage.setItem(PREPARING_SESSION_KEY, 'not-a-number');
    expect(readStoredSessionId()).toBeNull();
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
  });
  it('ignores unreadable inputs', () => {
    localStorage.setItem(GENERATE_INPUTS_KEY, '{broken');
    expect(readStoredInputs()).toBeNull();
    localStorage.setItem(GENERATE_INPUTS_KEY, JSON.stringify({ ingredients: 'x' }));
    expect(readStoredInputs()).toBeNull();
  });
  it('clears both keys', () => {
    storeSession(5, { prompt: 'Pasta', ingredients: '', imageKey: '' });
    clearStoredSession();
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(GENERATE_INPUTS_KEY)).toBeNull();
    expect(readStoredSessionId()).toBeNull();
  });
});

describe('options planned from the session', () => {
  it('are kept until the session is forgotten', () => {
    storeSession(5, { prompt: 'Pasta', ingredients: '', imageKey: '' });
    expect(readPlannedOptions()).toEqual([]);
    storePlannedOptions([41, 43]);
    expect(readPlannedOptions()).toEqual([41, 43]);
    clearStoredSession();
    expect(localStorage.getItem(PLANNED_OPTIONS_KEY)).toBeNull();
    expect(readPlannedOptions()).toEqual([]);
  });

  it('read anything that is not a list of recipe ids as none', () => {
    for (const raw of ['{', '"41"', '{"ids":[41]}', '[0,-1,1.5,"41",null]']) {
      localStorage.setItem(PLANNED_OPTIONS_KEY, raw);
      expect(readPlannedOptions()).toEqual([]);
    }
    localStorage.setItem(PLANNED_OPTIONS_KEY, '[41,"x",43]');
    expect(readPlannedOptions()).toEqual([41, 43]);
  });
});
