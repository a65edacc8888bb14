import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type ApiTokenRow, db, nextId } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { API_TOKEN_NAME_MAX, MAX_API_TOKENS } from '#contract/limits';
import { TOO_MANY_API_TOKENS } from '#contract/api-tokens';
import { DETAILS, detailOf } from '#contract/messages';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A secret shaped like the server's (sous_pat_ + 43 base64url characters), fixed per id so pictures stay the same. */
function secretFor(id: number): string {
  let state = (id * 2654435761) >>> 0;
  let out = 'sous_pat_';
  for (let i = 0; i < 43; i++) {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    out += ALPHABET[state % 64];
  }
  return out;
}

const toApiToken = ({ secret: _secret, user_id: _user, ...token }: ApiTokenRow): ApiToken => token;

const ownTokens = (userId: number) =>
  [...db.apiTokens.values()]
    .filter((t) => t.user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** GET/POST /users/me/tokens and DELETE /users/me/tokens/{id}, as the server answers them. */
export const apiTokenHandlers = [
  http.get('/users/me/tokens', ({ request, response }) => {
    guard('listApiTokens', request);
    const user = requireUser();
    return response(200).json(ownTokens(user.id).map(toApiToken));
  }),

  http.post('/users/me/tokens', async ({ request, response }) => {
    guard('createApiToken', request);
    const user = requireUser();
    const body = await readBody<CreateApiTokenRequest>('createApiToken', request);
    const name = body.name.trim();
    if (name.length === 0)
      throw problem(422, [
        { loc: ['body', 'name'], msg: DETAILS.atLeastOneCharacter, type: 'string_too_short' },
      ]);
    if (name.length > API_TOKEN_NAME_MAX)
      throw problem(422, [
        {
          loc: ['body', 'name'],
          msg: detailOf('atMostCharacters', { max: API_TOKEN_NAME_MAX }),
          type: 'string_too_long',
        },
      ]);
    if (ownTokens(user.id).length >= MAX_API_TOKENS) throw problem(409, TOO_MANY_API_TOKENS);
    const id = nextId('apiTokens');
    const secret = secretFor(id);
    const row: ApiTokenRow = {
      id,
      user_id: user.id,
      name,
      scope: body.scope,
      prefix: secret.slice(0, 12),
      created_at: isoAt(now()),
      last_used_at: null,
      secret,
    };
    db.apiTokens.set(id, row);
    const created: CreatedApiToken = { ...toApiToken(row), token: secret };
    return response(201).json(created);
  }),

  http.delete('/users/me/tokens/{id}', ({ request, params, response }) => {
    guard('revokeApiToken', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('revokeApiToken', params);
    const row = db.apiTokens.get(id);
    if (!row || row.user_id !== user.id) throw notFound(DETAILS.apiTokenNotFound);
    db.apiTokens.delete(id);
    return response(200).json({ message: 'Token revoked' });
  }),
];
