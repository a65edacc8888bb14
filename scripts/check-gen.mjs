// Fails when src/api/schema.gen.ts or mocks/operations.gen.ts is stale against openapi.yaml (regenerates
// into a temp dir and compares).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/api/schema.gen.ts';
const dir = mkdtempSync(join(tmpdir(), 'sous-gen-'));
const fresh = join(dir, 'schema.gen.ts');
const bin = (name) => join('node_modules', '.bin', name);
execFileSync(
  bin('openapi-typescript'),
  ['openapi.yaml', '--default-non-nullable', 'false', '-o', fresh],
  { stdio: 'inherit' },
);
execFileSync(
  bin('prettier'),
  ['--write', fresh, '--config', '.prettierrc.json', '--log-level', 'warn'],
  {
    stdio: 'inherit',
  },
);
if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error(
    `${committed} is stale against openapi.yaml: run "npm run gen:api" and commit the result.`,
  );
  process.exit(1);
}
console.log(`${committed} matches openapi.yaml.`);

const operationsFile = 'mocks/operations.gen.ts';
const freshOperations = join(dir, 'operations.gen.ts');
execFileSync(process.execPath, ['scripts/gen-operations.mjs', freshOperations], {
  stdio: 'inherit',
});
if (readFileSync(freshOperations, 'utf8') !== readFileSync(operationsFile, 'utf8')) {
  console.error(
    `${operationsFile} is stale against openapi.yaml: run "npm run gen:api" and commit the result.`,
  );
  process.exit(1);
}
console.log(`${operationsFile} matches openapi.yaml.`);
