import { spawn } from 'node:child_process';
import { BackupError } from './layout';

/**
 * Runs PostgreSQL's pg_dump or pg_restore (Debian: the postgresql-client package) to its end. A
 * missing tool is said as such: backups of a PostgreSQL install need them on this machine. The URL
 * goes in the environment's connection settings, not the command line, so `ps` does not show its password.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { username, password, hostname, port, pathname, searchParams } = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: searchParams.get('host') ?? decodeURIComponent(hostname),
    PGPORT: port || '5432',
    PGDATABASE: decodeURIComponent(pathname.slice(1)),
    PGUSER: decodeURIComponent(username),
    ...(password ? { PGPASSWORD: decodeURIComponent(password) } : {}),
    ...(searchParams.get('sslmode') ? { PGSSLMODE: searchParams.get('sslmode')! } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (d) => (errors += d));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new BackupError(`${tool} was not found: backups of a PostgreSQL database use PostgreSQL's client tools. Install them (Debian: apt-get install postgresql-client, of the server's major version or newer) and try again.`) : err),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit code ${code}): ${errors.trim()}`))));
  });
}
