/** Writes tests/fixtures/archives/ (one small archive per format) from server/test/helpers/archive-fixtures.ts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARCHIVE_FIXTURES } from '#server/test/helpers/archive-fixtures.ts';

const dir = new URL('../tests/fixtures/archives/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, build] of Object.entries(ARCHIVE_FIXTURES)) {
  writeFileSync(new URL(name, dir), build());
  console.log(`tests/fixtures/archives/${name}`);
}
