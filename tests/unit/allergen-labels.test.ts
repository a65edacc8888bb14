import { describe, expect, it } from 'vitest';
import { ALLERGEN_LABELS, allergenLineIn } from '#contract/labels';
import en from '#src/features/recipes/allergen-texts.en';
import de from '#src/features/recipes/allergen-texts.de';
import freeOfDe from '#src/features/recipes/free-of-texts.de';

describe('the allergen words of the share page', () => {
  it('are the recipe view’s words, in English and German (one table, read by both)', () => {
    expect(en).toBe(ALLERGEN_LABELS.en);
    expect(de).toBe(ALLERGEN_LABELS.de);
    expect(freeOfDe.freeOf.allergens).toBe(ALLERGEN_LABELS.de.names);
    expect(en.names.crustacean).toBe('shellfish');
    expect(de.names['tree-nut']).toBe('Schalenfrüchte');
  });

  it('write the line like the recipe view', () => {
    expect(allergenLineIn('en', ['milk', 'gluten', 'milk'])).toBe(
      'Contains: milk, gluten · check labels',
    );
    expect(allergenLineIn('de', ['egg'])).toBe('Enthält: Eier · Etiketten prüfen');
    expect(allergenLineIn('en', [])).toBe('No common allergens found · check labels');
  });
});
