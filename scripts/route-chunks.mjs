// Chunking of the SPA build (a Vite plugin for vite.config.ts): a few route-shaped files instead of
// one file per shared module, because on a page's first load every file is one more request.
//  - "index": everything the entry imports statically (React, the router, the API client, ...).
//  - "<area>-shell": modules the area's layout (public, auth, app) pulls in, loaded with it.
//  - "<area>-shared": modules WIDELY_SHARED or more screens of one area share and their layout
//    does not; "<area>-shared~<screens>": those two or three screens share (so a screen does not
//    load what only others use: the /app pages went from ~164 to ~149 KB gzip with it).
//  - "common": the few small modules screens of several areas share (the logo, some icons).
// A module only one screen uses stays in that screen's chunk, and code behind an import() inside a
// screen (the Lottie engine) stays lazy. Only the app's own client build is affected (not the
// prerender's SSR build, not Storybook).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { routeLeaves } from '#src/app/route-manifest.ts';

/**
 * The area (public, auth, app) of every route module of src/app/route-manifest.ts, and which of
 * them are layouts: a layout's modules are loaded with it, the screens' are grouped by area.
 */
const AREAS = new Map();
const LAYOUTS = new Set();
for (const leaf of routeLeaves()) {
  leaf.modules.forEach((module, index) => {
    AREAS.set(module, leaf.area);
    if (index < leaf.modules.length - 1) LAYOUTS.add(module);
  });
}
const areaOf = (file) => AREAS.get(file);

/** From how many screens of an area on a module shared by them joins the area's one shared chunk. */
const WIDELY_SHARED = 4;

/** "src/screens/recipe-edit/recipe-edit-screen.tsx" -> "recipe-edit". */
const screenName = (file) => posix.basename(file).replace(/-(screen|layout)\.tsx$/, '');

/** The group name of a module, or null to leave it to the bundler's own chunking. */
function groupNamer(root) {
  const rel = (id) => posix.relative(root, id.split('\\').join('/'));
  const cache = new Map();
  /** The lazily imported modules (route layouts and screens) that reach a module statically. */
  const rootsOf = (id, ctx) => {
    if (cache.has(id)) return cache.get(id);
    const roots = new Set();
    const seen = new Set();
    const stack = [id];
    let initial = false;
    while (stack.length) {
      const current = stack.pop();
      if (seen.has(current)) continue;
      seen.add(current);
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry) initial = true;
      if (info.dynamicImporters.length) roots.add(rel(current));
      stack.push(...info.importers);
    }
    const result = initial ? null : roots;
    cache.set(id, result);
    return result;
  };
  return (id, ctx) => {
    // The lazy modules keep their own chunks: the manifest (and so the prerender's preload links
    // and bench:web) names them.
    if (ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
    const roots = rootsOf(id, ctx);
    if (!roots?.size) return null;
    // Lazy imports inside a screen (a dialog, the Lottie engine) do not count: what only they
    // reach stays lazy, and what a route needs anyway is grouped by the routes that need it.
    const routeRoots = [...roots].filter((file) => areaOf(file));
    if (!routeRoots.length) return null;
    const areas = new Set(routeRoots.map(areaOf));
    if (areas.size > 1) return 'common';
    const [area] = areas;
    if (routeRoots.some((file) => LAYOUTS.has(file))) return `${area}-shell`;
    // One screen, and a lazy import elsewhere (the library's import dialog shares the recipe view's
    // tabs): one file with the screen, not the bundler's scatter of small shared ones.
    if (routeRoots.length < 2)
      return roots.size > 1 ? `${area}-shared~${screenName(routeRoots[0])}` : null;
    if (routeRoots.length >= WIDELY_SHARED) return `${area}-shared`;
    return `${area}-shared~${routeRoots.map(screenName).sort().join('+')}`;
  };
}

/**
 * `import { Clock, X as Close } from 'lucide-react'` -> one default import per icon module, so the
 * module graph shows which screens use which icon (through the barrel, every icon would seem to be
 * used by every importer of lucide-react).
 */
function lucideIconFiles() {
  const require = createRequire(import.meta.url);
  const barrel = join(
    dirname(require.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const files = new Map();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The Vite plugin. */
export function routeChunks() {
  let icons;
  let enabled = false;
  return {
    name: 'sous-route-chunks',
    apply: 'build',
    config(config, env) {
      const input = config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input;
      enabled = !env.isSsrBuild && !config.build?.ssr && !input;
      if (!enabled) return undefined;
      const root = (config.root ?? process.cwd()).split('\\').join('/');
      const name = groupNamer(root);
      const only = (predicate) => (id, ctx) => {
        const group = name(id, ctx);
        return group && predicate(group) ? group : null;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'index', tags: ['$initial'], priority: 3 },
                  { debugName: 'common', name: only((g) => g === 'common'), priority: 2 },
                  { debugName: 'shells', name: only((g) => g.endsWith('-shell')), priority: 1 },
                  { debugName: 'shared', name: only((g) => g.includes('-shared')) },
                ],
              },
            },
          },
        },
      };
    },
    transform(code, id) {
      if (!enabled || id.includes('node_modules') || !code.includes('lucide-react')) return null;
      icons ??= lucideIconFiles();
      let changed = false;
      const out = code.replace(LUCIDE_IMPORT, (statement, list) => {
        const rest = [];
        const deep = [];
        for (const part of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = part.split(/\s+as\s+/);
          const file = icons.get(imported);
          if (file) deep.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}.mjs';`);
          else rest.push(part);
        }
        if (!deep.length) return statement;
        changed = true;
        return [
          ...deep,
          ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
        ].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
