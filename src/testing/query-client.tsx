/**
 * Test-only helpers for hooks over the API: a QueryClient like the app's but without retries, a
 * wrapper for `renderHook`, and working multipart uploads under jsdom. Imported by `*.test.ts(x)`
 * files only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A fresh QueryClient with retries off, so a failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** `renderHook` options rendering inside a QueryClientProvider (a fresh client unless given). */
export function withQueryClient(queryClient = createTestQueryClient()) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  };
}

/**
 * jsdom replaces FormData and File with its own, whose bytes Node's fetch cannot read, so multipart
 * uploads arrive empty. Puts Node's own FormData back for the test (undo with vi.unstubAllGlobals)
 * and returns Node's File to build uploads with.
 */
export async function nodeMultipart() {
  const nodeForm = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
  return NodeFile as unknown as typeof File;
}

/** The 8-byte PNG signature plus padding: enough for the upload's byte sniffing. */
export function pngFile(File: typeof globalThis.File, name = 'photo.png') {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  return new File([bytes], name, { type: 'image/png' });
}
