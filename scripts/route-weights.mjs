// The weight budgets of the web app (issue 32): first-load JS per route of the production build,
// gzip -9, and which code may load where. `npm test` runs it right after the production build
// (`npm run test:weight`, after test:e2e:server's `npm run build`); bench:web prints the same table.
//  - Every page of src/app/route-manifest.ts has a budget by its area (a new route gets one without
//    being listed): public and auth pages BUDGET_KB.public, /app pages BUDGET_KB.app.
//  - PLACEMENT: code that may only load on the routes that need it (lottie, the wizard, the recipe
//    view, the mock backend), judged by the modules each built file holds (dist/.vite/modules.json,
//    written by scripts/bundle-stats.mjs).
// A failure names the route, its size, the budget and the route's largest modules.
// CLI: node scripts/route-weights.mjs [--dist=dist] [--modules=/app/library] (a route's modules,
// largest first: the bundle visualiser in text). Exit 1 when a budget fails.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeLeaves } from '#src/app/route-manifest.ts';
import { filesForRoute, readManifest, rootDir } from './route-files.mjs';

/** First-load JS budget in KB (gzip -9, summed over the files a route loads first), by route area. */
export const BUDGET_KB = { public: 100, auth: 100, app: 150 };

/**
 * Budgets the build meets today where it does not meet BUDGET_KB yet: a ratchet (growth fails; the
 * figures only ever go down, to BUDGET_KB), each the measured size rounded up.
 * INTERIM_AREA_KB: every page of an area (new ones too); none since stop 51, when the last auth
 * pages moved onto the public pages' entry. INTERIM_KB: single routes, by pattern.
 * The prerendered public pages (/, /about, /contact, /privacy) meet their 100 KB since stop 38:
 * their own entry (public.html, src/public-main.tsx) loads no router and no query client
 * (134-139 -> 90-92 KB). /login and /register meet theirs since stop 40: prerendered and hydrated
 * on that entry too (136.5 -> 91.7 KB); an area's interim budget does not apply to its prerendered pages.
 */
export const INTERIM_AREA_KB = {};
// Stop 35 (2026-11-28) raised these by 0.5-5.6 KB: the cook-flow features (rating and notes, the
// plain-text import, the share page's save, the wizard's controls, the reset check, usernames in any
// script, the language suggestion) landed eagerly where they are seen. To win back (issue 32, item 3):
// the import dialog with Radix Tabs on the library (~5 KB, opens on a click), the rating panel on the
// recipe view, the account texts (3.1 KB) in the entry, the wizard's controls.
// Stop 36: the import dialog loads on its first opening (library 172.6 -> 160.2 KB); grouping the
// modules the recipe view shares with that lazy dialog into one file cost settings 0.1 KB; the
// username look-alike rule (account texts) and the stars' settle-then-store cost the recipe view and
// the collection 0.3 and 0.1 KB more (to win back with the rest of item 3).
// Stop 38: the app's entry is two files now (what the public pages share with it, "base", and the
// rest, "index", scripts/route-chunks.mjs): gzip compresses two files a little worse and the
// chunks' imports cost bytes, +1.2-1.8 KB on every app and auth page - the price of the public
// pages' -47 KB; modules of "common" only two or three screens share then got files of their own
// (the language offer no longer loads on every page): -0.5 to -1.1 KB again on most of them.
// Stop 39: a module goes into the group of the screens that use it, not into the file of the first
// group one of its importers joined (the recipe view loaded the library's cards); the dialogs behind
// a click (edit collections, new collection, save to collection) load on their first opening or
// after the page: -1.2 to -9 KB; the dashboard meets its 150 KB. The API tokens (issue 31) then
// added their two answers to the shared messages (+0.1-0.2 KB on every page) and their lazily loaded
// settings section (+0.7 KB on settings).
// Stop 40: /login and /register run on the public pages' entry (-45 KB each); the form modules they
// share with the app's pages moved out of "common-signed" into "common-sign-in" (it must not import
// the router), one file more: +0.3-0.6 KB on the edit pages and the other auth pages, +0.05 on the
// recipe view and settings.
// Stop 40 (the meal plan, issue 30): its answers in the shared messages and the recipe menu's "Add
// to plan" (its dialog loads on the first opening) cost 0.1-0.7 KB; the plan page itself loads its two dialogs lazily and measures 151.0 KB: 1 KB over the app's 150,
// the shared app code every /app page carries (the recipes' and account's texts, 5.3 KB) to win back.
// Stop 40, merged: the archive import (issue 31: the library's "Import from another app" button and
// its job's progress line, +0.7 KB on the library) with the meal plan's and the sign-in split's
// shares: generate, library, recipes, the recipe view and the collection +1 KB each.
// Stop 41: the German words of the archive report's lines (stop 40's last commits, on the library's
// import progress path) and the saved language kept on the device by the profile update: library
// and recipes 161.9 -> 162.1 KB, over their ratchet by 0.1 KB; 162.5 until item 3 wins it back.
// Stop 42 (the shopping list, issue 30 item 2): its sidebar entry (the cart icon in the app shell, the
// route in the manifest) and its two answers in the shared messages cost every page 0.2-0.4 KB; the
// recipe view's "Add to shopping list" and the plan's "Shopping list for this week" load their code
// when chosen. The list itself meets the app's 150 KB (146.1 KB: it keeps out of the app's shared file).
// Stop 43: the account rights' texts (data export, password, email, deletion: 0.8 KB gz) became a
// namespace of their own that loads with settings and confirm-email, and the recipe texts read the
// nutrients' names without the label's rows: -0.3 to -1.1 KB on every app and auth page. The
// calendar feed's dialog and texts, and "Add to plan" from the library's cards, load when chosen.
// The budgets follow the gain down (each the measure rounded up to the next 0.5 KB).
// Stop 44 (offline, issue 30 item 4): the app frame mounts the offline support after the page (its
// code, texts and the service worker's registration are a chunk of their own, 1.6 KB gz, loaded
// after the first paint), the query client starts offline when the browser is, the shopping list's
// writes are shared with the offline queue, and sign-out forgets what the browser kept: +0.2 to
// +0.5 KB on the app's pages; the budgets over it move up 0.5 KB. The share dialog's link panel
// (one panel for the public link and the calendar address now) loads when the dialog first opens
// or its button is pointed at: the recipe view -0.5 KB, its budget back to 187.5.
// Stop 46 ("Add to plan" from the wizard's options, issue 30 item 1, decision record 0046): the
// button under each option, its "Planned" badge and keeping the option before it is planned; the
// plan's dialog loads with step 3, not with the page: /app/generate 161.4 -> 161.9 KB, budget 162.
// Stop 47 (a household member reads a planned recipe, issue 30 item 3): the route /app/plan/{entryId}/recipe
// in the route table and its loader (the entry's data and the view's code) are in the app's entry:
// +0.3 KB on every page the app renders, so the budgets that were within 0.3 KB move up 0.5. The
// view itself loads behind its route: as a fourth screen of the recipe view's parts it moved them
// into the widely shared file, +8 KB on the dashboard.
// Stop 48: the recipe view's cook-along side (step path, timers, voice, "Mark as cooked": 10.5 KB gz)
// is a chunk of its own that the route's loader starts beside the recipe's data, so the recipe paints
// without it: 187.8 -> 174.7 KB, budget 175.
// Stop 50: React Router's production build (-0.6 KB on every app page); Radix's tabs (roving focus,
// collection) load once the page is on screen, the tabs render the same markup until then
// (src/components/ui/tabs.tsx): the recipe view 174.7 -> 166.5 KB. A widely shared module of 2,000
// characters or more (the recipes' texts, the confirm dialog) goes into a file of its exact screens,
// not into "app-shared" (scripts/route-chunks.mjs): the meal plan, which shared only four icons
// with the others, 151.7 -> 146.7 KB (within the app's 150), the shared page -1.2, the planned
// recipe -1.1; the screens that load the new files +0.4-0.6 KB (one file more). The recipe form's
// texts are a namespace of their own (src/features/recipes/edit-texts.ts): a new and an edited
// recipe 152.8 -> 149.0 KB (within the app's 150, their interim budgets gone), every page with the
// recipes' texts -0.6 KB. Budgets tightened to the new sizes (+0.5-0.6 KB).
// Stop 51: every auth page a mail, a form or a redirect opens (the password reset, the address
// confirmation, Google's return, the failed pages) is prerendered and hydrates on the public
// pages' entry like /login (136.8-138.1 -> 91.6-93.9 KB): their screens call the server without
// the query client and link and navigate without the router (src/components/public-link.tsx,
// src/lib/use-call.ts); the public entry's page table costs the public pages +0.6 KB. The
// allergens' words are a namespace of their own and settings' two dialogs load after the page:
// settings 155.0 -> 149.0 KB (within the app's 150), generate 161.0 -> 156.7. The not-found page
// is prerendered too (dist/404.html, the server's answer to an unknown address, with the status
// 404): 131.6 -> 88.1 KB.
// Stop 51, the routes: the wizard's steps 2 and 3 (and all the flow does after step 1) are a chunk
// that loads once the page is shown or a step needs it: generate 156.7 -> 149.5 KB. The list's,
// the library's, the "free of" chips' and the collections list's words are namespaces of their
// own, the recipe menu's entries, the filter panel and the followed import load after the page,
// the cards show their stars without the editor: the collection 155.7 -> 149.5, the library
// 161.8 -> 155.1. The recipe view's rating and notes, nutrition label, print sheet, menu and share
// dialog load once the page is shown (identical markup until then): 166.1 -> 158.6. Signing out
// is a module of its own (the shell's menu loaded the sign-in forms' calls and rules with it), and a
// large module the sign-in pages share with app pages goes with its exact screens like the app's
// own (scripts/route-chunks.mjs): every app page -1 to -2.3 KB (the library 154.0, the recipe
// view 157.1), the sign-in pages +1.2 (four files more).
export const INTERIM_KB = {
  '/app/library': 154.5,
  '/app/recipes': 154.5,
  '/app/recipe/:recipeId': 157.5,
};

/** Code that may only load on its own routes (module ids as in dist/.vite/modules.json, prefixes). */
export const PLACEMENT = [
  {
    name: 'lottie',
    modules: ['node_modules/lottie-web/', 'node_modules/lottie-react/'],
    routes: [],
  },
  {
    name: 'wizard',
    modules: ['src/screens/generate/', 'src/features/generate/'],
    routes: ['/app/generate'],
  },
  {
    name: 'recipe view',
    // The instructions API hooks are shared (the wizard starts generation); their UI is the recipe view's.
    modules: [
      'src/screens/recipe/',
      'src/features/recipes/components/split-view.tsx',
      'src/features/recipes/components/print-sheet.tsx',
      'src/features/recipes/components/recipe-actions-bar.tsx',
      'src/features/recipes/components/share-button.tsx',
      'src/features/recipes/components/nutrition-label.tsx',
      'src/features/recipes/model/panel.ts',
      'src/features/recipes/model/share.ts',
      'src/features/recipes/model/nutrition-rows.ts',
      'src/features/cook/components/',
      'src/features/cook/hooks/',
      'src/features/cook/model/',
    ],
    routes: ['/app/recipe/:recipeId'],
  },
  {
    // The meal plan (issue 30): its week loads on /app/plan only; the recipe view's "Add to plan"
    // loads its dialog on the first opening.
    name: 'meal plan',
    modules: ['src/screens/plan/', 'src/features/plan/components/'],
    routes: ['/app/plan'],
  },
  { name: 'mock backend', modules: ['mocks/', 'node_modules/msw/'], routes: [] },
  {
    // The prerendered public pages hydrate without the app (src/public-main.tsx).
    name: 'router and query client',
    modules: ['node_modules/react-router', 'node_modules/@tanstack/'],
    routes: routeLeaves()
      .filter((leaf) => !leaf.prerender)
      .map((leaf) => leaf.path),
  },
];

/** The budget of a route (its interim budget while it has one). */
export function budgetOf(
  leaf,
  budgets = BUDGET_KB,
  interim = INTERIM_KB,
  interimArea = INTERIM_AREA_KB,
) {
  return (
    interim[leaf.path] ??
    (leaf.prerender ? undefined : interimArea[leaf.area]) ??
    budgets[leaf.area]
  );
}

const isInterim = (route, budgets, interim, interimArea) =>
  budgetOf(route, budgets, interim, interimArea) !== budgets[route.area];

/** "node_modules/@scope/pkg/x.js" -> "@scope/pkg", "node_modules/pkg/x.js" -> "pkg"; own files as they are. */
export function packageOf(module) {
  if (!module.startsWith('node_modules/')) return module;
  const parts = module.slice('node_modules/'.length).split('/');
  return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
}

/**
 * A route's JS files and their weights -> the route's modules (packages summed), largest first, each
 * with its share of its file's gzip size (by rendered length: an estimate, gzip has no per-module size).
 */
export function largestModules(files, limit = Infinity) {
  const sizes = new Map();
  for (const { gzKb, modules } of files) {
    const total = Object.values(modules).reduce((sum, length) => sum + length, 0);
    if (!total) continue;
    for (const [module, length] of Object.entries(modules)) {
      const name = packageOf(module);
      sizes.set(name, (sizes.get(name) ?? 0) + (gzKb * length) / total);
    }
  }
  return [...sizes]
    .map(([module, kb]) => ({ module, kb }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, limit);
}

const kb = (value) => `${value.toFixed(1)} KB`;

/**
 * Judges measured routes: [{ path, area, jsKb, files: [{ file, gzKb, modules }] }] -> the failures,
 * each a sentence naming the route, its size, its budget and its largest modules (or the misplaced
 * code and where it sits).
 */
export function judge(
  routes,
  {
    budgets = BUDGET_KB,
    interim = INTERIM_KB,
    interimArea = INTERIM_AREA_KB,
    placement = PLACEMENT,
  } = {},
) {
  const failures = [];
  for (const route of routes) {
    const budget = budgetOf(route, budgets, interim, interimArea);
    if (budget === undefined) {
      failures.push(`${route.path}: no budget for its area "${route.area}"`);
      continue;
    }
    if (route.jsKb > budget) {
      const largest = largestModules(route.files, 8)
        .map(({ module, kb: size }) => `${module} ~${kb(size)}`)
        .join(', ');
      failures.push(
        `${route.path}: first-load JS ${kb(route.jsKb)} gz > budget ${budget} KB (${route.area} page${isInterim(route, budgets, interim, interimArea) ? `, interim budget; target ${budgets[route.area]} KB` : ''}); largest modules: ${largest}`,
      );
    }
  }
  for (const rule of placement) {
    for (const route of routes) {
      if (rule.routes.includes(route.path)) continue;
      for (const { file, modules } of route.files) {
        const misplaced = Object.keys(modules).filter((module) =>
          rule.modules.some((prefix) => module.startsWith(prefix)),
        );
        if (misplaced.length)
          failures.push(
            `${route.path}: ${rule.name} code ${rule.routes.length ? `belongs only on ${rule.routes.join(', ')}` : 'belongs on no route at first load'}, but ${file} holds ${misplaced.slice(0, 4).join(', ')}${misplaced.length > 4 ? ` and ${misplaced.length - 4} more` : ''}`,
          );
      }
    }
  }
  return failures;
}

/** Reads dist/.vite/modules.json (scripts/bundle-stats.mjs). */
export function readModules(distDir) {
  const file = join(distDir, '.vite', 'modules.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build with the bundle-stats plugin (vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every route of the manifest with the JS and CSS it loads first and their gzip sizes. */
export function measureRoutes(distDir) {
  const manifest = readManifest(distDir);
  const modulesByFile = readModules(distDir);
  const gz = new Map();
  const gzKb = (file) => {
    if (!gz.has(file))
      gz.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024);
    return gz.get(file);
  };
  return routeLeaves().map((leaf) => {
    const { js, css } = filesForRoute(manifest, leaf);
    const files = js.map((file) => ({
      file,
      gzKb: gzKb(file),
      modules: modulesByFile[file] ?? {},
    }));
    return {
      path: leaf.path,
      area: leaf.area,
      prerender: leaf.prerender,
      jsKb: files.reduce((sum, f) => sum + f.gzKb, 0),
      cssKb: css.reduce((sum, file) => sum + gzKb(file), 0),
      files,
    };
  });
}

/** The table of routes, sizes and budgets (lines). */
export function formatTable(
  routes,
  { budgets = BUDGET_KB, interim = INTERIM_KB, interimArea = INTERIM_AREA_KB } = {},
) {
  const width = Math.max(...routes.map((r) => r.path.length), 5);
  return [
    `${'route'.padEnd(width)}  ${'JS gz'.padStart(9)}  ${'budget'.padStart(8)}  ${'CSS gz'.padStart(8)}  files`,
    ...routes.map((route) => {
      const budget = budgetOf(route, budgets, interim, interimArea);
      const target = budgets[route.area];
      const mark =
        budget === undefined || route.jsKb > budget
          ? '  OVER'
          : route.jsKb > target
            ? `  (interim; target ${target} KB)`
            : '';
      return `${route.path.padEnd(width)}  ${kb(route.jsKb).padStart(9)}  ${`${budget ?? '?'} KB`.padStart(8)}  ${kb(route.cssKb).padStart(8)}  ${route.files.length} js${mark}`;
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dist = resolve(rootDir, option('dist') ?? 'dist');
  const routes = measureRoutes(dist);
  const only = option('modules');
  if (only) {
    const route = routes.find((r) => r.path === only);
    if (!route) throw new Error(`${only} is no route pattern of src/app/route-manifest.ts`);
    console.log(`${route.path}: ${kb(route.jsKb)} gz first-load JS in ${route.files.length} files`);
    for (const f of route.files) console.log(`  ${kb(f.gzKb).padStart(9)}  ${f.file}`);
    for (const { module, kb: size } of largestModules(route.files, 40))
      console.log(`  ${kb(size).padStart(9)}  ${module}`);
    process.exit(0);
  }
  console.log(`First-load JS per route (${dist}, gzip -9):`);
  for (const line of formatTable(routes)) console.log(`  ${line}`);
  const failures = judge(routes);
  if (failures.length) {
    console.error(`\n${failures.length} weight budget(s) failed:`);
    for (const failure of failures) console.error(`  FAIL  ${failure}`);
    process.exit(1);
  }
  console.log(`\nEvery route within its budget; ${PLACEMENT.length} placement rules hold.`);
}
