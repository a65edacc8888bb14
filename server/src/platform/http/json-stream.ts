import { Readable } from 'node:stream';
import { nextTurn } from '#server/src/platform/next-turn.ts';

/**
 * A JSON array written as it is read: `[`, the items of each page joined by commas, `]` — the
 * bytes a serialiser writes for the whole array, without ever holding more than one page. The next
 * page is read only when the client has taken the previous one (the stream's back-pressure), so a
 * slow download costs no memory and holds no database connection between pages, and other requests
 * are served between two pages. A page that fails
 * ends the stream with that error: once the answer has begun, the connection is cut, so a client
 * never mistakes a truncated array for a whole one.
 */
export function jsonArrayStream<T>(
  pages: AsyncIterable<readonly T[]>,
  write: (item: T) => string,
): Readable {
  async function* text(): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const page of pages) {
      if (page.length > 0) {
        yield (first ? '' : ',') + page.map(write).join(',');
        first = false;
      }
      // While the socket takes every write at once nothing else would run: the other requests get
      // their turn between two pages.
      await nextTurn();
    }
    yield ']';
  }
  return Readable.from(text(), { objectMode: false });
}
