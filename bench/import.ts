// npm run bench:import — reading a generated Paprika archive of 2,000 recipes (each with a photo,
// eight to twelve ingredient lines and four steps; issue 31 wants one under a minute) and
// preparing every recipe as an import stores it (ingredient lines parsed and matched to the
// catalogue, nutrition, allergens: import-prepare.ts). Storing is not measured here (the endpoint
// takes at most 200 recipes until imports become jobs). Smoke mode: 50 recipes.
// BENCH_RECIPES=2000 by default. Prints sizes and times; a measurement, not a test.
import { performance } from 'node:perf_hooks';
import { readArchive } from '#server/src/features/recipes/archive/read-archive.ts';
import { toNewRecipe } from '#server/src/features/recipes/import-prepare.ts';
import { envNumber, paprikaArchive, type FixtureRecipe } from './kit/index.ts';

const COUNT = envNumber('BENCH_RECIPES', 2000, 50);
const LINES = [
  '2 cups flour',
  '1 (14 oz) can tomatoes',
  'salt to taste',
  '3 cloves garlic, minced',
  '1 tbsp olive oil',
  '200 g chicken thighs',
  '1 1/2 cups milk',
  '2 eggs',
  '1 onion, finely chopped',
  '100 ml cream',
  '1 tsp ground cumin',
  '250 g spaghetti',
];

const recipes: FixtureRecipe[] = Array.from({ length: COUNT }, (_, i) => ({
  title: `Bench recipe ${i + 1}`,
  servings: 1 + (i % 8),
  ingredients: LINES.slice(0, 8 + (i % 5)).map((line, k) => (k === i % 8 ? `${line} ${i}` : line)),
  steps: [
    'Heat the oil in a large pan over medium heat.',
    'Add the onion and garlic and cook for 5 minutes.',
    'Stir in everything else and simmer for 20 minutes.',
    'Season to taste and serve.',
  ],
  categories: [`Category ${i % 12}`],
  image: true,
}));

let started = performance.now();
const archive = paprikaArchive(recipes);
const buildMs = performance.now() - started;

started = performance.now();
const contents = readArchive(archive);
const readMs = performance.now() - started;
if (contents.recipes.length !== COUNT)
  throw new Error(`read ${contents.recipes.length} of ${COUNT}`);

started = performance.now();
let matched = 0;
for (const recipe of contents.recipes) {
  const prepared = toNewRecipe({ ...recipe, imageUrl: null });
  if (prepared.recipe.nutrition) matched++;
}
const prepareMs = performance.now() - started;

console.log(
  `Paprika archive of ${COUNT} recipes: ${(archive.length / 1024).toFixed(0)} KiB (built in ${buildMs.toFixed(0)} ms)`,
);
console.log(`  read (unzip + gunzip + JSON + normalise): ${readMs.toFixed(0)} ms`);
console.log(
  `  prepare (parse lines, catalogue, nutrition, allergens): ${prepareMs.toFixed(0)} ms (${(prepareMs / COUNT).toFixed(2)} ms a recipe; ${matched} with nutrition)`,
);
console.log(`  total: ${(readMs + prepareMs).toFixed(0)} ms`);
