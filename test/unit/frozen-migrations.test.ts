import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { migrations } from '../../migrations';

/**
 * A landed migration is never edited (docs/decisions/029-postgresql.md): installed databases ran it
 * as it was, and would never run it again. migrations/frozen.json holds each one's sha256; a new
 * migration goes into the list when it lands.
 */
const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const FROZEN_FILE = 'migrations/frozen.json';
const isMigration = (name: string) => /^\d{4}_\d{2}_\d{2}_\d{4}_\w+\.ts$/.test(name);

/** The sha256 of each migration file (line ends as LF, so a checkout's line ending is no edit). */
function hashes(): Record<string, string> {
  const files = readdirSync(FOLDER).filter(isMigration).sort();
  return Object.fromEntries(files.map((name) => [name, createHash('sha256').update(readFileSync(path.join(FOLDER, name), 'utf8').replace(/\r\n/g, '\n')).digest('hex')]));
}

/** What differs from the frozen list, one line each, saying what to do. */
function unfrozen(now: Record<string, string>, frozen: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const [name, hash] of Object.entries(now)) {
    if (!(name in frozen)) lines.push(`migrations/${name} is not in the frozen list: add "${name}": "${hash}" to ${FROZEN_FILE}`);
    else if (frozen[name] !== hash) lines.push(`migrations/${name} was edited after it landed: put it back as it was and make the change in a new migration (databases that ran it will not run it again)`);
  }
  for (const name of Object.keys(frozen)) if (!(name in now)) lines.push(`migrations/${name} landed and is gone: put it back (databases that ran it still list it)`);
  return lines;
}

describe('landed migrations', () => {
  it('are as they landed, and every migration is in the frozen list', () => {
    expect(unfrozen(hashes(), JSON.parse(readFileSync(path.join(FOLDER, 'frozen.json'), 'utf8')))).toEqual([]);
  });

  it('are each listed in migrations/index.ts, in the order of their names', () => {
    expect(Object.keys(migrations)).toEqual(Object.keys(hashes()).map((name) => name.replace(/\.ts$/, '')));
  });

  it('say which file was edited, added or removed, and what to do', () => {
    const frozen = { '2026_01_01_0000_create_a.ts': 'aaa', '2026_01_01_0001_create_b.ts': 'bbb' };
    expect(unfrozen({ '2026_01_01_0000_create_a.ts': 'aaa', '2026_01_01_0001_create_b.ts': 'bbb' }, frozen)).toEqual([]);
    expect(unfrozen({ '2026_01_01_0000_create_a.ts': 'changed', '2026_01_01_0002_create_c.ts': 'ccc' }, frozen)).toEqual([
      'migrations/2026_01_01_0000_create_a.ts was edited after it landed: put it back as it was and make the change in a new migration (databases that ran it will not run it again)',
      `migrations/2026_01_01_0002_create_c.ts is not in the frozen list: add "2026_01_01_0002_create_c.ts": "ccc" to ${FROZEN_FILE}`,
      'migrations/2026_01_01_0001_create_b.ts landed and is gone: put it back (databases that ran it still list it)',
    ]);
  });
});
