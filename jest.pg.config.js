// `npm run test:pg`: the files whose outcome can differ on PostgreSQL (docs/decisions/018-test-suite-speed.md,
// seventh pass). Naming files by hand (`node scripts/with-postgres.mjs npm run -s jest -- <paths>`)
// still runs exactly those on PostgreSQL, with jest.config.js.
import base from './jest.config.js';
import { pgSuite } from './test/pg-suite.js';

const { excluded } = pgSuite(import.meta.dirname);

export default {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', ...excluded.map((file) => `<rootDir>/${file.replaceAll('.', '\\.')}$`)],
};
