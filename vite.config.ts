import { configDefaults } from 'vitest/config';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleStats } from './scripts/bundle-stats.mjs';
import { routeChunks } from './scripts/route-chunks.mjs';

/** The HTML inputs of the client build (the mock build has no prerendered pages). */
const appInputs = (mode: string): Record<string, string> => ({
  index: `${import.meta.dirname}/index.html`,
  ...(mode === 'mock' ? {} : { public: `${import.meta.dirname}/public.html` }),
});

/**
 * Unit files that test a module's first load (lazily loaded code, which texts are loaded) or mock a
 * module: each gets its own module graph.
 */
const UNIT_ALONE = [
  'tests/unit/i18n.test.tsx',
  'tests/unit/texts-snapshot.test.ts',
  'src/components/ui/menu.test.tsx',
  'src/lib/lazy-code.test.tsx',
  'src/components/ui/tabs.test.tsx',
];

/** The jsdom tests of the web app and the mock (the unit projects). */
const unitTests = {
  environment: 'jsdom',
  include: [
    'src/**/*.test.{ts,tsx}',
    'mocks/**/*.test.ts',
    'tests/unit/**/*.test.{ts,tsx}',
    'tests/contract/**/*.test.ts',
  ],
  // *.server.test.ts compare the mock with the real server: they run in the server project.
  exclude: [...configDefaults.exclude, '**/*.server.test.ts'],
  setupFiles: ['tests/unit/setup.ts'],
  restoreMocks: true,
  // Vitest's default leaves a core idle (one worker on two cores): 90 -> 58 s with both. The unit
  // files run first, then the server's (projects of their own order).
  maxWorkers: '100%',
  sequence: { groupOrder: 0 },
};

/** Server tests that measure latency against the machine's quiet: they run alone, after the rest. */
const SERVER_ALONE = ['server/test/library-scale.test.ts'];

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * React Router's package resolves to its development build under every condition (its issue 14102):
 * the browser build takes its production build, without the development warnings.
 */
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs`,
  },
  {
    find: /^react-router\/dom$/,
    replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs`,
  },
];

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), routeChunks(), bundleStats()],
  resolve: {
    // The same aliases as package.json "imports", so Vite, Vitest and Storybook agree.
    alias: [
      ...(command === 'build' && !isSsrBuild ? routerProduction : []),
      { find: /^#src\/(.*)$/, replacement: `${import.meta.dirname}/src/$1` },
      { find: /^#contract\/(.*)$/, replacement: `${import.meta.dirname}/contract/$1` },
      { find: /^#mocks\/(.*)$/, replacement: `${import.meta.dirname}/mocks/$1` },
      { find: /^#stories\/(.*)$/, replacement: `${import.meta.dirname}/stories/$1` },
      { find: /^#tests\/(.*)$/, replacement: `${import.meta.dirname}/tests/$1` },
      { find: /^#server\/(.*)$/, replacement: `${import.meta.dirname}/server/$1` },
      { find: /^#kitchen\/(.*)$/, replacement: `${import.meta.dirname}/kitchen/$1` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
  optimizeDeps: { include: ['lottie-react'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the prerender step and bench:web read which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      // The app (index.html), and the prerendered public pages' own light entry (public.html, issue
      // 32: no router, no query client), which scripts/prerender.mjs fills; the mock build has no
      // prerendered pages; the prerender's own server build has its entry.
      input: isSsrBuild ? undefined : appInputs(mode),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...unitTests.exclude, ...UNIT_ALONE],
          // The files share one jsdom and module graph per worker: a file's own jsdom, setup (the
          // mock backend, the contract's validator) and imports were three quarters of its time
          // (58 -> 15 s with the files below). setup.ts resets what they share before every test (storage, cookies, the
          // mock's data and handlers, the clock, the DOM).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unitTests, name: 'unit-alone', include: UNIT_ALONE },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/test/**/*.test.ts',
            'kitchen/**/*.test.ts',
            'tests/contract/**/*.server.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...SERVER_ALONE],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time on two cores (one at a time the project used 1.1 cores). Each file
          // in a process of its own: sharing one process across files (isolate: false, 208 s instead
          // of 306 s) crashed V8 once in five fresh-clone runs ("Check failed: jit_page.has_value()"
          // in a worker that had compiled many PGlite WebAssembly instances), issue 32 note.
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server-alone',
          environment: 'node',
          include: SERVER_ALONE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // After the others, on a quiet machine.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
}));
