/**
 * The floors of the code (docs/decisions/019-floors-and-seams.md): a module may import from its own
 * floor and the floors below it, never from a floor above. `tsx scripts/floors.ts` prints every
 * import that runs back up a floor; test/unit/floors.test.ts holds the list to the one allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Lowest first. A path belongs to the floor of the longest prefix that matches it. */
export const FLOORS: readonly { name: string; paths: readonly string[] }[] = [
  { name: 'shared', paths: ['shared/'] },
  {
    name: 'ground',
    paths: ['server/ground/', 'server/db/', 'server/config.ts', 'server/config-folders.ts', 'server/logger.ts', 'server/security/', 'migrations/'],
  },
  { name: 'queries', paths: ['server/queries/'] },
  // server/payments/: the payment provider seam and its clients (ADR 042), beside mail's and social's.
  { name: 'parts', paths: ['server/auth/', 'server/mail/', 'server/uploads/', 'server/documents/', 'server/presenters/', 'server/audit/', 'server/backup/', 'server/social/', 'server/payments/'] },
  { name: 'services', paths: ['server/services/', 'server/seed/'] },
  // What a page or screen shows, read and shaped; reads services' reads, and render and routes read it.
  { name: 'page-data', paths: ['server/page-data/'] },
  { name: 'render', paths: ['server/render/', 'client/'] },
  { name: 'http', paths: ['server/http/'] },
  { name: 'routes', paths: ['server/routes/'] },
  { name: 'app', paths: ['server/app.ts'] },
  { name: 'entry', paths: ['server/index.ts', 'server/cli/'] },
];

/** Folders whose modules are checked; client/ has its own rule (it never imports server/). */
const CHECKED = ['shared', 'server', 'migrations'];

export type Upward = { from: string; to: string; fromFloor: string; toFloor: string };

/** The floor index of a repository path, or -1 when no floor holds it. */
export function floorOf(path: string): number {
  let best = -1;
  let bestLength = -1;
  FLOORS.forEach((floor, index) => {
    for (const prefix of floor.paths) {
      const matches = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(prefix.replace(/\.ts$/, '.'));
      if (matches && prefix.length > bestLength) [best, bestLength] = [index, prefix.length];
    }
  });
  return best;
}

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** Every relative import in the checked folders that goes to a higher floor than its importer's. */
export function upwardImports(root: string): Upward[] {
  const found: Upward[] = [];
  for (const file of CHECKED.flatMap((folder) => sourceFiles(root, folder))) {
    const from = floorOf(file);
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), match[1] ?? match[2]!));
      const to = floorOf(target.startsWith('server/') || target.startsWith('shared/') ? withExtension(target) : target);
      if (from >= 0 && to > from) found.push({ from: file, to: target, fromFloor: FLOORS[from]!.name, toFloor: FLOORS[to]!.name });
    }
  }
  return found;
}

// "../db/database" names server/db/database.ts; only the folder and file name matter for the floor.
function withExtension(path: string): string {
  return /\.[a-z]+$/.test(path) ? path : `${path}.ts`;
}

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const upward = upwardImports(repositoryRoot);
  for (const u of upward) console.log(`${u.from} (${u.fromFloor}) -> ${u.to} (${u.toFloor})`);
  console.log(`${upward.length} import(s) run back up a floor`);
}
