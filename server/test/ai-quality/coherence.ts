/**
 * Coherence of one generated recipe and its steps, machine-checked: every ingredient a step
 * names is listed and every listed one is used; each timer equals the durations its text states;
 * the title names only ingredients in the recipe; no word repeats within the title.
 */
import {
  detectTemplate,
  generateInstructions,
  unlistedItems,
} from '#server/src/ai/instructions.ts';
import { TEMPLATE_BY_ID } from '#server/src/ai/composer/dishes/index.ts';
import { linesFromIngredients } from '#server/src/ai/composer/lines.ts';
import type { Line } from '#server/src/ai/composer/types.ts';
import { scanItems } from '#kitchen/matcher.ts';
import type { ComposedRecipe } from '#server/src/ai/provider.ts';
import type { InstructionStep } from '#kitchen/contract.ts';
import { normalize } from '#kitchen/text.ts';
import { statedSeconds } from '#server/src/ai/composer/steps.ts';

/** Words a title may repeat ("Chicken and Chicken" may not; "and" may). */
const FILLER = new Set(['and', 'with', 'the', 'a', 'of', 'in', 'on', 'mit', 'und']);

/** Title words that promise an ingredient: the recipe must have one that keeps the promise. */
const TITLE_CLAIMS: Record<string, (line: Line) => boolean> = {
  garlicky: (line) => line.item.id === 'garlic',
  gingery: (line) => line.item.id === 'ginger',
  lemony: (line) => line.item.id.startsWith('lemon'),
  cheesy: (line) => line.item.role === 'cheese',
  buttery: (line) => line.item.id === 'butter',
  herby: (line) => line.item.role === 'herb',
  // Dairy, or a non-dairy cream (coconut milk or cream, cashews, oat cream...).
  creamy: (line) =>
    line.item.group === 'dairy' || /cream|coconut milk|cashew|yogurt|yoghurt/.test(line.item.name),
};

export function checkCoherence(
  recipe: ComposedRecipe,
  steps: readonly InstructionStep[] = generateInstructions(recipe),
): string[] {
  const failures: string[] = [];
  const where = `"${recipe.title}"`;
  const lines = linesFromIngredients(recipe.ingredients);
  const stepText = steps.map((step) => step.description).join(' ');
  const dish = TEMPLATE_BY_ID.get(detectTemplate(recipe.title, lines));
  const dishWords = new Set(
    [dish?.dish ?? '', ...(dish?.titleAliases ?? [])]
      .flatMap((name) => normalize(name).split(' '))
      .filter(Boolean),
  );
  // The dish itself ("stretch into a thin flatbread") is not an ingredient.
  const withoutDish = (text: string) =>
    normalize(text)
      .split(' ')
      .filter((word) => !dishWords.has(word) && !dishWords.has(word.replace(/s$/, '')))
      .join(' ');
  for (const item of unlistedItems(withoutDish(stepText), lines))
    failures.push(`${where}: a step uses ${item.name}, which is not listed`);
  const named = new Set(scanItems(stepText, { fuzzy: false }).map((match) => match.item.id));
  for (const line of lines)
    if (!named.has(line.item.id) && !normalize(stepText).includes(normalize(line.name)))
      failures.push(`${where}: ${line.name} is never used`);
  for (const [index, step] of steps.entries()) {
    const stated = statedSeconds(step.description);
    if (stated !== step.timer)
      failures.push(`${where} step ${index + 1}: timer ${step.timer} s, text says ${stated} s`);
  }
  for (const item of unlistedItems(withoutDish(recipe.title), lines))
    failures.push(`${where}: the title names ${item.name}, not in the recipe`);
  for (const [claim, keeps] of Object.entries(TITLE_CLAIMS))
    if (normalize(recipe.title).split(' ').includes(claim) && !lines.some(keeps))
      failures.push(`${where}: the title says ${claim} without it`);
  const words = normalize(recipe.title)
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  const repeated = words.filter((word, i) => words.indexOf(word) !== i);
  if (repeated.length > 0) failures.push(`${where}: the title repeats ${repeated.join(', ')}`);
  return failures;
}
