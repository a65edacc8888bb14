import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
const zones = [
  srcIsProductCode,
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
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in a screen.',
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
        { zones: zones.filter((zone) => zone !== srcIsProductCode) },
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
);
