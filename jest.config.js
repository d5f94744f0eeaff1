/** Jest runs TypeScript through SWC as native ES modules (file-type and friends are ESM only). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'es6' },
};

export default {
  // Node's environment plus one Chromium per worker for the browser tests (test/browser-environment.js).
  testEnvironment: '<rootDir>/test/browser-environment.js',
  roots: ['<rootDir>/test', '<rootDir>/shared', '<rootDir>/server', '<rootDir>/client'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // The migrated and the demo database are made once per run and copied by each test (docs/decisions/018-test-suite-speed.md).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // Three on two cores: a browser test spends part of its time waiting on the page, which a third file fills (docs/decisions/018-test-suite-speed.md).
  maxWorkers: 3,
  // A worker whose heap a file left over 1 GB is replaced: ESM test files leave their module graphs behind, and a 2 GB heap's collections cost more than a new worker (same ADR, ninth pass).
  workerIdleMemoryLimit: '1GB',
  // Long files first on a fresh clone too, where jest has no timings of earlier runs (same ADR, seventh pass).
  testSequencer: '<rootDir>/test/slow-first-sequencer.js',
};
