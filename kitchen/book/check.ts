/**
 * `npm run check:book [dish-id...]`: the book's checks for recipe writers. Validates every dish file
 * (schema and structural lints), then renders each dish as written, with every variant and every
 * substitution, at 1, 2, 4 and 8 servings in English and German, and prints what the coherence lints
 * find, per dish. Exits 1 when anything is found.
 */
import { auditDish, groupFindings, SERVER_CATALOGUE } from './audit.ts';
import { readBook } from './load.ts';

const only = new Set(process.argv.slice(2).map((arg) => arg.replace(/\.yaml$/, '')));
const { dishes, problems } = readBook(SERVER_CATALOGUE);
let count = 0;
for (const { file, problems: found } of problems) {
  if (only.size > 0 && !only.has(file.replace(/\.yaml$/, ''))) continue;
  count += found.length;
  console.log(`\n${file}`);
  for (const problem of found) console.log(`  - ${problem}`);
}
let renderings = 0;
for (const dish of dishes) {
  if (only.size > 0 && !only.has(dish.id)) continue;
  const audit = auditDish(dish);
  renderings += audit.renderings;
  const grouped = groupFindings(audit.findings).get(dish.id) ?? [];
  count += grouped.length;
  if (grouped.length === 0) continue;
  console.log(`\n${dish.id}.yaml`);
  for (const problem of grouped) console.log(`  - ${problem}`);
}
const checked = only.size > 0 ? dishes.filter((dish) => only.has(dish.id)).length : dishes.length;
console.log(
  `\n${checked} dish(es), ${renderings} renderings checked: ${count === 0 ? 'no problems' : `${count} problem(s)`}.`,
);
process.exitCode = count === 0 ? 0 : 1;
