// Fails when src/api/schema.gen.ts or mocks/operations.gen.ts is stale against openapi.yaml (regenerates
// into a temp dir, compares, and removes the temp dir).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);

/** Regenerates `committed` into `fresh` with `generate` and reports whether they match. */
function matches(committed, fresh, generate) {
  generate();
  if (readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8')) {
    console.log(`${committed} matches openapi.yaml.`);
    return true;
  }
  console.error(
    `${committed} is stale against openapi.yaml: run "npm run gen:api" and commit the result.`,
  );
  return false;
}

const dir = mkdtempSync(join(tmpdir(), 'sous-gen-'));
try {
  const schema = join(dir, 'schema.gen.ts');
  const operations = join(dir, 'operations.gen.ts');
  const fresh =
    matches('src/api/schema.gen.ts', schema, () => {
      execFileSync(
        bin('openapi-typescript'),
        ['openapi.yaml', '--default-non-nullable', 'false', '-o', schema],
        { stdio: 'inherit' },
      );
      execFileSync(
        bin('prettier'),
        ['--write', schema, '--config', '.prettierrc.json', '--log-level', 'warn'],
        { stdio: 'inherit' },
      );
    }) &&
    matches('mocks/operations.gen.ts', operations, () =>
      execFileSync(process.execPath, ['scripts/gen-operations.mjs', operations], {
        stdio: 'inherit',
      }),
    );
  if (!fresh) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
