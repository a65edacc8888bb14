// Regenerates every file derived from openapi.yaml: the contract's types and enum value arrays
// (contract/schema.gen.ts, openapi-typescript) and the mock backend's operation table
// (mocks/operations.gen.ts, scripts/gen-operations.mjs). check-gen.mjs regenerates into a temp dir
// with the same list, so the two cannot disagree on what is generated or how.
// Usage: node scripts/gen-api.mjs [outDir]   (default: the repository itself)
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The generated files, relative to the repository root. */
export const GENERATED = ['contract/schema.gen.ts', 'mocks/operations.gen.ts'];

/** Writes every generated file under outDir (same relative paths as in the repository). */
export function generate(outDir = root) {
  const [schema, operations] = GENERATED.map((file) => join(outDir, file));
  for (const file of [schema, operations]) mkdirSync(dirname(file), { recursive: true });
  execFileSync(
    bin('openapi-typescript'),
    ['openapi.yaml', '--default-non-nullable', 'false', '--enum-values', '-o', schema],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  execFileSync(
    bin('prettier'),
    ['--write', schema, '--config', join(root, '.prettierrc.json'), '--log-level', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  execFileSync(process.execPath, [join(root, 'scripts/gen-operations.mjs'), operations], {
    cwd: root,
    stdio: 'inherit',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) generate(process.argv[2]);
