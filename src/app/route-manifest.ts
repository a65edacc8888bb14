/**
 * The route table as data (every URL the product has): every URL pattern, the module each route loads lazily, which
 * routes need a session and which pages are prerendered. The app's router is built from it
 * (routes.tsx); the build reads the same data for the prerendered pages and the per-route shells
 * (scripts/prerender.mjs), for the chunk groups (scripts/route-chunks.mjs) and for bench:web. It
 * imports nothing and uses only erasable TypeScript, so Node runs it as it is.
 */

/** Which chunk group a top-level route's modules belong to (scripts/route-chunks.mjs). */
export type RouteArea = 'public' | 'auth' | 'app';

/** One route of the table. */
export interface RouteEntry {
  /** Stable id: the router's route id, and the key routes.tsx attaches a route's loader by. */
  readonly id: string;
  /** Relative to the parent route, in React Router syntax (":param", a trailing "*"); none on a layout. */
  readonly path?: string;
  readonly index?: true;
  /** The file whose default export renders the route (repository-relative, as in Vite's manifest); a chunk of its own. */
  readonly module?: string;
  /** This route and everything below it sit behind the login guard, the only routes that send a signed-out user to /login. */
  readonly auth?: true;
  /** Written to static HTML by the build: a public page that renders the same for every visitor. */
  readonly prerender?: true;
  /** On top-level routes: the chunk group of the modules below. */
  readonly area?: RouteArea;
  /**
   * The API requests this route's loader starts first (routes.tsx), as URLs under /api with the
   * route's :params; a page's list adds its parents'. The server sends them as preload links with a
   * signed-in first load of the page (server/src/platform/http/spa.ts), so the answers travel with
   * the page's scripts instead of after them; routes.test.tsx checks them against the loaders.
   */
  readonly data?: readonly string[];
  readonly children?: readonly RouteEntry[];
}

export const routeManifest = [
  {
    id: 'public-layout',
    area: 'public',
    module: 'src/app/layouts/landing-layout.tsx',
    children: [
      {
        id: 'landing',
        index: true,
        module: 'src/screens/landing/landing-screen.tsx',
        prerender: true,
      },
      {
        id: 'about',
        path: 'about',
        module: 'src/screens/about/about-screen.tsx',
        prerender: true,
      },
      {
        id: 'contact',
        path: 'contact',
        module: 'src/screens/contact/contact-screen.tsx',
        prerender: true,
      },
      {
        id: 'privacy',
        path: 'privacy',
        module: 'src/screens/privacy/privacy-screen.tsx',
        prerender: true,
      },
    ],
  },
  {
    id: 'auth-layout',
    area: 'auth',
    module: 'src/app/layouts/auth-layout.tsx',
    children: [
      { id: 'login', path: 'login', module: 'src/screens/login/login-screen.tsx', prerender: true },
      {
        id: 'register',
        path: 'register',
        module: 'src/screens/register/register-screen.tsx',
        prerender: true,
      },
      {
        id: 'forgot-password',
        path: 'forgot-password',
        module: 'src/screens/forgot-password/forgot-password-screen.tsx',
        prerender: true,
      },
      {
        id: 'reset-password',
        path: 'reset-password',
        module: 'src/screens/reset-password/reset-password-screen.tsx',
        prerender: true,
      },
      {
        id: 'confirm-email',
        path: 'confirm-email',
        module: 'src/screens/confirm-email/confirm-email-screen.tsx',
        prerender: true,
      },
      {
        id: 'oauth-callback',
        path: 'oauth/callback',
        module: 'src/screens/oauth-callback/oauth-callback-screen.tsx',
        prerender: true,
      },
      {
        id: 'oauth-failed',
        path: 'oauth/callback/login-failed',
        module: 'src/screens/oauth-failed/oauth-failed-screen.tsx',
        prerender: true,
      },
      {
        id: 'login-failed',
        path: 'login-failed',
        module: 'src/screens/auth-failed/login-failed-screen.tsx',
        prerender: true,
      },
      {
        id: 'register-failed',
        path: 'register-failed',
        module: 'src/screens/auth-failed/register-failed-screen.tsx',
        prerender: true,
      },
    ],
  },
  {
    id: 'app',
    path: 'app',
    area: 'app',
    auth: true,
    // The session's user, asked once the public probe says a session cookie is there.
    data: ['/api/users/me'],
    children: [
      {
        id: 'app-layout',
        module: 'src/app/layouts/main-layout.tsx',
        children: [
          {
            id: 'dashboard',
            index: true,
            module: 'src/screens/dashboard/dashboard-screen.tsx',
            data: ['/api/users/me/stats', '/api/recipe/list?sort=newest&limit=6'],
          },
          {
            id: 'generate',
            path: 'generate',
            module: 'src/screens/generate/generate-screen.tsx',
          },
          {
            id: 'library',
            path: 'library',
            module: 'src/screens/library/library-screen.tsx',
            data: ['/api/recipe/list?sort=newest&limit=6', '/api/collection/all'],
          },
          {
            id: 'recipes',
            path: 'recipes',
            module: 'src/screens/library/library-screen.tsx',
            data: ['/api/recipe/list?sort=newest&limit=6', '/api/collection/all'],
          },
          {
            id: 'recipe',
            path: 'recipe/:recipeId',
            module: 'src/screens/recipe/recipe-screen.tsx',
            data: ['/api/recipe/:recipeId/get', '/api/instruction/:recipeId'],
          },
          {
            id: 'recipe-new',
            path: 'recipe/new',
            module: 'src/screens/recipe-edit/recipe-edit-screen.tsx',
          },
          {
            id: 'recipe-edit',
            path: 'recipe/:recipeId/edit',
            module: 'src/screens/recipe-edit/recipe-edit-screen.tsx',
          },
          {
            id: 'shared-save',
            path: 'shared/:token',
            module: 'src/screens/shared-save/shared-save-screen.tsx',
          },
          {
            id: 'collection',
            path: 'collection/:collectionId',
            module: 'src/screens/collection/collection-screen.tsx',
            data: ['/api/collection/:collectionId'],
          },
          {
            id: 'plan',
            path: 'plan',
            module: 'src/screens/plan/plan-screen.tsx',
          },
          {
            id: 'planned-recipe',
            path: 'plan/:entryId/recipe',
            module: 'src/screens/planned-recipe/planned-recipe-screen.tsx',
            data: ['/api/plan/:entryId/recipe'],
          },
          {
            id: 'shopping',
            path: 'shopping',
            module: 'src/screens/shopping/shopping-screen.tsx',
          },
          {
            id: 'settings',
            path: 'settings',
            module: 'src/screens/settings/settings-screen.tsx',
          },
        ],
      },
    ],
  },
  {
    id: 'not-found',
    path: '*',
    area: 'public',
    module: 'src/screens/not-found/not-found-screen.tsx',
    // dist/404.html: the server's answer (404) to any address no route has.
    prerender: true,
  },
] as const satisfies readonly RouteEntry[];

type IdsOf<Entry> = Entry extends { readonly id: infer Id; readonly children?: infer Children }
  ? Id | (Children extends readonly unknown[] ? IdsOf<Children[number]> : never)
  : never;

/** The id of any route of the table. */
export type RouteId = IdsOf<(typeof routeManifest)[number]>;

/** A route that renders a page (a leaf of the table), flattened. */
export interface RouteLeaf {
  id: RouteId;
  /** The full URL pattern, e.g. "/app/recipe/:recipeId". */
  path: string;
  /** The modules the page loads before it can render, outermost layout first, its screen last. */
  modules: string[];
  auth: boolean;
  prerender: boolean;
  area: RouteArea;
  /** The API requests its loaders start first, its parents' included (RouteEntry.data). */
  data: string[];
}

/** Every page of the table, in table order. */
export function routeLeaves(routes: readonly RouteEntry[] = routeManifest): RouteLeaf[] {
  const leaves: RouteLeaf[] = [];
  const walk = (
    entries: readonly RouteEntry[],
    parent: { path: string; modules: string[]; auth: boolean; area?: RouteArea; data: string[] },
  ) => {
    for (const entry of entries) {
      const path = entry.path
        ? `${parent.path.replace(/\/$/, '')}/${entry.path}`.replace(/\/$/, '') || '/'
        : parent.path;
      const here = {
        path,
        modules: entry.module ? [...parent.modules, entry.module] : parent.modules,
        auth: parent.auth || !!entry.auth,
        area: entry.area ?? parent.area,
        data: [...parent.data, ...(entry.data ?? [])],
      };
      if (entry.children) {
        walk(entry.children, here);
        continue;
      }
      if (!here.area) throw new Error(`Route ${entry.id} has no area`);
      leaves.push({
        ...here,
        id: entry.id as RouteId,
        area: here.area,
        prerender: !!entry.prerender,
      });
    }
  };
  walk(routes, { path: '/', modules: [], auth: false, data: [] });
  return leaves;
}

/**
 * The regular expression (source; compile it case-insensitively, as React Router matches) of a
 * full route pattern: ":param" is one segment, a trailing "*" anything. The build writes it into
 * dist/shells/routes.json, so the server matches URLs exactly as the build does.
 */
export function routePattern(path: string): string {
  return `^${path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[^/]+/g, '[^/]+')
    .replace(/\*$/, '.*')}$`;
}

/** The page a concrete URL renders ("/app/recipe/1" -> "/app/recipe/:recipeId"); the catch-all last. */
export function matchLeaf(url: string, leaves: RouteLeaf[] = routeLeaves()): RouteLeaf | undefined {
  const pathname = new URL(url, 'http://x').pathname.replace(/(?<!\/)\/+$/, '') || '/';
  const matches = (leaf: RouteLeaf) => new RegExp(routePattern(leaf.path), 'i').test(pathname);
  return (
    leaves.find((leaf) => !leaf.path.endsWith('*') && matches(leaf)) ??
    leaves.find((leaf) => leaf.path.endsWith('*') && matches(leaf))
  );
}
