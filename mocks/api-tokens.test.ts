/** The mock's personal API tokens (server: server/test/api-tokens.test.ts). */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { db } from '#mocks/db';
import { TOO_MANY_API_TOKENS } from '#contract/api-tokens';
import { DETAILS } from '#contract/messages';
import { MAX_API_TOKENS } from '#contract/limits';

describe('API tokens (mock)', () => {
  it('creates a token shown once, lists it without the secret and revokes it', async () => {
    const created = await unwrap(
      api.POST('/users/me/tokens', { body: { name: '  Home Assistant ', scope: 'read' } }),
    );
    expect(created).toMatchObject({ name: 'Home Assistant', scope: 'read', last_used_at: null });
    expect(created.token).toMatch(/^sous_pat_[\w-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));
    const listed = await unwrap(api.GET('/users/me/tokens'));
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'Home Assistant',
        scope: 'read',
        prefix: created.prefix,
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);
    expect(
      await unwrap(api.DELETE('/users/me/tokens/{id}', { params: { path: { id: created.id } } })),
    ).toEqual({ message: 'Token revoked' });
    expect(await unwrap(api.GET('/users/me/tokens'))).toEqual([]);
  });

  it("refuses a blank name, more than the cap, and another user's token (404)", async () => {
    const blank = await api.POST('/users/me/tokens', { body: { name: '  ', scope: 'write' } });
    expect(blank.response.status).toBe(422);
    for (let i = 0; i < MAX_API_TOKENS; i++)
      await unwrap(api.POST('/users/me/tokens', { body: { name: `t${i}`, scope: 'read' } }));
    const over = await api.POST('/users/me/tokens', { body: { name: 'more', scope: 'read' } });
    expect(over.response.status).toBe(409);
    expect(over.error).toEqual({ detail: TOO_MANY_API_TOKENS });
    db.apiTokens.set(999, {
      id: 999,
      user_id: 424242,
      name: 'someone else',
      scope: 'write',
      prefix: 'sous_pat_abc',
      created_at: '2026-01-01T00:00:00.000Z',
      last_used_at: null,
      secret: 'sous_pat_abc',
    });
    const listed = await unwrap(api.GET('/users/me/tokens'));
    expect(listed.map((t) => t.id)).not.toContain(999);
    const theirs = await api.DELETE('/users/me/tokens/{id}', { params: { path: { id: 999 } } });
    expect(theirs.response.status).toBe(404);
    expect(theirs.error).toEqual({ detail: DETAILS.apiTokenNotFound });
    expect(db.apiTokens.has(999)).toBe(true);
  });
});
