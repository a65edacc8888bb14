import type { Queryable } from '#server/src/platform/db/database.ts';

export type ApiTokenScope = 'read' | 'write';

export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  scope: ApiTokenScope;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, user_id, name, scope, prefix, created_at, last_used_at';

/** SQL for personal API tokens; the secret is stored only as its SHA-256 (token_hash). */
export const apiTokenRepository = {
  async listForUser(q: Queryable, userId: number): Promise<ApiTokenRow[]> {
    return q.query<ApiTokenRow>(
      `SELECT ${COLUMNS} FROM api_tokens WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
  },

  async countForUser(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1',
      [userId],
    );
    return row?.n ?? 0;
  },

  async insert(
    q: Queryable,
    token: {
      userId: number;
      name: string;
      scope: ApiTokenScope;
      hash: string;
      prefix: string;
      createdAt: Date;
    },
  ): Promise<ApiTokenRow> {
    const [row] = await q.query<ApiTokenRow>(
      `INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [token.userId, token.name, token.scope, token.hash, token.prefix, token.createdAt],
    );
    return row!;
  },

  /** Deletes the user's token; false when there is none of theirs with this id. */
  async delete(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query<{ id: number }>(
      'DELETE FROM api_tokens WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId],
    );
    return rows.length > 0;
  },

  /** The token with this hash (an index lookup on the SHA-256, never on the secret). */
  async findByHash(
    q: Queryable,
    hash: string,
  ): Promise<(ApiTokenRow & { token_hash: string }) | undefined> {
    const [row] = await q.query<ApiTokenRow & { token_hash: string }>(
      `SELECT ${COLUMNS}, token_hash FROM api_tokens WHERE token_hash = $1`,
      [hash],
    );
    return row;
  },

  async touch(q: Queryable, id: number, at: Date): Promise<void> {
    await q.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [id, at]);
  },
};
