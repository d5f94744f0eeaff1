// Runs a command against a throwaway PostgreSQL (issue 31): Debian's server binaries (installed with
// apt when missing and we may: root, Debian), a new cluster in a temporary folder on a free loopback
// port, trust authentication, stopped and removed afterwards whatever the command did. The command
// gets PG_TEST_URL (the cluster's `postgres` database; tests create their own databases in it).
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder of initdb and pg_ctl: Debian keeps them under /usr/lib/postgresql/<major>/bin. */
function serverBin() {
  const base = '/usr/lib/postgresql';
  const find = () => (existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)).map((v) => path.join(base, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb'))) : undefined);
  let bin = find();
  if (!bin && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing PostgreSQL from Debian (needed by npm run test:pg)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null', { stdio: 'inherit' });
    bin = find();
  }
  if (!bin) {
    console.error('PostgreSQL server binaries are missing (initdb, pg_ctl). Install them (Debian: apt-get install -y postgresql).');
    process.exit(1);
  }
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const bin = serverBin();
const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
chmodSync(dir, 0o777);
const data = path.join(dir, 'data');
const port = await freePort();
// PostgreSQL refuses to run as root: the cluster belongs to the postgres user Debian's package makes.
const asOwner = (file, argv) => (isRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...argv].map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' }) : execFileSync(file, argv, { stdio: 'pipe' }));
let status = 1;
let child;
/** Stops the cluster and removes its folder; once, whether the command ended or the run was interrupted. */
let removed = false;
function removeCluster() {
  if (removed) return;
  removed = true;
  try {
    asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    // Not started: nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true });
}
// Ctrl-C or a CI timeout: pg_ctl started the server apart from this process, so it is stopped here, not left running.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => {
    child?.kill(signal);
    removeCluster();
    process.exit(code);
  });
}
try {
  asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  const env = { ...process.env, PG_TEST_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  // Not spawnSync: the signal handlers above must be able to run while the command does.
  child = spawn(command, args, { stdio: 'inherit', env });
  status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
} catch (err) {
  console.error(`The throwaway PostgreSQL did not start: ${err.stderr?.toString() || err.message}`);
} finally {
  removeCluster();
}
process.exit(status);
