// Reads the route table (src/app/routes.tsx) and the Vite manifest to tell, for any URL, which
// lazy modules it loads and so which JS and CSS files the browser needs first. Shared by the
// prerender step (modulepreload links) and bench-web (per-route size budgets).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { parseSync } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const ROUTES_FILE = 'src/app/routes.tsx';

function resolveModule(fromFile, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  const candidates = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  const found = candidates.find((file) => /\.[jt]sx?$/.test(file) && existsSync(join(ROOT, file)));
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/** The first dynamic import() specifier inside an ESTree node, if any. */
function dynamicImport(node) {
  if (!node || typeof node !== 'object') return undefined;
  if (node.type === 'ImportExpression' && typeof node.source?.value === 'string')
    return node.source.value;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value)
      ? value.map(dynamicImport).find(Boolean)
      : dynamicImport(value);
    if (found) return found;
  }
  return undefined;
}

const property = (object, name) =>
  object.properties.find((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === name)
    ?.value;

/** The `routes` array literal of the route table (exported or not). */
function routesArray(program) {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const item of declaration.declarations) {
      if (item.id.name === 'routes' && item.init?.type === 'ArrayExpression') return item.init;
    }
  }
  throw new Error(`No "routes" array in ${ROUTES_FILE}`);
}

/**
 * Every leaf route of the table as { path, modules }: the URL pattern (React Router syntax) and the
 * source modules its lazy layouts and screen load, outermost first. Read with Vite's own parser, so
 * the build needs no TypeScript.
 */
export function routeTable() {
  const { program, errors } = parseSync(ROUTES_FILE, readFileSync(join(ROOT, ROUTES_FILE), 'utf8'));
  if (errors.length) throw new Error(`${ROUTES_FILE} does not parse: ${errors[0].message}`);
  const leaves = [];
  const walk = (array, parentPath, parentModules) => {
    for (const element of array.elements) {
      if (element?.type !== 'ObjectExpression') continue;
      const pathNode = property(element, 'path');
      const segment = typeof pathNode?.value === 'string' ? pathNode.value : '';
      const path = segment.startsWith('/')
        ? segment
        : posix.join(parentPath, segment).replace(/\/$/, '') || '/';
      const specifier = dynamicImport(property(element, 'Component'));
      const modules = specifier
        ? [...parentModules, resolveModule(ROUTES_FILE, specifier)]
        : parentModules;
      const children = property(element, 'children');
      if (children?.type === 'ArrayExpression') walk(children, path, modules);
      else leaves.push({ path, modules });
    }
  };
  walk(routesArray(program), '/', []);
  return leaves;
}

/**
 * The regular expression (source, to be compiled case-insensitively as React Router matches) of a
 * route pattern: ":param" is one segment, a trailing "*" anything. dist/shells/routes.json carries
 * it, so the server matches URLs exactly as the build does.
 */
export function routePattern(pattern) {
  return `^${pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[^/]+/g, '[^/]+')
    .replace(/\*$/, '.*')}$`;
}

/** The leaf route whose pattern matches a concrete URL path ("/app/recipe/1" -> "/app/recipe/:recipeId"). */
export function matchRoute(leaves, url) {
  const pathname = new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/';
  const exact = leaves.filter((leaf) => !leaf.path.endsWith('*'));
  return (
    exact.find((leaf) => new RegExp(routePattern(leaf.path), 'i').test(pathname)) ??
    leaves.find((leaf) => leaf.path.endsWith('*'))
  );
}

/** Reads dist/.vite/manifest.json. */
export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${relative(ROOT, file)} is missing: vite build with build.manifest`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The files a page loads before it can show its route: the entry (index.html) with its static
 * imports, then each lazy module of the route with its static imports. Dynamic imports inside those
 * (lottie, the mock worker) are not followed: they load later, if ever.
 * Returns { js: string[], css: string[], entryJs: string[] } as paths relative to the dist folder.
 */
export function filesForModules(manifest, modules) {
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
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key.endsWith('index.html'),
  );
  if (!entryKey) throw new Error('The Vite manifest has no index.html entry');
  visit(entryKey);
  const entryJs = [...js];
  for (const module of modules) visit(module);
  return { js: [...js], css: [...css], entryJs };
}

export const rootDir = ROOT;
