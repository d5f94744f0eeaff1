import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { FLOORS, floorOf, upwardImports } from '../../scripts/floors';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Imports allowed to run back up a floor, each with its reason in docs/decisions/019-floors-and-seams.md. None today. */
const ALLOWED: readonly string[] = [];

function modules(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('floors', () => {
  it('no module imports from a floor above its own', () => {
    const upward = upwardImports(root).map((u) => `${u.from} -> ${u.to}`);
    process.stdout.write(`floors: ${upward.length} import(s) run back up a floor\n`);
    expect(upward).toEqual(ALLOWED);
  });

  it('every server module stands on a floor, so a new folder is placed on purpose', () => {
    expect(modules('server').filter((path) => floorOf(path) < 0)).toEqual([]);
  });

  it('places the ground floor below everything but shared/', () => {
    const floor = (path: string) => FLOORS[floorOf(path)]!.name;
    expect(floor('shared/escape-html.ts')).toBe('shared');
    expect(floor('server/ground/http-error.ts')).toBe('ground');
    expect(floor('server/db/dialect.ts')).toBe('ground');
    expect(floor('server/queries/users.ts')).toBe('queries');
    expect(floor('server/config.ts')).toBe('ground');
    expect(floor('server/app.ts')).toBe('app');
  });

  it('finds an import that runs up a floor, and only that one', () => {
    const fake = mkdtempSync(join(tmpdir(), 'floors-'));
    try {
      for (const folder of ['shared', 'migrations', 'server/queries', 'server/http']) mkdirSync(join(fake, folder), { recursive: true });
      writeFileSync(join(fake, 'server/queries/users.ts'), "import { HttpError } from '../http/errors';\nimport { x } from '../../shared/x';\n");
      writeFileSync(join(fake, 'server/http/errors.ts'), "export { y } from '../queries/users';\n");
      expect(upwardImports(fake)).toEqual([{ from: 'server/queries/users.ts', to: 'server/http/errors', fromFloor: 'queries', toFloor: 'http' }]);
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
  });
});
