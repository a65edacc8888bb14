// Chunking of the SPA build (a Vite plugin for vite.config.ts): a few route-shaped files instead of
// one file per shared module, because on a page's first load every file is one more request.
//  - "index": everything the app's entry (index.html) imports statically (the router, the query
//    client, ...); "public-entry": what only the prerendered public pages' own entry (public.html,
//    src/public-main.tsx, which stays in the entry's own file) imports; "base": what both import (React, the API client, the texts), so
//    a public page never loads the router.
//  - "<area>-shell": modules the area's layout (public, auth, app) pulls in, loaded with it.
//  - "<area>-shared": small modules WIDELY_SHARED or more screens of one area share and their
//    layout does not; "<area>-shared~<screens>": those two or three screens share, and the large
//    ones (LARGE_SHARED) of more (so a screen does not load what only others use: the /app pages
//    went from ~164 to ~149 KB gzip with it).
//  - "common": the few small modules screens of several areas share (the logo, some icons), one
//    of them public; "common-sign-in": those the prerendered /login and /register share with
//    signed pages (form fields), no public page; "common-signed": those only the other auth and
//    app pages share (their query hooks); "common~<screens>" (...) when two or three screens do.
// A module only one screen uses stays in that screen's chunk, and code behind an import() inside a
// screen (the Lottie engine) stays lazy. Only the app's own client build is affected (not the
// prerender's SSR build, not Storybook).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { routeLeaves } from '#src/app/route-manifest.ts';
import { DOCUMENT_AUTH_FRAME } from './route-files.mjs';

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
/**
 * The screens of prerendered pages (/login and /register too, in the auth area): they run on the
 * public entry, so for grouping they count as public - what they share with signed pages goes to
 * "common", never to a chunk that imports the router or the query client.
 */
const PRERENDERED = new Set([
  ...routeLeaves()
    .filter((leaf) => leaf.prerender)
    .map((leaf) => leaf.modules.at(-1)),
  // Their frame on that entry (src/app/public/public-pages.ts), loaded with their screen.
  DOCUMENT_AUTH_FRAME,
]);
const groupAreaOf = (file) => (PRERENDERED.has(file) ? 'public' : areaOf(file));

/** From how many screens of an area on a module shared by them joins the area's one shared chunk. */
const WIDELY_SHARED = 4;
/**
 * A widely shared module this large (characters of code) gets a file with the others of its exact
 * screens instead: a screen that shares only a few icons with the others does not load it (the
 * recipes' texts on the meal plan, 4 KB gzip).
 */
const LARGE_SHARED = 2000;

/** "src/screens/recipe-edit/recipe-edit-screen.tsx" -> "recipe-edit". */
const screenName = (file) => posix.basename(file).replace(/(-(screen|layout))?\.tsx$/, '');

/** The public pages' entry (vite.config.ts), the module it runs, and the one loading their screens. */
const PUBLIC_ENTRY = 'public.html';
const PUBLIC_MAIN = 'src/public-main.tsx';
const PUBLIC_PAGES = 'src/app/public/public-pages.ts';

/** A module id -> its path from the project root, with forward slashes. */
const relativeTo = (root) => (id) => posix.relative(root, id.split('\\').join('/'));

/** Calls visit(id, info) for a module and every module above it through static imports, once each. */
function walkUp(id, ctx, visit) {
  const seen = new Set();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    visit(current, info);
    stack.push(...info.importers);
  }
}

/**
 * The initial group of a module the entries import statically: "index" (the app's entry only),
 * "public-entry" (the public pages' entry only) or "base" (the app's entry and a public page, its
 * entry or its screen: a public page never loads "index"); null for the rest. The public entry
 * module itself stays in its own file: the app's public layout imports what its group holds, and
 * must not run it.
 */
function entryGroupNamer(root) {
  const rel = relativeTo(root);
  const cache = new Map();
  const entriesOf = (id, ctx) => {
    if (cache.has(id)) return cache.get(id);
    const entries = new Set();
    walkUp(id, ctx, (current, info) => {
      if (info.isEntry) entries.add(rel(current) === PUBLIC_ENTRY ? 'public' : 'app');
      // A public page's screen (loaded by the public entry once the page is known), or a lazy
      // module of the sign-in and app pages (their routes, dialogs).
      if (info.dynamicImporters.some((importer) => rel(importer) === PUBLIC_PAGES))
        entries.add('public page');
      else if (info.dynamicImporters.length && areaOf(rel(current)) !== 'public')
        entries.add('signed page');
    });
    cache.set(id, entries);
    return entries;
  };
  return (id, ctx) => {
    if (rel(id) === PUBLIC_ENTRY || rel(id) === PUBLIC_MAIN) return null;
    if (ctx.getModuleInfo(id)?.isEntry) return 'index';
    const entries = entriesOf(id, ctx);
    const publicPages = entries.has('public') || entries.has('public page');
    if (entries.has('app')) return publicPages ? 'base' : 'index';
    if (!entries.has('public')) return null;
    // What the public entry needs and a sign-in or app page too (the account texts) goes where
    // both load it, so those pages never load the public entry's header and footer.
    return entries.has('signed page') ? 'base' : 'public-entry';
  };
}

/** The group name of a module, or null to leave it to the bundler's own chunking. */
function groupNamer(root) {
  const rel = relativeTo(root);
  const cache = new Map();
  /** The lazily imported modules (route layouts and screens) that reach a module statically. */
  const rootsOf = (id, ctx) => {
    if (cache.has(id)) return cache.get(id);
    const roots = new Set();
    let initial = false;
    walkUp(id, ctx, (current, info) => {
      if (info.isEntry) initial = true;
      if (info.dynamicImporters.length) roots.add(rel(current));
    });
    const result = initial ? null : roots;
    cache.set(id, result);
    return result;
  };
  /** A large module (characters of code), or one that imports a large one of the same screens. */
  const largeOrImportsLarge = (id, roots, ctx) => {
    const large = (module) => (ctx.getModuleInfo(module)?.code?.length ?? 0) >= LARGE_SHARED;
    const sameScreens = (module) => {
      const other = rootsOf(module, ctx);
      return other?.size === roots.size && [...other].every((file) => roots.has(file));
    };
    return (
      large(id) ||
      (ctx.getModuleInfo(id)?.importedIds ?? []).some(
        (module) => large(module) && sameScreens(module),
      )
    );
  };
  return (id, ctx) => {
    // The lazy modules keep their own chunks: the manifest (and so the prerender's preload links
    // and bench:web) names them.
    if (ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
    const roots = rootsOf(id, ctx);
    if (!roots?.size) return null;
    // Lazy imports inside a screen (a dialog, the Lottie engine) do not count: what only they
    // reach stays lazy, and what a route needs anyway is grouped by the routes that need it.
    const routeRoots = [...roots].filter((file) => areaOf(file) || PRERENDERED.has(file));
    if (!routeRoots.length) return null;
    const areas = new Set(routeRoots.map(groupAreaOf));
    // What a public page uses stays apart from what only the sign-in and app pages share (their
    // query hooks): a prerendered page loads no query client.
    if (areas.size > 1) {
      // What the prerendered sign-in pages share with signed pages (the form fields) but no public
      // page uses: a file of its own, so the public pages and the not-found page do not load it.
      const common = routeRoots.some((file) => areaOf(file) === 'public')
        ? 'common'
        : areas.has('public')
          ? 'common-sign-in'
          : 'common-signed';
      // Shared by a few screens only (the language offer: the landing page and the dashboard): a
      // file of their own, so the other pages do not load it.
      // A large one (the sign-in forms' rules) with the others of its exact screens, as below: a
      // page that shares only an icon with the sign-in pages does not load them.
      return routeRoots.length >= WIDELY_SHARED && !largeOrImportsLarge(id, roots, ctx)
        ? common
        : `${common}~${routeRoots.map(screenName).sort().join('+')}`;
    }
    const [area] = areas;
    if (routeRoots.some((file) => LAYOUTS.has(file))) return `${area}-shell`;
    // One screen, and a lazy import elsewhere (the library's import dialog shares the recipe view's
    // tabs): one file with the screen, not the bundler's scatter of small shared ones.
    if (routeRoots.length < 2)
      return roots.size > 1 ? `${area}-shared~${screenName(routeRoots[0])}` : null;
    const screens = `${area}-shared~${routeRoots.map(screenName).sort().join('+')}`;
    if (routeRoots.length < WIDELY_SHARED) return screens;
    // A large module, or one that imports a large one of the same screens (the texts' facade), goes
    // with the others of its screens.
    return largeOrImportsLarge(id, roots, ctx) ? screens : `${area}-shared`;
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
      // The app's own inputs (vite.config.ts): none, or index.html and public.html; Storybook
      // replaces them with its iframe.
      const input = config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input;
      const ownInput = !input || (typeof input === 'object' && 'index' in input);
      enabled = !env.isSsrBuild && !config.build?.ssr && ownInput;
      if (!enabled) return undefined;
      const root = (config.root ?? process.cwd()).split('\\').join('/');
      const name = groupNamer(root);
      const entryGroup = entryGroupNamer(root);
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
                  { debugName: 'entries', name: entryGroup, priority: 3 },
                  { debugName: 'common', name: only((g) => g.startsWith('common')), priority: 2 },
                  { debugName: 'shells', name: only((g) => g.endsWith('-shell')), priority: 1 },
                  // Each module by its own group name: a module two screens share goes with them,
                  // not with the first group one of its importers joined (by default a group takes
                  // its modules' dependencies along: the recipe view's menu and stars sat in the
                  // library's and collection's card file, and the recipe view loaded the cards).
                  {
                    debugName: 'shared',
                    name: only((g) => g.includes('-shared')),
                    includeDependenciesRecursively: false,
                  },
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
