/**
 * The book's audit: every dish rendered as written, with every variant, with every single
 * substitution and with every variant combined with each substitution of an ingredient it keeps, at
 * 1, 2, 4 and 8 servings, in English and German, and each rendering run through the coherence lints. Shared by the CI test (book.test.ts) and `npm run check:book`.
 */
import { findItem } from '#kitchen/catalogue/index.ts';
import { coherenceProblems, languageProblems } from './coherence.ts';
import type { Dish } from './dish.ts';
import type { CatalogueView } from './lint.ts';
import { renderDish, type Language, type RenderOptions } from './render.ts';

/** The lints' view of the server's catalogue (until the catalogue moves into kitchen/). */
export const SERVER_CATALOGUE: CatalogueView = {
  group: (id) => findItem(id)?.group,
  germanName: (id) => findItem(id)?.deName,
};

export const AUDIT_SERVINGS: readonly number[] = [1, 2, 4, 8];
export const LANGUAGES: readonly Language[] = ['en', 'de'];

/** One way of cooking a dish: as written, one variant, or one substitution. */
export interface Version {
  readonly variant?: string;
  readonly substitutions?: readonly number[];
  /** "as written", "variant prawn", "substitution 2 (fish-sauce -> soy-sauce)", "variant prawn with substitution 2 (...)". */
  readonly label: string;
}

export function versionsOf(dish: Dish): Version[] {
  const versions: Version[] = [{ label: 'as written' }];
  for (const variant of dish.variants ?? [])
    versions.push({ variant: variant.id, label: `variant ${variant.id}` });
  const swapOf = (index: number) => {
    const substitution = dish.substitutions![index]!;
    return substitution.use
      ? `${substitution.ref} -> ${substitution.use.item}`
      : `omit ${substitution.ref}`;
  };
  (dish.substitutions ?? []).forEach((_substitution, index) => {
    versions.push({
      substitutions: [index],
      label: `substitution ${index + 1} (${swapOf(index)})`,
    });
  });
  // A variant with a substitution of an ingredient it keeps (the engine combines them for a diet).
  for (const variant of dish.variants ?? []) {
    (dish.substitutions ?? []).forEach((substitution, index) => {
      if (substitution.ref in variant.replace) return;
      versions.push({
        variant: variant.id,
        substitutions: [index],
        label: `variant ${variant.id} with substitution ${index + 1} (${swapOf(index)})`,
      });
    });
  }
  return versions;
}

export interface AuditFinding {
  readonly dish: string;
  /** Version, servings and language: "variant prawn, 8 servings, de". */
  readonly where: string;
  readonly problem: string;
}

/** Every coherence problem of a dish in all its versions, servings and languages. */
export function auditDish(dish: Dish): { findings: AuditFinding[]; renderings: number } {
  const findings: AuditFinding[] = [];
  let renderings = 0;
  for (const version of versionsOf(dish)) {
    for (const servings of AUDIT_SERVINGS) {
      const rendered: Partial<Record<Language, ReturnType<typeof renderDish>>> = {};
      for (const language of LANGUAGES) {
        const where = `${version.label}, ${servings} serving${servings === 1 ? '' : 's'}, ${language}`;
        const options: RenderOptions = {
          servings,
          language,
          ...(version.variant ? { variant: version.variant } : {}),
          ...(version.substitutions ? { substitutions: version.substitutions } : {}),
        };
        try {
          const recipe = renderDish(dish, options);
          renderings += 1;
          rendered[language] = recipe;
          for (const problem of coherenceProblems(recipe))
            findings.push({ dish: dish.id, where, problem });
        } catch (error) {
          findings.push({
            dish: dish.id,
            where,
            problem: `does not render: ${(error as Error).message}`,
          });
        }
      }
      if (rendered.en && rendered.de) {
        const where = `${version.label}, ${servings} serving${servings === 1 ? '' : 's'}, en/de`;
        for (const problem of languageProblems(rendered.en, rendered.de))
          findings.push({ dish: dish.id, where, problem });
      }
    }
  }
  return { findings, renderings };
}

/**
 * Findings grouped for reading: one problem that shows at several servings or in both languages is
 * listed once, with where it shows.
 */
export function groupFindings(findings: readonly AuditFinding[]): Map<string, string[]> {
  const byDish = new Map<string, Map<string, string[]>>();
  for (const finding of findings) {
    const version = finding.where.split(', ')[0]!;
    const rest = finding.where.slice(version.length + 2);
    const key = `${version}: ${finding.problem}`;
    const dish = byDish.get(finding.dish) ?? new Map<string, string[]>();
    dish.set(key, [...(dish.get(key) ?? []), rest]);
    byDish.set(finding.dish, dish);
  }
  const grouped = new Map<string, string[]>();
  for (const [dish, problems] of byDish) {
    grouped.set(
      dish,
      [...problems].map(([problem, wheres]) => `${problem} [${compact(wheres)}]`),
    );
  }
  return grouped;
}

function compact(wheres: readonly string[]): string {
  const all = AUDIT_SERVINGS.length * (LANGUAGES.length + 1);
  return wheres.length >= all ? 'all servings and languages' : [...new Set(wheres)].join('; ');
}
