// The judge of the weight budgets (scripts/route-weights.mjs) on made-up builds; `npm run
// test:weight` applies it to the real production build in `npm test`.
import { describe, expect, it } from 'vitest';
import { routeLeaves } from '#src/app/route-manifest';
import {
  BUDGET_KB,
  INTERIM_AREA_KB,
  INTERIM_KB,
  budgetOf,
  judge,
  largestModules,
  packageOf,
  type WeighedRoute,
} from '#scripts/route-weights.mjs';

/** A route loading one entry file of `entryKb` and one route file of `routeKb` (gzip KB). */
function route(
  path: string,
  area: WeighedRoute['area'],
  routeKb: number,
  routeModules: Record<string, number> = { [`src/screens${path}.tsx`]: 1000 },
): WeighedRoute {
  const entryKb = 60;
  return {
    path,
    area,
    cssKb: 10,
    jsKb: entryKb + routeKb,
    files: [
      {
        file: 'assets/index-a.js',
        gzKb: entryKb,
        modules: {
          'node_modules/react-dom/cjs/react-dom-client.production.js': 3000,
          'node_modules/react-dom/cjs/react-dom.production.js': 1000,
          'src/main.tsx': 1000,
        },
      },
      { file: `assets${path}-b.js`, gzKb: routeKb, modules: routeModules },
    ],
  };
}

/** The targets alone (no interim budgets). */
const options = { budgets: BUDGET_KB, interim: {}, interimArea: {} };

describe('weight budgets', () => {
  it('are 100 KB for public and auth pages and 150 KB for the app', () => {
    expect(BUDGET_KB).toEqual({ public: 100, auth: 100, app: 150 });
  });

  it('give every route of the manifest a budget, new routes included', () => {
    for (const leaf of routeLeaves()) {
      const budget = budgetOf(leaf);
      expect(budget, leaf.path).toBeTypeOf('number');
      // An interim budget only ever relaxes a target the route does not meet yet.
      expect(budget!, leaf.path).toBeGreaterThanOrEqual(BUDGET_KB[leaf.area]);
    }
    for (const path of Object.keys(INTERIM_KB))
      expect(routeLeaves().map((leaf) => leaf.path)).toContain(path);
    for (const [area, kb] of Object.entries(INTERIM_AREA_KB))
      expect(kb).toBeGreaterThan(BUDGET_KB[area as keyof typeof BUDGET_KB]);
  });

  it('pass a build whose routes are at or under their budgets', () => {
    expect(
      judge(
        [route('/about', 'public', 40), route('/login', 'auth', 39.9), route('/app', 'app', 90)],
        options,
      ),
    ).toEqual([]);
  });

  it('fail a route over its budget, naming the route, its size, the budget and its largest modules', () => {
    const failures = judge(
      [
        route('/about', 'public', 40.1, { 'src/content/about.en.ts': 300, 'src/about.tsx': 100 }),
        route('/app/library', 'app', 90),
        route('/app/settings', 'app', 90.2),
      ],
      options,
    );
    expect(failures).toHaveLength(2);
    expect(failures[0]).toBe(
      '/about: first-load JS 100.1 KB gz > budget 100 KB (public page); largest modules: ' +
        'react-dom ~48.0 KB, src/content/about.en.ts ~30.1 KB, src/main.tsx ~12.0 KB, src/about.tsx ~10.0 KB',
    );
    expect(failures[1]).toBe(
      '/app/settings: first-load JS 150.2 KB gz > budget 150 KB (app page); largest modules: ' +
        'src/screens/app/settings.tsx ~90.2 KB, react-dom ~48.0 KB, src/main.tsx ~12.0 KB',
    );
  });

  it('hold an interim budget as a ratchet: growth past it fails', () => {
    const interim = { budgets: BUDGET_KB, interim: { '/app': 160 }, interimArea: { public: 120 } };
    expect(judge([route('/app', 'app', 100), route('/new-page', 'public', 60)], interim)).toEqual(
      [],
    );
    expect(
      judge([route('/app', 'app', 100.1), route('/new-page', 'public', 60.1)], interim),
    ).toEqual([
      expect.stringMatching(
        /^\/app: first-load JS 160\.1 KB gz > budget 160 KB \(app page, interim budget; target 150 KB\); largest modules: /,
      ),
      expect.stringMatching(
        /^\/new-page: first-load JS 120\.1 KB gz > budget 120 KB \(public page, interim budget; target 100 KB\)/,
      ),
    ]);
  });

  it('fail code loaded outside the routes it belongs to, naming the file', () => {
    const failures = judge(
      [
        route('/app/generate', 'app', 10, { 'src/features/generate/model/wizard.ts': 10 }),
        route('/app/library', 'app', 10, {
          'src/features/cook/components/timer-indicator.tsx': 10,
          'src/screens/library/library-screen.tsx': 10,
        }),
        route('/', 'public', 10, { 'mocks/handlers.ts': 10 }),
        route('/app/recipe/:recipeId', 'app', 10, { 'node_modules/lottie-web/build/x.js': 10 }),
        route('/about', 'public', 10, {
          'node_modules/react-router/dist/development/chunk.mjs': 10,
        }),
        // An app page: the router and the query client are its own.
        route('/app/plan', 'app', 10, {
          'node_modules/react-router/dist/development/chunk.mjs': 10,
          'node_modules/@tanstack/query-core/build/modern/index.js': 10,
        }),
        // Prerendered since stop 40 (/login) and stop 51 (/forgot-password): the public pages' entry.
        route('/forgot-password', 'auth', 10, {
          'node_modules/react-router/dist/development/chunk.mjs': 10,
        }),
        route('/login', 'auth', 10, {
          'node_modules/@tanstack/query-core/build/modern/index.js': 10,
        }),
      ],
      options,
    );
    expect(failures).toEqual([
      '/app/recipe/:recipeId: lottie code belongs on no route at first load, but assets/app/recipe/:recipeId-b.js holds node_modules/lottie-web/build/x.js',
      '/app/library: recipe view code belongs only on /app/recipe/:recipeId, but assets/app/library-b.js holds src/features/cook/components/timer-indicator.tsx',
      '/: mock backend code belongs on no route at first load, but assets/-b.js holds mocks/handlers.ts',
      expect.stringMatching(
        /^\/about: router and query client code belongs only on \/app, .*, but assets\/about-b\.js holds node_modules\/react-router\/dist\/development\/chunk\.mjs$/,
      ),
      expect.stringMatching(
        /^\/forgot-password: router and query client code belongs only on \/app, .*, but assets\/forgot-password-b\.js holds node_modules\/react-router\/dist\/development\/chunk\.mjs$/,
      ),
      expect.stringMatching(
        /^\/login: router and query client code belongs only on \/app, .*, but assets\/login-b\.js holds node_modules\/@tanstack\/query-core\/build\/modern\/index\.js$/,
      ),
    ]);
  });

  it('attribute a file’s gzip size to its modules by rendered length, packages summed', () => {
    expect(packageOf('node_modules/@radix-ui/react-menu/dist/index.mjs')).toBe(
      '@radix-ui/react-menu',
    );
    expect(packageOf('node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('src/main.tsx')).toBe('src/main.tsx');
    expect(
      largestModules([
        {
          gzKb: 10,
          modules: { 'node_modules/a/x.js': 1, 'node_modules/a/y.js': 1, 'src/b.ts': 2 },
        },
        { gzKb: 3, modules: { 'src/b.ts': 1 } },
      ]),
    ).toEqual([
      { module: 'src/b.ts', kb: 8 },
      { module: 'a', kb: 5 },
    ]);
  });
});
