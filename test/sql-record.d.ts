import type { LogEvent } from 'kysely';

/** What an SQLite run noted of one test file (test/sql-record.js). */
export type FileRecord = { file: string; source: string; seconds: number; statements: string[] };

export declare const SQL_RECORD_ENV: string;
export declare function recordFolder(root: string): string;
export declare function startRecord(root: string): string;
export declare function statementKey(event: LogEvent): string;
export declare function statementLogger(): ((event: LogEvent) => void) | undefined;
export declare function writeFileRecord(root: string, testPath: string, global: object, seconds: number): void;
export declare function readRecords(root: string): Map<string, FileRecord>;
export declare function coveringFiles(records: FileRecord[], covered?: Set<string>): string[];
