import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which features a feature may import (docs/decisions/0005-features-by-domain.md). A feature is
 * missing from a list unless its code really needs the other one; screens compose the rest. The
 * map must stay acyclic (checked below), and every folder in src/features must appear in it.
 */
const featureDependencies = {
  account: [],
  collections: [],
  cook: [],
  dashboard: [],
  public: [],
  shell: [],
  recipes: ['collections', 'cook', 'account', 'shopping'],
  generate: ['recipes', 'collections', 'cook', 'account'],
  plan: ['recipes', 'account', 'shopping'],
  shopping: [],
  offline: ['shopping'],
  household: ['plan', 'shopping'],
};

/**
 * Which server features may import which (server/README.md, decision record 0033): the same rules
 * as the SPA's map. Every feature may import platform/ and contract/; platform/ imports no feature;
 * app.ts (the composition root) may import everything, nothing imports it.
 */
const serverFeatureDependencies = {
  files: [],
  account: ['files'],
  dashboard: ['account'],
  recipes: ['files'],
  collections: ['recipes'],
  plan: ['recipes', 'household'],
  shopping: ['recipes', 'plan', 'household'],
  share: ['recipes', 'account'],
  generate: ['recipes', 'files', 'account'],
  cook: ['recipes', 'generate', 'account'],
  household: [],
};
/** The server features that use the AI engine (server/src/ai) directly. */
const serverAiReaders = ['recipes', 'generate', 'cook'];

/**
 * The features of a dependency map, after checking that every folder under dir is declared and
 * that the map is acyclic (features must form layers); the config fails to load otherwise.
 */
function checkedFeatures(dependencies, dir, name) {
  const declared = Object.keys(dependencies);
  const undeclared = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !declared.includes(entry.name))
    .map((entry) => entry.name);
  if (undeclared.length > 0) {
    throw new Error(`eslint.config.js: add ${dir}/${undeclared.join(', ')} to ${name}`);
  }
  const visit = (feature, path) => {
    if (path.includes(feature)) {
      throw new Error(`eslint.config.js: ${name} cycle ${[...path, feature].join(' -> ')}`);
    }
    for (const next of dependencies[feature] ?? []) visit(next, [...path, feature]);
  };
  declared.forEach((feature) => visit(feature, []));
  return declared;
}

const features = checkedFeatures(featureDependencies, 'src/features', 'featureDependencies');
const serverFeatures = checkedFeatures(
  serverFeatureDependencies,
  'server/src/features',
  'serverFeatureDependencies',
);

/** src reads the contract through api; lib, below api, reads it directly. */
const contractReaders = new Set(['api', 'lib']);
const srcOutsideContractReaders = readdirSync('src')
  .filter((name) => !contractReaders.has(name))
  .map((name) => `./src/${name}`);

/** Imports flow one way: lib -> api -> components -> features -> screens -> app (STYLE.md). */
const srcIsProductCode = {
  target: './src',
  from: ['./mocks', './stories', './tests', './server', './bench'],
  message: 'src is product code: it never imports mocks, stories, tests, benches or the server.',
};
/** Test-only helpers for the unit tests next to the code; product code never imports them. */
const testingIsTestOnly = {
  target: './src',
  from: './src/testing',
  message: 'src/testing holds test-only helpers: only *.test files import them.',
};
const zones = [
  srcIsProductCode,
  testingIsTestOnly,
  {
    target: './contract',
    from: ['./src', './mocks', './stories', './tests', './server', './kitchen'],
    message: 'contract is neutral: generated from openapi.yaml, it imports nothing of the project.',
  },
  {
    target: './kitchen',
    from: ['./src', './mocks', './stories', './tests'],
    message: 'kitchen is neutral like contract: it never imports the SPA, mocks, stories or tests.',
  },
  {
    target: './kitchen',
    from: './server',
    message:
      'kitchen is the food knowledge server and mock share: it imports contract/ and nothing of the server (decision record 0039).',
  },
  {
    target: srcOutsideContractReaders,
    from: './contract',
    message: 'src reads the contract through src/api (types.ts).',
  },
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'lib is framework-free and imports nothing from src.',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/features', './src/screens', './src/app'],
  },
  { target: './src/components', from: ['./src/features', './src/screens', './src/app'] },
  { target: './src/features', from: ['./src/screens', './src/app'] },
  { target: './src/screens', from: ['./src/app'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features
      .filter((other) => other !== feature && !featureDependencies[feature].includes(other))
      .map((other) => `./src/features/${other}`),
    message: `${feature} may import ${featureDependencies[feature].join(', ') || 'no other feature'} (featureDependencies); a screen composes the rest.`,
  })),
  {
    target: './server',
    from: './src',
    message: 'The server never imports the SPA: what it shares with it lives in contract/.',
  },
  {
    target: './server/src',
    from: ['./server/test', './bench'],
    message:
      'server/src is product code: it never imports the server tests, their helpers or the benches.',
  },
  {
    target: './server/test',
    from: './bench',
    message: 'The bench kit builds on the test helpers, not the other way round.',
  },
  {
    // bench/README.md: a bench starts servers, makes users and seeds data through bench/kit only.
    target: './bench/*.ts',
    from: [
      './server/test/helpers/**',
      './server/src/platform/db/**',
      './server/src/features/*/*-repository.ts',
    ],
    message:
      'A bench starts servers and seeds data through the bench kit (./kit/index.ts): no test helpers, database or repository calls of its own.',
  },
  {
    target: './server/src/platform',
    from: [
      './server/src/features',
      './server/src/ai',
      './server/src/app.ts',
      './server/src/main.ts',
    ],
    message: 'platform is what every feature uses: it imports no feature, no ai and not the app.',
  },
  {
    target: './server/src/ai',
    from: ['./server/src/features', './server/src/platform', './server/src/app.ts'],
    message: 'ai is the engine: it imports only contract/ (its users pass it what it needs).',
  },
  ...serverFeatures.map((feature) => ({
    target: `./server/src/features/${feature}`,
    from: [
      ...serverFeatures
        .filter((other) => other !== feature && !serverFeatureDependencies[feature].includes(other))
        .map((other) => `./server/src/features/${other}`),
      ...(serverAiReaders.includes(feature) ? [] : ['./server/src/ai']),
      './server/src/app.ts',
      './server/src/main.ts',
    ],
    message: `server feature ${feature} may import ${[...serverFeatureDependencies[feature], ...(serverAiReaders.includes(feature) ? ['ai'] : [])].join(', ') || 'no other feature'} (serverFeatureDependencies), platform and contract; app.ts composes the rest.`,
  })),
];

/** Imports climb out of their folder by an alias (package.json "imports"), never by ../. */
const PARENT_IMPORT = {
  regex: '^\\.\\./',
  message:
    'Import across folders through an alias (#src/, #contract/, #mocks/, #stories/, #tests/, #server/, #kitchen/, #scripts/), not ../.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-mock',
      'storybook-static',
      'public/mockServiceWorker.js',
      'contract/schema.gen.ts',
      'coverage',
      'test-results',
      'playwright-report',
      '.data',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses no .ts/.tsx file for its module graph, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver': {
        typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [PARENT_IMPORT] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^\\.\\.\\//]',
          message: PARENT_IMPORT.message,
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|importActual)$/][arguments.0.value=/^\\.\\.\\//]",
          message: PARENT_IMPORT.message,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Unit tests sit next to the code they test and drive it through the shared mock backend.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone !== srcIsProductCode && zone !== testingIsTestOnly) },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Every regex that may meet user text runs in linear time (hardening-2, finding 1): the two
    // backtracking rules are errors, with the plugin's recommended set for regex mistakes.
    // kitchen/ is left out: its patterns read the book's own hand-written files, never user text.
    files: ['contract/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
      // Style only (a group nobody reads costs nothing): its 21 findings would touch files that are
      // being moved (server/src/features); worth turning on once that has landed.
      'regexp/no-unused-capturing-group': 'off',
    },
  },
);
