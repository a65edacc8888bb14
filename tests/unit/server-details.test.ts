import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS, detailOf, TOO_MANY_COLLECTIONS } from '#contract/messages';
import { createValidator } from '#contract/validate';
import '#src/app/language';
import { ApiError, detailText, extractErrorMessage, serverText } from '#src/api/errors';
import { setUiLanguage } from '#src/lib/i18n/language';

afterEach(async () => {
  await setUiLanguage('spec');
});

const answer = (status: number, detail: unknown) => new ApiError(status, { detail });

describe('server details in the chosen language', () => {
  it('are shown word for word by default', () => {
    expect(extractErrorMessage(answer(401, 'Incorrect username or password'))).toBe(
      'Incorrect username or password',
    );
    expect(extractErrorMessage(answer(429, 'Too many requests. Try again in 42 seconds.'))).toBe(
      'Too many requests. Try again in 42 seconds.',
    );
    expect(
      detailText([{ loc: ['body', 'name'], msg: 'String should have at most 100 characters' }]),
    ).toBe('Name: String should have at most 100 characters');
    expect(detailText([{ loc: ['body', 'servings'], msg: 'Field required' }])).toBe(
      'Servings: Field required',
    );
  });

  it('are German after choosing Deutsch, values kept', async () => {
    await setUiLanguage('de');
    expect(extractErrorMessage(answer(401, 'Incorrect username or password'))).toBe(
      'Benutzername oder Passwort ist falsch',
    );
    expect(extractErrorMessage(answer(409, 'Username already taken'))).toBe(
      'Dieser Benutzername ist bereits vergeben',
    );
    expect(extractErrorMessage(answer(429, 'Too many requests. Try again in 42 seconds.'))).toBe(
      'Zu viele Anfragen. Versuche es in 42 Sekunden erneut.',
    );
    expect(extractErrorMessage(answer(409, TOO_MANY_COLLECTIONS))).toBe(
      'Du kannst höchstens 500 Sammlungen anlegen. Lösche eine, um Platz für eine neue zu schaffen.',
    );
    expect(
      detailText([
        { loc: ['body', 'name'], msg: 'String should have at most 100 characters' },
        { loc: ['body', 'email'], msg: 'value is not a valid email address' },
        { loc: ['body', 'profile_image_url'], msg: `Value error, ${DETAILS.imageOrUrl}` },
      ]),
    ).toBe(
      'Name: Höchstens 100 Zeichen erlaubt | E-Mail: Das ist keine gültige E-Mail-Adresse | Profilbild: Muss ein hochgeladenes Bild oder eine http(s)-Adresse sein',
    );
  });

  it('keep a text the contract does not list as it came, and an unknown field capitalised', async () => {
    await setUiLanguage('de');
    expect(serverText('Something only this server says')).toBe('Something only this server says');
    expect(serverText('Not found, really')).toBe('Not found, really');
    expect(detailText([{ loc: ['body', 'colour'], msg: 'Field required' }])).toBe(
      'Colour: Pflichtfeld',
    );
  });

  it('are English in English, the same words as the contract', async () => {
    await setUiLanguage('en');
    for (const key of Object.keys(DETAILS) as (keyof typeof DETAILS)[]) {
      const sent = detailOf(key, { seconds: 7, max: 3, min: 2, megabytes: 50, pattern: 'x' });
      expect(serverText(sent)).toBe(sent);
    }
  });

  it('cover every message the contract validator words (each one is translated)', async () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      required: ['needed'],
      properties: {
        needed: { type: 'string' },
        one: { type: 'string', minLength: 1 },
        three: { type: 'string', minLength: 3 },
        short: { type: 'string', maxLength: 2 },
        shaped: { type: 'string', pattern: '^[a-z]+$' },
        email: { type: 'string', format: 'email' },
        whole: { type: 'integer' },
        amount: { type: 'number', minimum: 1, maximum: 10 },
        above: { type: 'number', exclusiveMinimum: 0 },
        few: { type: 'array', maxItems: 1, uniqueItems: true },
        many: { type: 'array', minItems: 2 },
      },
    };
    const validator = createValidator({ coerce: false });
    const items = [
      ...validator.check(schema, {}, 'body'),
      ...validator.check(
        schema,
        {
          extra: 1,
          one: '',
          three: 'ab',
          short: 'abc',
          shaped: 'A1',
          email: 'not an email',
          whole: 1.5,
          amount: 0,
          above: 0,
          few: [1, 1],
          many: [1],
          needed: 5,
        },
        'body',
      ),
      ...validator.check(schema, { needed: 'x', amount: 11, amount2: 'x' }, 'body'),
      ...validator.check(schema, { needed: 'x', amount: 'ten' }, 'body'),
    ];
    const messages = [...new Set(items.map((item) => item.msg))];
    expect(messages.length).toBeGreaterThanOrEqual(15);
    await setUiLanguage('de');
    const untranslated = messages.filter((msg) => serverText(msg) === msg);
    expect(untranslated).toEqual([]);
  });
});

/** Every non-test source file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('the server and the mock', () => {
  it('answer errors only with the words of contract/messages.ts (no literal detail text)', () => {
    const literal =
      /\b(?:conflict|badRequest|unauthorized|forbidden|notFound|problem|invalid|HttpError)\(\s*(?:\d+,\s*)?(?:\[[^\]]*\],\s*)?['"`]|\b(?:detail|msg): ['"`]/;
    const found = [...sources('server/src'), ...sources('mocks')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          literal.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
