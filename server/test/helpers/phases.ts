/** Lets the current event-loop phase end (the cache's syncs start right after it). */
export const phaseEnd = () => new Promise((resolve) => setImmediate(resolve));

/** Whether a promise has settled by the end of this event-loop phase. */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await phaseEnd();
  return done;
}
