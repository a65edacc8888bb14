// Reads the route table (src/app/routes.tsx) and the Vite manifest to tell, for any URL, which
// lazy modules it loads and so which JS and CSS files the browser needs first. Shared by the
// prerender step (modulepreload links) and bench-web (per-route size budgets).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const ROUTES_FILE = 'src/app/routes.tsx';

function resolveModule(fromFile, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  const candidates = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  const found = candidates.find((file) => /\.[jt]sx?$/.test(file) && existsSync(join(ROOT, file)));
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/** The first dynamic import() specifier inside a node, if any. */
function dynamicImport(node) {
  let found;
  const visit = (n) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found = arg.text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const property = (object, name) =>
  object.properties.find((p) => ts.isPropertyAssignment(p) && p.name && p.name.getText() === name)?.initializer;

/**
 * Every leaf route of the table as { path, modules }: the URL pattern (React Router syntax) and the
 * source modules its lazy layouts and screen load, outermost first.
 */
export function routeTable() {
  const source = ts.createSourceFile(
    ROUTES_FILE,
    readFileSync(join(ROOT, ROUTES_FILE), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let table;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const decl of node.declarationList.declarations) {
      if (decl.name.getText() === 'routes' && decl.initializer && ts.isArrayLiteralExpression(decl.initializer)) {
        table = decl.initializer;
      }
    }
  });
  if (!table) throw new Error(`No "routes" array in ${ROUTES_FILE}`);

  const leaves = [];
  const walk = (array, parentPath, parentModules) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = property(element, 'path');
      const segment = pathNode && ts.isStringLiteralLike(pathNode) ? pathNode.text : '';
      const path = segment.startsWith('/')
        ? segment
        : posix.join(parentPath, segment).replace(/\/$/, '') || '/';
      const lazy = property(element, 'lazy');
      const specifier = lazy && dynamicImport(lazy);
      const modules = specifier ? [...parentModules, resolveModule(ROUTES_FILE, specifier)] : parentModules;
      const children = property(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, path, modules);
      else leaves.push({ path, modules });
    }
  };
  walk(table, '/', []);
  return leaves;
}

/** The leaf route whose pattern matches a concrete URL path ("/app/recipe/1" -> "/app/recipe/:recipeId"). */
export function matchRoute(leaves, url) {
  const pathname = new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/';
  const toRegExp = (pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*')}$`);
  const exact = leaves.filter((leaf) => !leaf.path.endsWith('*'));
  return exact.find((leaf) => toRegExp(leaf.path).test(pathname)) ?? leaves.find((leaf) => leaf.path.endsWith('*'));
}

/** Reads dist/.vite/manifest.json. */
export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing: vite build with build.manifest`);
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
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('The Vite manifest has no index.html entry');
  visit(entryKey);
  const entryJs = [...js];
  for (const module of modules) visit(module);
  return { js: [...js], css: [...css], entryJs };
}

export const rootDir = ROOT;
