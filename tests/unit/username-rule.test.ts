import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATIN_LOOKALIKES,
  USERNAME_PATTERN_SOURCE,
  mixesScripts,
  normaliseUsername,
  usernameKey,
  usernameProblemOf,
  usernameStem,
} from '#contract/username';

describe('the username rule (contract/username.ts)', () => {
  it('is the pattern openapi.yaml gives the Username schema', () => {
    const yaml = readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8');
    const schema = /\n {4}Username:\n(?: {6}.*\n)+/.exec(yaml)?.[0] ?? '';
    expect(schema).toContain(`pattern: '${USERNAME_PATTERN_SOURCE}'`);
  });

  it.each(['María', 'Jürgen', 'Zoë', '王小明', 'chef_anna.b-1', 'やまだ太郎', '김민준', 'Ελένη'])(
    'accepts %s',
    (name) => expect(usernameProblemOf(name)).toBeNull(),
  );

  it.each([
    ['María José', 'characters'],
    ['anna\u200b', 'characters'],
    ['\u0301abc', 'characters'],
    ['anna!', 'characters'],
    ['p\u0430ul', 'mixedScripts'],
    ['Αlex', 'mixedScripts'],
    ['ab', 'tooShort'],
    ['Zo\u0308', 'tooShort'],
    ['a'.repeat(31), 'tooLong'],
    ['   ', 'required'],
  ])('refuses %j (%s)', (name, problem) => expect(usernameProblemOf(name)).toBe(problem));

  it('allows the script mixes of Japanese, Korean and Chinese names only', () => {
    expect(mixesScripts('やまだ太郎')).toBe(false);
    expect(mixesScripts('김王민')).toBe(false);
    expect(mixesScripts('anna王')).toBe(true);
    expect(mixesScripts('anna_42')).toBe(false);
  });

  it('stores NFC and compares on one key: Jürgen, JÜRGEN and the decomposed form collide', () => {
    expect(normaliseUsername(' Ju\u0308rgen ')).toBe('Jürgen');
    const key = usernameKey('Jürgen');
    expect(usernameKey('JÜRGEN')).toBe(key);
    expect(usernameKey('Ju\u0308rgen')).toBe(key);
    expect(usernameKey('STRASSE')).toBe(usernameKey('straße'));
    expect(usernameKey('Maria')).not.toBe(usernameKey('María'));
  });

  it('gives whole-script look-alikes of a Latin name its key (a confusable skeleton)', () => {
    // All Cyrillic (the last letter is the palochka, U+04CF), all Greek.
    expect(usernameProblemOf('\u0440\u0430\u0443\u0440\u0430\u04cf')).toBeNull();
    expect(usernameKey('\u0440\u0430\u0443\u0440\u0430\u04cf')).toBe(usernameKey('paypal'));
    expect(usernameKey('\u0430\u0440\u0440\u04cf\u0435')).toBe(usernameKey('Apple'));
    expect(usernameKey('\u03bf\u03c1\u03b1')).toBe(usernameKey('opa'));
    // Accented look-alikes through NFD: Cyrillic ё is Latin ë.
    expect(usernameKey('\u0451\u0435\u0435')).toBe(usernameKey('ëee'));
  });

  it('keeps genuinely different names in other scripts apart from every Latin name', () => {
    const latin = /^[\p{Script=Latin}\p{M}0-9_.-]*$/u;
    for (const name of ['Иван', 'Νίκος', 'Ελένη', 'Дмитрий', 'Олег', 'María', 'Jürgen'])
      expect(usernameProblemOf(name), name).toBeNull();
    for (const name of ['Иван', 'Νίκος', 'Ελένη', 'Дмитрий', 'Олег'])
      expect(usernameKey(name), name).not.toMatch(latin);
    expect(usernameKey('María')).toBe('maría');
    expect(usernameKey('Иван')).not.toBe(usernameKey('Ivan'));
  });

  it('migration 0022 maps the same letters as LATIN_LOOKALIKES', () => {
    const sql = readFileSync(
      resolve(
        import.meta.dirname,
        '../../server/src/platform/db/migrations/0022_username_skeleton.sql',
      ),
      'utf8',
    );
    const [, from, to] =
      /translate\(normalize\(username_key, NFD\),\s*'([^']+)',\s*'([^']+)'\)/.exec(sql)!;
    expect(from).toBe(Object.keys(LATIN_LOOKALIKES).join(''));
    expect(to).toBe(Object.values(LATIN_LOOKALIKES).join(''));
  });

  it.each([
    ['María García', 'María_García'],
    ['Jürgen Müller', 'Jürgen_Müller'],
    ['Иван Петров', 'Иван_Петров'],
    ['Νίκος Παπαδόπουλος', 'Νίκος_Παπαδόπουλος'],
    ['山田 太郎', '山田_太郎'],
    ['Ivan Иванов', 'Ivan'],
    ["O'Brien-Smith", 'O_Brien-Smith'],
    ['maria.garcia+news', 'maria.garcia_news'],
    ['😀 Chef', 'Chef'],
    ['José María de la Cruz Fernández', 'José_María_de_la_Cruz_Fe'],
    ['  ', null],
    ['😀', null],
  ])('makes a username from the profile name %j: %j', (source, stem) => {
    expect(usernameStem(source)).toBe(stem);
    if (stem && [...stem].length >= 3) expect(usernameProblemOf(stem)).toBeNull();
  });
});
