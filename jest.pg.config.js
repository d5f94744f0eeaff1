// `npm run test:pg`: the files whose outcome can differ on PostgreSQL (docs/decisions/018-test-suite-speed.md,
// seventh pass). Naming files by hand (`node scripts/with-postgres.mjs npm run -s jest -- <paths>`)
// still runs exactly those on PostgreSQL, with jest.config.js.
import base from './jest.config.js';
import { pgSuiteNow } from './test/pg-suite.js';

const { included, excluded, statements } = pgSuiteNow(import.meta.dirname);
console.error(`test:pg runs ${included.length} files of ${included.length + excluded.length}: ${statements} statements of the last SQLite run, each at least once (test/sql-record.js)`);

export default {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', ...excluded.map((file) => `<rootDir>/${file.replaceAll('.', '\\.')}$`)],
};
