/** The test files `npm run test:pg` runs and those it leaves to `npm test`, as paths from `root` (test/pg-suite.js). */
export declare function pgSuite(root: string): { included: string[]; excluded: string[] };
