// After `vite build` and the prerender (issue 30 item 4): writes dist/sw.js with Workbox. The worker
// precaches the app (every hashed script and style, the SPA shell, the animations, the icons), so
// /app opens without a network once it has been visited. Pages go to the network first; offline,
// an /app page gets the precached SPA shell. GET /api answers go to the network first and are kept,
// so the recipes a cook opened, the shopping list and the session read offline. Nothing else is
// kept: not the public session probe, not the health probe (src/features/offline/connection.ts), not downloads (exports, the calendar feed), no other method.
// The mock build has no worker: MSW's worker owns that scope (docs/decisions/0044-offline.md).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { rootDir } from './route-files.mjs';

const DIST = resolve(rootDir, process.env.PRERENDER_DIST ?? 'dist');

/** The Cache Storage name of the kept API answers; src/lib/offline-data.ts deletes it on sign-out. */
export const API_CACHE = 'sous-api';

const { count, size, warnings } = await generateSW({
  globDirectory: DIST,
  globPatterns: [
    'assets/*.{js,css}',
    'spa.html',
    'favicon.svg',
    'manifest.webmanifest',
    'icons/*.png',
    'lottie-animations/*.json',
  ],
  // The public pages' own entry is for the prerendered pages, which are not kept offline.
  globIgnores: ['assets/public-*.js'],
  // Hashed file names change with their content; the rest carries a revision from its content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  swDest: join(DIST, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  // One file: the server sends it with no-cache, and nothing else has to be kept in step with it.
  inlineWorkboxRuntime: true,
  // A new build takes over at once: the old one's chunks are gone from the server anyway.
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // An /app page: the server's route shell (with its preloads) online, the SPA shell offline.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        (url.pathname === '/app' || url.pathname.startsWith('/app/')),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'spa.html' } },
    },
    {
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin &&
        url.pathname.startsWith('/api/') &&
        !url.pathname.startsWith('/api/auth/') &&
        url.pathname !== '/api/health' &&
        // A live event stream never ends: the browser talks to the server itself.
        url.pathname !== '/api/household/events' &&
        !url.pathname.startsWith('/api/calendar-feed/') &&
        !url.pathname.startsWith('/api/import-jobs/') &&
        !/\/export$/.test(url.pathname),
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'sous-api',
        cacheableResponse: { statuses: [200] },
        // A year of opened recipes is far more than a phone needs offline; the oldest go first.
        expiration: { maxEntries: 300, purgeOnQuotaError: true },
      },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
// generateSW never writes a source map with sourcemap: false, but an older run's may be there.
rmSync(join(DIST, 'sw.js.map'), { force: true });
console.log(
  `service worker: dist/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB before compression)`,
);
