import type { FileRecord } from './sql-record.js';

/** The test files `npm run test:pg` runs and those it leaves to `npm test`, as paths from `root` (test/pg-suite.js). */
export declare function pgSuite(root: string, records?: Map<string, FileRecord>): { included: string[]; excluded: string[]; statements: number };
/** pgSuite with the SQL record of the code as it is now. */
export declare function pgSuiteNow(root: string): { included: string[]; excluded: string[]; statements: number };
