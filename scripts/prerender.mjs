// After `vite build`: renders the public pages (the routes src/app/route-manifest.ts marks
// `prerender`: /, /about, /contact, /privacy) with react-dom/server into dist/<path>/index.html, so they paint and are indexable before any script runs; their own
// light entry (public.html, src/public-main.tsx: no router, no query client) then hydrates the same markup. The untouched SPA shell moves to dist/spa.html, and
// each client-rendered route gets a copy with its own preloads in dist/shells: the server answers
// every other HTML request with one of them. Finally every text file gets .br and .gz siblings
// so the server can send them precompressed (@fastify/static `preCompressed`). No browser is needed.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { routeLeaves, routePattern } from '#src/app/route-manifest.ts';
import {
  filesForModules,
  filesForRoute,
  pageFile,
  PUBLIC_ENTRY,
  readManifest,
  rootDir,
} from './route-files.mjs';

const DIST = resolve(rootDir, process.env.PRERENDER_DIST ?? 'dist');
const SSR_OUT = join(rootDir, 'node_modules', '.cache', 'sous-prerender');
/** The shell every non-prerendered HTML request gets (the server's SPA fallback). */
export const SPA_SHELL = 'spa.html';
/** The per-route shells (writeRouteShells). */
const SHELLS_DIR = 'shells';

/**
 * Screens set their tab title with useDocumentTitle, an effect that never runs on the server.
 * In the prerender bundle only, the hook's effect runs during render against a stand-in
 * document, so each page's <title> is exactly what the browser would show.
 */
const captureDocumentTitle = {
  name: 'sous-prerender-document-title',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith('/src/components/use-document-title.ts')) return null;
    const patched = code
      .replace(/\buseEffect\(/g, '__prerenderRunEffect(')
      .replace(/\bdocument\.title\b/g, 'globalThis.__prerenderDocument.title');
    if (patched === code) return null;
    return `${patched}\nfunction __prerenderRunEffect(effect) { effect(); }\n`;
  },
};

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

async function buildRenderer() {
  rmSync(SSR_OUT, { recursive: true, force: true });
  await build({
    configFile: join(rootDir, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [captureDocumentTitle],
    build: {
      ssr: join(rootDir, 'src', 'prerender.tsx'),
      outDir: SSR_OUT,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      ssrManifest: false,
      copyPublicDir: false,
      minify: false,
    },
  });
  return import(pathToFileURL(join(SSR_OUT, 'prerender.js')).href);
}

/** The public session probe the app asks first (src/features/account/api/current-user.ts). */
const SESSION_PROBE = '/api/auth/session';
/** Pages whose first request is the probe: the signed-in pages and the sign-in forms (Google on or off). */
const SESSION_PROBE_ROUTES = (leaf) => leaf.auth || leaf.id === 'login' || leaf.id === 'register';

/** The <head> additions for one route: its CSS and module preloads for its lazy chunks. */
function headLinks(manifest, leaf) {
  const { js, css, entryJs, entry } = filesForRoute(manifest, leaf);
  const entryCss = new Set(filesForModules(manifest, [], entry).css);
  return [
    // The session probe (public: never a 401) is the first request the page makes once its script
    // runs; fetched with the document, its answer is there when the script asks (credentials match
    // the API client's, so the browser hands the preloaded response over instead of fetching twice).
    ...(SESSION_PROBE_ROUTES(leaf)
      ? [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SESSION_PROBE}">`]
      : []),
    // The layout and screen CSS must apply to the static markup before the chunks load.
    ...css
      .filter((file) => !entryCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // Hydration waits for the route's chunks: fetch them alongside the entry instead of after it.
    ...js
      .filter((file) => !entryJs.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

const withLinks = (html, links) =>
  links ? html.replace('</head>', `    ${links}\n  </head>`) : html;

/**
 * One SPA shell per client-rendered route (dist/shells/<route>.html, listed with its URL pattern in
 * dist/shells/routes.json): the plain shell plus that route's CSS and module preloads, so a first
 * load of, say, a recipe fetches the layout and screen chunks alongside the entry instead of after
 * it has run. The server answers a matching URL with its route's shell (server/src/platform/http/spa.ts).
 * A signed-in page's shell also holds its first picture, the session check's spinner, so the browser
 * paints it with the CSS instead of a blank page until the scripts have run.
 */
function writeRouteShells(shell, manifest, leaves, sessionLoading) {
  const dir = join(DIST, SHELLS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const routes = [];
  for (const leaf of leaves) {
    if (leaf.path.endsWith('*')) continue;
    if (leaf.prerender) {
      // Its page answers its URL however it is spelt (/About, /login/): the router matched so.
      routes.push({ path: leaf.path, pattern: routePattern(leaf.path), file: pageFile(leaf.path) });
      continue;
    }
    const file = `${leaf.path.slice(1).replace(/[^A-Za-z0-9]+/g, '-')}.html`;
    const html = leaf.auth
      ? shell.replace('<div id="root"></div>', `<div id="root">${sessionLoading}</div>`)
      : shell;
    writeFileSync(join(dir, file), withLinks(html, headLinks(manifest, leaf)));
    routes.push({
      path: leaf.path,
      pattern: routePattern(leaf.path),
      file: `${SHELLS_DIR}/${file}`,
      // The API answers the server preloads for a signed-in visit (server/src/platform/http/spa.ts).
      ...(leaf.auth && leaf.data.length ? { data: leaf.data } : {}),
    });
  }
  writeFileSync(join(dir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  console.log(
    `prerender: ${routes.filter((route) => route.file.startsWith(SHELLS_DIR)).length} route shells with their preloads in dist/${SHELLS_DIR}`,
  );
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Writes file.br and file.gz next to every compressible file over 1 KB (source maps excepted). */
function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(file);
        continue;
      }
      if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(file).size < 1024) continue;
      const body = readFileSync(file);
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      raw += body.length;
      brotli += br.length;
    }
  };
  walk(dir);
  return { files, raw, brotli };
}

async function main() {
  const shellFile = join(DIST, 'index.html');
  const spaFile = join(DIST, SPA_SHELL);
  if (!existsSync(shellFile)) throw new Error(`${shellFile} is missing: run vite build first`);
  // A second run must start from the shell, not from the landing page written by the first.
  const shell =
    existsSync(spaFile) && readFileSync(shellFile, 'utf8').includes('data-prerendered=')
      ? readFileSync(spaFile, 'utf8')
      : readFileSync(shellFile, 'utf8');
  if (!shell.includes('<div id="root"></div>'))
    throw new Error('The SPA shell has no empty <div id="root"></div>');
  writeFileSync(spaFile, shell);
  // The prerendered pages run their own light entry (vite.config.ts, src/public-main.tsx).
  const publicFile = join(DIST, PUBLIC_ENTRY);
  if (!existsSync(publicFile)) throw new Error(`${publicFile} is missing: run vite build first`);
  const publicShell = readFileSync(publicFile, 'utf8');
  if (!publicShell.includes('<div id="root"></div>'))
    throw new Error(`dist/${PUBLIC_ENTRY} has no empty <div id="root"></div>`);

  const manifest = readManifest(DIST);
  const leaves = routeLeaves();
  const pages = leaves.filter((leaf) => leaf.prerender);
  const started = performance.now();
  const { render, renderSessionLoading } = await buildRenderer();
  const sessionLoading = renderSessionLoading();

  for (const leaf of pages) {
    const { path } = leaf;
    globalThis.__prerenderDocument = { title: '' };
    const markup = await render(path);
    if (!markup.trim()) throw new Error(`${path} rendered no markup`);
    const title = globalThis.__prerenderDocument.title;
    let html = publicShell.replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div>`,
    );
    if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    else console.warn(`prerender: ${path} set no document title; keeping the shell's`);
    html = withLinks(html, headLinks(manifest, leaf));
    const out = join(DIST, pageFile(path));
    mkdirSync(join(out, '..'), { recursive: true });
    writeFileSync(out, html);
    console.log(
      `prerender: ${path} -> ${relative(rootDir, out)} (${(html.length / 1024).toFixed(1)} KB, "${title}")`,
    );
  }
  rmSync(SSR_OUT, { recursive: true, force: true });
  // Only its prerendered copies are pages; the empty template is no URL of the product.
  rmSync(publicFile);
  writeRouteShells(shell, manifest, leaves, sessionLoading);
  const packed = precompress(DIST);
  console.log(
    `prerender: precompressed ${packed.files} files (${(packed.raw / 1024).toFixed(0)} KB -> ${(packed.brotli / 1024).toFixed(0)} KB brotli, plus .gz)`,
  );
  console.log(
    `prerender: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s; SPA shell at dist/${SPA_SHELL}`,
  );
}

await main();
