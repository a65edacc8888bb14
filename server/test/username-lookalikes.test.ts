// Issue 29, "Account": a username written wholly in another script that looks like a taken Latin
// name is taken (the key is a confusable skeleton, contract/username.ts), and migration 0022 gives
// existing accounts that key.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usernameKey } from '#contract/username.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** "paypal" in Cyrillic letters only: р а у р а and the palochka ӏ (U+04CF). */
const CYRILLIC_PAYPAL = '\u0440\u0430\u0443\u0440\u0430\u04cf';
const MIXED = 'Value error, Username must not mix letters of different alphabets';

describe.each(testBackends())('look-alike usernames (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_SIGNUP: '50', RATE_LIMIT_LOGIN: '20' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => server.reset());

  async function signup(username: string, email: string) {
    const c = server.client();
    await c.prime();
    const res = await c.post('/api/auth/signup', {
      json: { username, email, password: 'secret-pass' },
    });
    return { c, res };
  }

  it('"paypal" taken: its all-Cyrillic look-alike is taken too, at sign-up and rename', async () => {
    expect((await signup('paypal', 'pay@example.org')).res.status).toBe(200);
    const lookalike = await signup(CYRILLIC_PAYPAL, 'fake@example.org');
    expect(lookalike.res.status).toBe(409);
    expect(lookalike.res.json.detail).toBe('Username already taken');
    // Greek omicron and alpha for o and a: "opa" then "ορα".
    expect((await signup('opa', 'opa@example.org')).res.status).toBe(200);
    expect((await signup('\u03bf\u03c1\u03b1', 'ora@example.org')).res.status).toBe(409);
    // A Latin name with one Cyrillic letter stays refused as mixing alphabets (422).
    const mixed = await signup('\u0440\u0430\u0443\u0440\u0430l', 'mixed@example.org');
    expect(mixed.res.status).toBe(422);
    expect(mixed.res.json.detail[0].msg).toBe(MIXED);

    const { c } = await signup('anna_k', 'anna@example.org');
    const me = (await c.get('/api/users/me')).json;
    const rename = await c.put(`/api/users/${me.id}`, { json: { username: CYRILLIC_PAYPAL } });
    expect(rename.status).toBe(409);
    expect(rename.json.detail).toBe('Username already taken');
  });

  it('allows genuinely different names in other scripts, each once', async () => {
    const names = ['Иван', 'Νίκος', 'María', 'Jürgen', 'Ivan', 'Nikos', 'Maria', 'Jurgen'];
    for (const [i, name] of names.entries()) {
      const { c, res } = await signup(name, `u${i}@example.org`);
      expect(res.status, name).toBe(200);
      expect((await c.get('/api/users/me')).json.username).toBe(name);
    }
    expect((await signup('ИВАН', 'again@example.org')).res.status).toBe(409);
  });

  it('migration 0022 gives existing accounts the skeleton key; of two look-alikes the older keeps it', async () => {
    const insert = async (username: string, key: string) => {
      const [row] = await server.database.db.query<{ id: number }>(
        `INSERT INTO users (username, email, password_hash, username_key)
         VALUES ($1, $2, NULL, $3) RETURNING id`,
        [username, `${key.length}-${Math.random()}@example.org`, key],
      );
      return row!.id;
    };
    // Keys as migration 0021 left them: NFKC, case folded, no skeleton.
    const paypal = await insert('paypal', 'paypal');
    const fake = await insert(CYRILLIC_PAYPAL, CYRILLIC_PAYPAL);
    const ivan = await insert('Иван', 'иван');
    const jurgen = await insert('Jürgen', 'jürgen');
    const sql = readFileSync(
      resolve(import.meta.dirname, '../src/platform/db/migrations/0022_username_skeleton.sql'),
      'utf8',
    );
    await server.database.db.transaction((tx) => tx.exec(sql));
    const keys = Object.fromEntries(
      (
        await server.database.db.query<{ id: number; username_key: string }>(
          'SELECT id, username_key FROM users',
        )
      ).map((row) => [row.id, row.username_key]),
    );
    expect(keys[paypal]).toBe(usernameKey('paypal'));
    expect(keys[fake]).toBe(`${CYRILLIC_PAYPAL} ${fake}`);
    expect(keys[ivan]).toBe(usernameKey('Иван'));
    expect(keys[jurgen]).toBe(usernameKey('Jürgen'));
    // The index is back: a second account on one key is refused by the database.
    await expect(insert('PayPal', usernameKey('PayPal'))).rejects.toThrow();
  });
});
