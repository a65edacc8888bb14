/**
 * The opaque cursor of GET /recipe/list, shared by the server and the mock: the sort it belongs to,
 * the last row's sort key (as text) and its id. A cursor of another sort, or one that does not
 * decode, is the same 422 on both backends.
 */
import type { components } from './schema.gen.ts';

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
    .replace(/=+$/, '');
}

/** The cursor, or undefined when it is not one of `sort`. */
export function decodeListCursor(text: string, sort: RecipeSort): ListCursor | undefined {
  try {
    const json = decodeURIComponent(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [s, key, id] = value as unknown[];
    if (s !== sort || typeof key !== 'string' || !Number.isSafeInteger(id) || (id as number) < 1)
      return undefined;
    return { sort, key, id: id as number };
  } catch {
    return undefined;
  }
}
