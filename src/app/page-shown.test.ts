import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageShown } from './page-shown';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => (resolve = yes));
  return { promise, resolve };
}

/** An image on the page that is still loading (jsdom loads none) until `finish` ends it. */
function loadingImage(loading: 'eager' | 'lazy' = 'eager') {
  const image = document.createElement('img');
  image.loading = loading;
  let complete = false;
  Object.defineProperty(image, 'complete', { get: () => complete });
  document.body.append(image);
  return {
    finish: (outcome: 'load' | 'error') => {
      complete = true;
      image.dispatchEvent(new Event(outcome));
    },
  };
}

function watch(client: QueryClient, committed: Promise<void> = Promise.resolve()) {
  const state = { settled: false };
  void firstPageShown(client, committed).then(() => (state.settled = true));
  return state;
}

const moment = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('firstPageShown', () => {
  it("waits for the first commit, the page's data and its eager photo, then settles", async () => {
    const client = new QueryClient();
    const answer = deferred<string>();
    void client.prefetchQuery({ queryKey: ['recipe'], queryFn: () => answer.promise });
    const committed = deferred<void>();
    const shown = watch(client, committed.promise);
    await moment();
    expect(shown.settled).toBe(false);
    committed.resolve();
    await moment();
    expect(shown.settled).toBe(false);
    const photo = loadingImage();
    loadingImage('lazy');
    answer.resolve('soup');
    await moment();
    expect(shown.settled).toBe(false);
    photo.finish('load');
    await vi.waitFor(() => expect(shown.settled).toBe(true));
  });

  it('a photo that fails to load counts as loaded', async () => {
    const photo = loadingImage();
    const shown = watch(new QueryClient());
    await moment();
    expect(shown.settled).toBe(false);
    photo.finish('error');
    await vi.waitFor(() => expect(shown.settled).toBe(true));
  });

  it("the cook's first tap or key lets it go at once", async () => {
    for (const event of ['pointerdown', 'keydown']) {
      const shown = watch(new QueryClient(), new Promise(() => {}));
      await moment();
      expect(shown.settled).toBe(false);
      window.dispatchEvent(new Event(event));
      await vi.waitFor(() => expect(shown.settled).toBe(true));
    }
  });

  it('gives up waiting after 4 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const shown = watch(new QueryClient(), new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(3999);
    expect(shown.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.settled).toBe(true);
  });
});
