import { describe, expect, it } from 'vitest';
import { imageKeyOf, interpretImageAnalysis } from './analysis-answer';
import { analyzedLinesToText, appendIngredients, photoStillListed } from './image-analysis';

describe('interpretImageAnalysis', () => {
  it('reads the ingredients list of the contract shape', () => {
    expect(
      interpretImageAnalysis({ image_key: 'analysis/1/a.png', ingredients: ['tomatoes', 'basil'] }),
    ).toEqual({ kind: 'ingredients', text: 'tomatoes, basil' });
  });
  it('treats an empty ingredients list as nothing found', () => {
    expect(interpretImageAnalysis({ image_key: 'k', ingredients: [] })).toEqual({ kind: 'none' });
  });
  it('accepts the older plain string and list shapes', () => {
    expect(interpretImageAnalysis('eggs, milk')).toEqual({
      kind: 'ingredients',
      text: 'eggs, milk',
    });
    expect(interpretImageAnalysis([' eggs ', 'milk'])).toEqual({
      kind: 'ingredients',
      text: 'eggs, milk',
    });
  });
  it('treats none in any case, null and an empty list as nothing found', () => {
    for (const value of ['None', 'none', 'NONE', ' nOnE ', null, undefined, []]) {
      expect(interpretImageAnalysis(value)).toEqual({ kind: 'none' });
    }
    expect(interpretImageAnalysis({ ingredients: 'None' })).toEqual({ kind: 'none' });
  });
  it('calls anything else unusable', () => {
    for (const value of [42, true, { foo: 'bar' }, [1, 2], '', ['  '], { ingredients: 7 }]) {
      expect(interpretImageAnalysis(value)).toEqual({ kind: 'unusable' });
    }
  });
});

describe('imageKeyOf', () => {
  it('returns the trimmed key of the contract shape and empty otherwise', () => {
    expect(imageKeyOf({ image_key: ' analysis/1/a.png ', ingredients: [] })).toBe(
      'analysis/1/a.png',
    );
    expect(imageKeyOf('eggs')).toBe('');
    expect(imageKeyOf(['eggs'])).toBe('');
  });
});

describe('appendIngredients', () => {
  it('uses the found ingredients when nothing was typed', () => {
    expect(appendIngredients('', 'tomatoes, basil')).toBe('tomatoes, basil');
    expect(appendIngredients('  ', 'basil')).toBe('basil');
  });
  it('appends comma separated to typed text', () => {
    expect(appendIngredients('rice', 'tomatoes, basil')).toBe('rice, tomatoes, basil');
    expect(appendIngredients('rice, ', 'basil')).toBe('rice, basil');
    expect(appendIngredients('rice\n', 'basil')).toBe('rice, basil');
  });
});

describe('analyzedLinesToText', () => {
  it('joins one ingredient a line with commas, skipping blank lines', () => {
    expect(analyzedLinesToText('tomatoes\r\n\nmozzarella\n basil ')).toBe(
      'tomatoes, mozzarella, basil',
    );
    expect(analyzedLinesToText('')).toBe('');
  });
});

describe('appendIngredients with quantities and repeats', () => {
  it('keeps the amounts read from a photo', () => {
    expect(appendIngredients('', '2 eggs, 200 g flour')).toBe('2 eggs, 200 g flour');
    expect(appendIngredients('milk', '2 eggs, 200 g flour')).toBe('milk, 2 eggs, 200 g flour');
  });

  it('does not add items a second photo reads again, with or without an amount', () => {
    const first = appendIngredients('', '2 eggs, 200 g flour');
    expect(appendIngredients(first, '2 eggs, 200 g flour')).toBe('2 eggs, 200 g flour');
    expect(appendIngredients(first, 'Flour, butter')).toBe('2 eggs, 200 g flour, butter');
    expect(appendIngredients('tomatoes', 'tomatoes, tomatoes, basil')).toBe('tomatoes, basil');
  });
});

describe('photoStillListed', () => {
  it('is true while any photo item is listed, with any amount', () => {
    expect(photoStillListed('beef, 3 eggs', '2 eggs, 200 g flour')).toBe(true);
    expect(photoStillListed('beef, tortillas', '2 eggs, 200 g flour')).toBe(false);
  });
});
