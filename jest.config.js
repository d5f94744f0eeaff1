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
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/shared', '<rootDir>/server', '<rootDir>/client'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  testTimeout: 30000,
  maxWorkers: 2,
};
