/**
 * The recipe book in CI: every dish file valid and structurally sound, and every dish rendered as
 * written, with every variant, every single substitution and every variant with each substitution of
 * an ingredient it keeps, at 1, 2, 4 and 8 servings in English and German, passing the coherence lints. A failure names dish, version, servings, language and problem.
 */
import { describe, expect, it } from 'vitest';
import { auditDish, AUDIT_SERVINGS, LANGUAGES, SERVER_CATALOGUE, versionsOf } from './audit.ts';
import { readBook } from './load.ts';
import { renderDish } from './render.ts';

const { dishes, problems } = readBook(SERVER_CATALOGUE);

describe('the recipe book', () => {
  it('loads every dish without a problem', () => {
    expect(problems.map(({ file, problems: each }) => `${file}: ${each.join('; ')}`)).toEqual([]);
  });

  it('has at least 250 dishes from at least 30 cuisines', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(250);
    expect(new Set(dishes.map((dish) => dish.cuisine)).size).toBeGreaterThanOrEqual(30);
  });

  it('holds together in every version, at 1, 2, 4 and 8 servings, in English and German', () => {
    const failures: string[] = [];
    let renderings = 0;
    for (const dish of dishes) {
      const audit = auditDish(dish);
      renderings += audit.renderings;
      for (const finding of audit.findings)
        failures.push(`${finding.dish} (${finding.where}): ${finding.problem}`);
    }
    expect(failures).toEqual([]);
    const versions = dishes.reduce((sum, dish) => sum + versionsOf(dish).length, 0);
    expect(renderings).toBe(versions * AUDIT_SERVINGS.length * LANGUAGES.length);
  });

  it('renders deterministically', () => {
    const dish = dishes.find((each) => each.id === 'pad-thai')!;
    const options = { servings: 3, language: 'de', variant: 'prawn', substitutions: [0] } as const;
    expect(renderDish(dish, options)).toEqual(renderDish(dish, options));
  });
});
