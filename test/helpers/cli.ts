import { spawnSync } from 'node:child_process';

/**
 * Node's arguments that run a command line script (server/cli/<script>.ts) as `npm run` does, through
 * tsx, but in one process: the tsx command starts a second Node process for each run.
 */
export const cliArgs = (script: string, args: string[] = []) => ['--import', 'tsx', `server/cli/${script}.ts`, ...args];

/** Runs a command line script to its end with exactly this environment (plus PATH); its output as text. */
export const runCli = (script: string, args: string[], env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, cliArgs(script, args), { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 60_000 });
