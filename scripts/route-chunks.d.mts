import type { Plugin } from 'vite';

/** The SPA build's route-shaped chunking (see route-chunks.mjs). */
export function routeChunks(): Plugin;
