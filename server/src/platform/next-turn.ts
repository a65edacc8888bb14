/**
 * Waits for one turn of the event loop. PGlite answers a query without one (it runs in this
 * thread), so a long series of statements, or of writes the socket takes at once, would hold every
 * other request until it ends; work done in steps awaits this between them.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
