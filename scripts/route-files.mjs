// Which JS and CSS files a route needs first, from Vite's manifest of the build and the route's
// modules in the route manifest (src/app/route-manifest.ts). Shared by the prerender step
// (stylesheet and modulepreload links) and bench-web (per-route size budgets).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Reads dist/.vite/manifest.json. */
export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${relative(ROOT, file)} is missing: vite build with build.manifest`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The files a page loads before it can show its route: the entry (`entry`, an HTML input of the
 * build) with its static imports, then each lazy module of the route with its static imports.
 * Dynamic imports inside those (lottie, the mock worker) are not followed: they load later, if ever.
 * Returns { js: string[], css: string[], entryJs: string[] } as paths relative to the dist folder.
 */
export function filesForModules(manifest, modules, entry = 'index.html') {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[entry]?.isEntry) throw new Error(`The Vite manifest has no ${entry} entry`);
  visit(entry);
  const entryJs = [...js];
  for (const module of modules) visit(module);
  return { js: [...js], css: [...css], entryJs };
}

/** The public pages' own entry (vite.config.ts): a prerendered page loads it and its screen. */
export const PUBLIC_ENTRY = 'public.html';

/**
 * Where a prerendered page is in dist (scripts/prerender.mjs writes it): / is index.html, /about
 * about/index.html, and the not-found page (the manifest's catch-all) 404.html, which the server
 * sends for any address no page has, with the status 404.
 */
export const pageFile = (path) =>
  path === '/' ? 'index.html' : path.endsWith('*') ? '404.html' : `${path.slice(1)}/index.html`;
/** What a prerendered auth page (/login, /register) loads with its screen on that entry. */
export const DOCUMENT_AUTH_FRAME = 'src/app/public/document-auth-frame.tsx';

/**
 * What a route of src/app/route-manifest.ts loads on a first visit: a prerendered page its own
 * entry and its screen (src/public-main.tsx; not the router's layout; an auth page its frame too),
 * every other route the app's
 * entry, its layouts and its screen. Returns filesForModules' answer plus the `entry` used.
 */
export function filesForRoute(manifest, leaf) {
  if (leaf.prerender && manifest[PUBLIC_ENTRY])
    return {
      ...filesForModules(
        manifest,
        leaf.area === 'auth'
          ? [DOCUMENT_AUTH_FRAME, ...leaf.modules.slice(-1)]
          : leaf.modules.slice(-1),
        PUBLIC_ENTRY,
      ),
      entry: PUBLIC_ENTRY,
    };
  return { ...filesForModules(manifest, leaf.modules), entry: 'index.html' };
}

export const rootDir = ROOT;
