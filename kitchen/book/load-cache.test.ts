/**
 * The book's parse cache: a second load of the same files reads the cached parse and gives the same
 * dishes; changing a file's text is a different cache, so the change is seen and checked.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_CATALOGUE } from './audit.ts';
import { readBook } from './load.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'sous-book-test-'));
const url = pathToFileURL(`${folder}/`);
const source = new URL('./dishes/mango-lassi.yaml', import.meta.url);
copyFileSync(source, path.join(folder, 'mango-lassi.yaml'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the book loader', () => {
  it('gives the same dishes from its cache, and sees a changed file', () => {
    const first = readBook(SERVER_CATALOGUE, url);
    const second = readBook(SERVER_CATALOGUE, url);
    expect(first.problems).toEqual([]);
    expect(second.dishes).toEqual(first.dishes);
    expect(second.dishes[0]!.name.en).toBe('Mango Lassi');

    const text = readFileSync(source, 'utf8').replace(
      'name: { en: Mango Lassi, de: Mango-Lassi }',
      'name: { en: Mango Yogurt Lassi, de: Mango-Joghurt-Lassi }',
    );
    writeFileSync(path.join(folder, 'mango-lassi.yaml'), text);
    expect(readBook(SERVER_CATALOGUE, url).dishes[0]!.name.en).toBe('Mango Yogurt Lassi');

    writeFileSync(path.join(folder, 'mango-lassi.yaml'), `${text}\nservings: [`);
    const broken = readBook(SERVER_CATALOGUE, url);
    expect(broken.dishes).toEqual([]);
    expect(broken.problems[0]!.problems[0]).toMatch(/^not readable YAML/);
  });
});
