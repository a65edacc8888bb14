import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  USERNAME_PATTERN_SOURCE,
  mixesScripts,
  normaliseUsername,
  usernameKey,
  usernameProblemOf,
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
});
