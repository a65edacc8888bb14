import type { QueryClient } from '@tanstack/react-query';

/** The longest the page's secondary code waits for the first page (a photo on a slow line). */
const MAX_WAIT_MS = 4000;
/** Rounds of "the data came, the screen rendered it, its photos loaded" before giving up waiting. */
const ROUNDS = 3;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const painted = () => frame().then(frame);

/** Settles once no query of the client is fetching. */
export const queriesSettled = (client: QueryClient) =>
  new Promise<void>((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (client.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });

/** The page's images that are still loading and were not left to load lazily. */
const loadingImages = () =>
  Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');

const loaded = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Settles once the first page has shown its content: it committed (`committed`), its queries
 * answered and were rendered, its eager images loaded, and the browser painted that. The largest
 * paint (a recipe's photo, a library's heading) is then on screen, so the code that waits for
 * src/lib/page-shown.ts no longer competes with it. The cook's first tap or key, or MAX_WAIT_MS,
 * settles it sooner: a menu they open loads its code at once.
 */
export function firstPageShown(client: QueryClient, committed: Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      clearTimeout(cap);
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    const cap = setTimeout(done, MAX_WAIT_MS);
    for (const type of events) window.addEventListener(type, done, true);
    void committed.then(async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        await queriesSettled(client);
        await painted();
        const images = loadingImages();
        if (images.length === 0 && client.isFetching() === 0) break;
        await Promise.all(images.map(loaded));
      }
      await painted();
      done();
    });
  });
}
