import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Jest config of the story runner: Debian's Chromium, never a downloaded browser. */
export default {
  ...base,
  testTimeout: 60_000,
  // `node scripts/test-stories.mjs --story <id>`: only that story's test in its file, in an environment
  // that makes its browser page itself (see named-story-environment.js).
  ...(process.env.STORIES_NAME_PATTERN
    ? {
        testNamePattern: process.env.STORIES_NAME_PATTERN,
        testEnvironment: '<rootDir>/.storybook/named-story-environment.js',
      }
    : {}),
  // One line per failed story naming its check, a summary and tests/visual/report/junit.xml;
  // STORIES_VERBOSE=1 adds Jest's own output (console logs of every story file included).
  reporters: [
    ...(process.env.STORIES_VERBOSE ? ['default'] : []),
    '<rootDir>/tests/visual/story-reporter.mjs',
  ],
  // Visual regression (tests/visual): a fresh report per run, assembled once all workers finished.
  globalSetup: '<rootDir>/tests/visual/global-setup.ts',
  globalTeardown: '<rootDir>/tests/visual/global-teardown.ts',
  // pixelmatch ships only as an ES module: let swc turn it into CommonJS like the rest.
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args,
      },
      // One CSS pixel per screenshot pixel on every machine.
      contextOptions: { deviceScaleFactor: 1 },
    },
  },
};
