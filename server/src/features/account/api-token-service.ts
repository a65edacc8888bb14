import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { components } from '#contract/schema.gen.ts';
import { API_TOKEN_NAME_MAX, MAX_API_TOKENS } from '#contract/limits.ts';
import { TOO_MANY_API_TOKENS } from '#contract/api-tokens.ts';
import { DETAILS, detailOf } from '#contract/messages.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { sha256 } from '#server/src/platform/crypto.ts';
import { conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import {
  type ApiTokenRow,
  type ApiTokenScope,
  apiTokenRepository,
} from './api-token-repository.ts';

type ApiToken = components['schemas']['ApiToken'];
type CreatedApiToken = components['schemas']['CreatedApiToken'];

/** Every personal API token starts with this, so a secret scanner (and a person) can recognise one. */
export const API_TOKEN_PREFIX = 'sous_pat_';
/** The characters of the secret kept in clear to recognise a token in the list. */
const SHOWN_CHARACTERS = API_TOKEN_PREFIX.length + 3;
/** last_used_at is written at most this often per token: no write per request. */
export const LAST_USED_PRECISION_MS = 60_000;

/** What a bearer token grants: its owner and its scope. */
export interface BearerGrant {
  userId: number;
  scope: ApiTokenScope;
}

const toDto = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
});

/** Personal API tokens: made, listed and revoked by a session; checked on every bearer request. */
export class ApiTokenService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async list(userId: number): Promise<ApiToken[]> {
    return (await apiTokenRepository.listForUser(this.db, userId)).map(toDto);
  }

  async create(
    userId: number,
    input: { name: string; scope: ApiTokenScope },
  ): Promise<CreatedApiToken> {
    const name = input.name.trim();
    if (name.length === 0)
      throw invalid(['body', 'name'], DETAILS.atLeastOneCharacter, 'string_too_short');
    if (name.length > API_TOKEN_NAME_MAX)
      throw invalid(
        ['body', 'name'],
        detailOf('atMostCharacters', { max: API_TOKEN_NAME_MAX }),
        'string_too_long',
      );
    const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      // One writer per user at a time, so two parallel creations cannot pass the cap together.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if ((await apiTokenRepository.countForUser(tx, userId)) >= MAX_API_TOKENS)
        throw conflict(TOO_MANY_API_TOKENS);
      return apiTokenRepository.insert(tx, {
        userId,
        name,
        scope: input.scope,
        hash: sha256(secret),
        prefix: secret.slice(0, SHOWN_CHARACTERS),
        createdAt: this.clock(),
      });
    });
    return { ...toDto(row), token: secret };
  }

  async revoke(userId: number, id: number): Promise<void> {
    if (!(await apiTokenRepository.delete(this.db, userId, id)))
      throw notFound(DETAILS.apiTokenNotFound);
  }

  /**
   * The grant of a bearer secret, or undefined for an unknown or revoked one (one answer for both).
   * The lookup goes by the SHA-256 of the secret, so its timing says nothing about stored secrets;
   * the hashes are compared once more in constant time. Marks the token used at most once a minute.
   */
  async authenticate(secret: string): Promise<BearerGrant | undefined> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return undefined;
    const hash = sha256(secret);
    const row = await apiTokenRepository.findByHash(this.db, hash);
    if (!row || !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash))) return undefined;
    const now = this.clock();
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS)
      await apiTokenRepository.touch(this.db, row.id, now);
    return { userId: row.user_id, scope: row.scope };
  }
}
