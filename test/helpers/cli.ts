import { spawnSync } from 'node:child_process';

/**
 * Node's arguments that run a command line script, server/cli/<script>.ts, as the build leaves it in
 * dist/server/cli (npm test builds first, as the browser tests run the built server too). Through
 * tsx, as `npm run <script>` runs it, each run cost about 0.7 s more CPU.
 */
export const cliArgs = (script: string, args: string[] = []) => [`dist/server/cli/${script}.js`, ...args];

/** Runs a command line script to its end with exactly this environment (plus PATH); its output as text. */
export const runCli = (script: string, args: string[], env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, cliArgs(script, args), { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 60_000 });
