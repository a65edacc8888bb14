import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followBrowserConnection } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('followBrowserConnection', () => {
  it('a page opened offline starts offline, and is online again when the connection comes back before anything listens', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(false);
    // The connection is back before the app mounted: nothing has subscribed to the manager yet.
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    stop();
  });
});
