/**
 * The opaque cursor of GET /recipe/list, shared by the server and the mock: the sort it belongs to,
 * the last row's sort key (as text) and its id. A cursor of another sort, or one that does not
 * decode, is the same 422 on both backends.
 */
import type { components } from './schema.gen.ts';
import { textFlaw } from './sound-text.ts';

export type RecipeSort = components['schemas']['RecipeSort'];

export interface ListCursor {
  sort: RecipeSort;
  key: string;
  id: number;
}

export const INVALID_CURSOR = {
  loc: ['query', 'cursor'],
  msg: 'Cursor does not belong to this query',
  type: 'value_error',
};

export function encodeListCursor(cursor: ListCursor): string {
  return btoa(encodeURIComponent(JSON.stringify([cursor.sort, cursor.key, cursor.id])))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/(?<!=)=+$/, '');
}

/** Largest id and time key (PostgreSQL int). */
const MAX_INT = 2147483647;
/** Longest title key: titles are at most 200 characters, lower-cased (which may lengthen a few). */
const MAX_TITLE_KEY = 400;

/**
 * A timestamp as either backend writes it: PostgreSQL's `2026-11-25 10:00:00.123+00` or ISO's
 * `2026-11-25T10:00:00.123Z`, of a real calendar day.
 */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?(?:Z|[+-](?:0\d|1[0-4])(?::?[0-5]\d)?)$/;

function isTimestamp(key: string): boolean {
  const parts = TIMESTAMP.exec(key);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * Whether a key can be one of the sort's (hardening-2, finding 3): the repository casts it to the
 * sort's SQL type, so a forged key must never reach the database as anything else.
 */
function isKeyOf(sort: RecipeSort, key: string): boolean {
  switch (sort) {
    case 'newest':
      return isTimestamp(key);
    case 'last_cooked':
      // Recipes never cooked sort last, under the lowest key.
      return key === '-infinity' || isTimestamp(key);
    case 'time':
      return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) <= MAX_INT;
    case 'title':
      return key.length <= MAX_TITLE_KEY && textFlaw(key) === undefined;
    case 'rating': {
      // `<rating, 0 for none> <created_at>`: rated first, then as the newest sort.
      const space = key.indexOf(' ');
      return /^[0-5]$/.test(key.slice(0, space)) && isTimestamp(key.slice(space + 1));
    }
    default:
      return false;
  }
}

/** The cursor, or undefined when it is not one of `sort` (any forged part: sort, key or id). */
export function decodeListCursor(text: string, sort: RecipeSort): ListCursor | undefined {
  try {
    const json = decodeURIComponent(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [s, key, id] = value as unknown[];
    if (s !== sort || typeof key !== 'string' || !isKeyOf(sort, key)) return undefined;
    if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_INT) return undefined;
    return { sort, key, id: id as number };
  } catch {
    return undefined;
  }
}
