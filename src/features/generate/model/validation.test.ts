import { describe, expect, it } from 'vitest';
import { validateIngredients, validatePrompt } from './validation';

describe('validatePrompt', () => {
  it('asks what to cook when the prompt is empty or blank', () => {
    expect(validatePrompt('')).toBe('Please tell us what you want to cook.');
    expect(validatePrompt('   \n ')).toBe('Please tell us what you want to cook.');
  });
  it('asks for 3 characters when the trimmed prompt is shorter', () => {
    expect(validatePrompt('  ab  ')).toBe('Please enter at least 3 characters.');
  });
  it('accepts 3 or more characters after trimming', () => {
    expect(validatePrompt(' abc ')).toBeNull();
  });
});

describe('validateIngredients', () => {
  it('accepts no ingredients at all', () => {
    expect(validateIngredients('')).toBeNull();
    expect(validateIngredients('   ')).toBeNull();
  });
  it('asks for 3 characters when typed ingredients are shorter', () => {
    expect(validateIngredients(' eg ')).toBe('Please enter at least 3 characters.');
  });
  it('accepts 3 or more characters', () => {
    expect(validateIngredients('egg')).toBeNull();
  });
});
