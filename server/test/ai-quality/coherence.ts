/**
 * Coherence of one generated recipe and its steps, machine-checked: every ingredient a step
 * names is listed and every listed one is used; each timer equals the durations its text states;
 * the title names only ingredients in the recipe; no word repeats within the title.
 */
import { generateInstructions } from '../../src/ai/instructions.ts';
import { linesFromIngredients } from '../../src/ai/composer/lines.ts';
import type { Line } from '../../src/ai/composer/types.ts';
import { scanItems } from '../../src/ai/matcher.ts';
import type { ComposedRecipe } from '../../src/ai/provider.ts';
import type { InstructionStep } from '../../src/ai/contract.ts';
import { normalize } from '../../src/ai/text.ts';
import { statedSeconds } from '../../src/ai/composer/steps.ts';

/** Words a title may repeat ("Chicken and Chicken" may not; "and" may). */
const FILLER = new Set(['and', 'with', 'the', 'a', 'of', 'in', 'on', 'mit', 'und']);

/** Water from the tap is never listed. */
const UNLISTED = new Set(['water']);

/** Catalogue items named in a text, by id ("2 cloves garlic" names garlic, not the spice cloves). */
function itemIds(text: string): Set<string> {
  const plain = text.replace(/\b\d+(?:\.\d+)?\s+cloves?\b/gi, ' ');
  return new Set(
    scanItems(plain, { fuzzy: false })
      .map((match) => match.item.id)
      .filter((id) => !UNLISTED.has(id)),
  );
}

/** A named item is in the recipe when listed, or a listed item is a kind of it (chicken -> chicken-breast). */
function inRecipe(id: string, lines: readonly Line[]): boolean {
  return lines.some(
    (line) =>
      line.item.id === id ||
      line.item.id.startsWith(`${id}-`) ||
      line.item.id.endsWith(`-${id}`) ||
      normalize(line.name).split(' ').includes(id),
  );
}

export function checkCoherence(
  recipe: ComposedRecipe,
  steps: readonly InstructionStep[] = generateInstructions(recipe),
): string[] {
  const failures: string[] = [];
  const where = `"${recipe.title}"`;
  const lines = linesFromIngredients(recipe.ingredients);
  const stepText = steps.map((step) => step.description).join(' ');
  const named = itemIds(stepText);
  for (const id of named)
    if (!inRecipe(id, lines)) failures.push(`${where}: a step uses ${id}, which is not listed`);
  for (const line of lines)
    if (!named.has(line.item.id) && !normalize(stepText).includes(normalize(line.name)))
      failures.push(`${where}: ${line.name} is never used`);
  for (const [index, step] of steps.entries()) {
    const stated = statedSeconds(step.description);
    if (stated !== step.timer)
      failures.push(`${where} step ${index + 1}: timer ${step.timer} s, text says ${stated} s`);
  }
  for (const id of itemIds(recipe.title))
    if (!inRecipe(id, lines)) failures.push(`${where}: the title names ${id}, not in the recipe`);
  const words = normalize(recipe.title)
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  const repeated = words.filter((word, i) => words.indexOf(word) !== i);
  if (repeated.length > 0) failures.push(`${where}: the title repeats ${repeated.join(', ')}`);
  return failures;
}
