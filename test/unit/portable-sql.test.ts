import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * SQL that only SQLite speaks stays behind the dialect seam (server/db/dialect.ts), so a PostgreSQL
 * dialect is one more object, not a search through the queries (docs/decisions/019-floors-and-seams.md).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where SQLite itself is the subject: the seam, the driver and connection, and backups (a copy of the SQLite file). */
const EXEMPT = [/^server\/db\/dialect[\w-]*\.ts$/, /^server\/db\/sqlite-driver\.ts$/, /^server\/db\/database\.ts$/, /^server\/backup\//];

const SQLITE_ONLY: [string, RegExp][] = [
  ['an SQLite date/time function', /(?<![.\w])(datetime|strftime|julianday|unixepoch)\s*\(/i],
  ['an SQLite JSON function', /(?<![.\w])(json_extract|json_each|json_tree|json_type|json_group_array|json_group_object|json_set|json_insert|json_patch)\s*\(/i],
  ['an SQLite-only function', /(?<![.\w])(ifnull|group_concat|instr|printf|iif|last_insert_rowid|total_changes|randomblob|zeroblob)\s*\(/i],
  ['substr() (PostgreSQL: substring)', /(?<![.\w])substr\s*\(/i],
  ['COLLATE NOCASE', /collate\s+nocase/i],
  ['LIKE (case-blind in SQLite only)', /'(not )?like'|\b(not\s+)?like\s*\$\{|'glob'|\bglob\s*\$\{/i],
  ['an SQLite catalog or pragma', /\bsqlite_(master|schema|sequence)\b|\bpragma\b/i],
  ['an SQLite error code', /SQLITE_[A-Z]/],
];

/** The code without its comments, so a comment may still explain what SQLite does. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

function files(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function sqliteOnlyUses(paths: string[], read: (path: string) => string): string[] {
  return paths
    .filter((path) => !EXEMPT.some((pattern) => pattern.test(path)))
    .flatMap((path) =>
      code(read(path))
        .split('\n')
        .flatMap((line, i) => SQLITE_ONLY.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${path}:${i + 1}: ${what}: ${line.trim()}`)),
    );
}

describe('portable SQL', () => {
  it('no module of server/ outside the dialect seam uses SQL only SQLite speaks', () => {
    expect(sqliteOnlyUses(files('server'), (path) => readFileSync(join(root, path), 'utf8'))).toEqual([]);
  });

  it('finds each kind of SQLite-only SQL, and not the same words in comments or plain code', () => {
    const sources: Record<string, string> = {
      'server/queries/a.ts': "sql`select datetime('now')`\n.where('name', 'like', x)\nsql`a = ${b} collate nocase`\n// strftime( in a comment\nname.substr(1)\nsql`select ifnull(a, 0)`",
      'server/db/dialect.ts': "sql`strftime('%Y', 'now')`",
      'server/backup/copy.ts': 'sql`pragma integrity_check`',
    };
    expect(sqliteOnlyUses(Object.keys(sources), (path) => sources[path]!).map((hit) => hit.split(': ').slice(0, 2).join(': '))).toEqual([
      'server/queries/a.ts:1: an SQLite date/time function',
      'server/queries/a.ts:2: LIKE (case-blind in SQLite only)',
      'server/queries/a.ts:3: COLLATE NOCASE',
      'server/queries/a.ts:6: an SQLite-only function',
    ]);
  });
});
