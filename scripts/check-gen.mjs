// Fails when a generated file (scripts/gen-api.mjs GENERATED) is stale against openapi.yaml:
// regenerates all of them into a temp dir, compares, and removes the temp dir. Then checks the
// mock's book slice against the recipe book (scripts/gen-mock-book.ts --check).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED, generate } from './gen-api.mjs';

const dir = mkdtempSync(join(tmpdir(), 'sous-gen-'));
try {
  generate(dir);
  for (const file of GENERATED) {
    if (readFileSync(join(dir, file), 'utf8') === readFileSync(file, 'utf8')) {
      console.log(`${file} matches openapi.yaml.`);
    } else {
      console.error(
        `${file} is stale against openapi.yaml: run "npm run gen:api" and commit the result.`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The mock's slice of the recipe book (mocks/data/book-slice.json) against kitchen/book/dishes and
// the server code that renders it: scripts/gen-mock-book.ts --check.
try {
  execFileSync(
    join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
    [join(import.meta.dirname, 'gen-mock-book.ts'), '--check'],
    { stdio: 'inherit' },
  );
} catch {
  process.exitCode = 1;
}
