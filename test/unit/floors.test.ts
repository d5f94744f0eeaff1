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

/** Files directly in server/services/, outside any domain folder. */
function looseServices(at: string): string[] {
  return readdirSync(join(at, 'server/services'), { withFileTypes: true }).filter((entry) => !entry.isDirectory()).map((entry) => entry.name);
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

  it('places the page data between services and rendering: pages read it, services never do', () => {
    const floor = (path: string) => FLOORS[floorOf(path)]!.name;
    const index = (path: string) => floorOf(path);
    expect(floor('server/page-data/student-lease-page.ts')).toBe('page-data');
    expect(index('server/services/leasing/signing.ts')).toBeLessThan(index('server/page-data/signing-view.ts'));
    expect(index('server/page-data/signing-view.ts')).toBeLessThan(index('server/render/db-data-source.ts'));
    expect(index('server/page-data/signing-view.ts')).toBeLessThan(index('server/routes/leases/signing-endpoints.ts'));
  });

  it('holds every service in a domain folder (server/services/<domain>/), so a new one is placed on purpose', () => {
    expect(looseServices(root)).toEqual([]);
  });

  it('finds a service outside a domain folder, and a service reading page data', () => {
    const fake = mkdtempSync(join(tmpdir(), 'floors-'));
    try {
      for (const folder of ['shared', 'migrations', 'server/services/ledger', 'server/page-data']) mkdirSync(join(fake, folder), { recursive: true });
      writeFileSync(join(fake, 'server/services/refunds.ts'), '');
      writeFileSync(join(fake, 'server/services/ledger/kernel.ts'), "import { x } from '../../page-data/student-balance-page';\n");
      writeFileSync(join(fake, 'server/page-data/student-balance-page.ts'), "import { y } from '../services/ledger/kernel';\n");
      expect(looseServices(fake)).toEqual(['refunds.ts']);
      expect(upwardImports(fake)).toEqual([{ from: 'server/services/ledger/kernel.ts', to: 'server/page-data/student-balance-page', fromFloor: 'services', toFloor: 'page-data' }]);
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
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
