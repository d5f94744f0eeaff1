import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * The name this process's message claims go under (ADR 034): its host and the address it listens on.
 * No two live processes listen on one address of one host, and an instance restarted after a crash
 * listens where it did, so it knows the claims it left for its own and takes them back at once. On
 * port 0 (any free port) there is no such address: the name is this run's alone (host, pid, a random
 * part), and what it leaves is taken back by the sweep.
 */
export function messageQueueHolder(listen: { host: string; port: number }): string {
  if (listen.port === 0) return `${os.hostname()} pid ${process.pid} ${randomBytes(4).toString('hex')}`;
  return `${os.hostname()} ${listen.host}:${listen.port}`;
}
