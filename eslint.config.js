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
  recipes: ['collections', 'cook', 'account'],
  generate: ['recipes', 'collections', 'cook', 'account'],
};

const features = Object.keys(featureDependencies);
const folders = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const undeclared = folders.filter((folder) => !features.includes(folder));
if (undeclared.length > 0) {
  throw new Error(
    `eslint.config.js: add src/features/${undeclared.join(', ')} to featureDependencies`,
  );
}
/** Throws when the dependency map has a cycle: features must form layers. */
const assertAcyclic = (feature, path = []) => {
  if (path.includes(feature)) {
    throw new Error(`eslint.config.js: feature cycle ${[...path, feature].join(' -> ')}`);
  }
  for (const next of featureDependencies[feature]) assertAcyclic(next, [...path, feature]);
};
features.forEach((feature) => assertAcyclic(feature));

/** src reads the contract through api; lib, below api, reads it directly. */
const contractReaders = new Set(['api', 'lib']);
const srcOutsideContractReaders = readdirSync('src')
  .filter((name) => !contractReaders.has(name))
  .map((name) => `./src/${name}`);

/** Imports flow one way: lib -> api -> components -> features -> screens -> app (STYLE.md). */
const srcIsProductCode = {
  target: './src',
  from: ['./mocks', './stories', './tests', './server'],
  message: 'src is product code: it never imports mocks, stories, tests or the server.',
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
    from: ['./src', './mocks', './stories', './tests', './server'],
    message: 'contract is neutral: generated from openapi.yaml, it imports nothing of the project.',
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
];

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
      'import-x/resolver': {
        typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
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
