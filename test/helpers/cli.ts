import { spawn, spawnSync } from 'node:child_process';

/**
 * Node's arguments that run a command line script, server/cli/<script>.ts, as the build leaves it in
 * dist/server/cli (npm test builds first, as the browser tests run the built server too). Through
 * tsx, as `npm run <script>` runs it, each run cost about 0.7 s more CPU.
 */
export const cliArgs = (script: string, args: string[] = []) => [`dist/server/cli/${script}.js`, ...args];

/**
 * Runs a command line script to its end with exactly this environment (plus PATH); its output as text.
 * The time limit only stops a script that hangs: the demo seed (its images) takes a minute and more
 * on a loaded two-core machine, and how long it takes is not what these tests judge.
 */
export const runCli = (script: string, args: string[], env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, cliArgs(script, args), { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 240_000 });

/**
 * Runs a command line script on a pseudo-terminal (util-linux `script`), as a person at a terminal
 * runs it: `type` sends keys, `waitFor` resolves once the screen has shown a text `times` times.
 */
export function runCliInTerminal(script: string, args: string[], env: Record<string, string | undefined>) {
  const command = [process.execPath, ...cliArgs(script, args)].map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' ');
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { env: { PATH: process.env.PATH, ...env } });
  let screen = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (screen += text.replaceAll('\r\n', '\n')));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (screen += text));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const count = (text: string) => screen.split(text).length - 1;
  return {
    screen: () => screen,
    type: (keys: string) => child.stdin.write(keys),
    waitFor: async (text: string, times = 1) => {
      const deadline = Date.now() + 20_000;
      while (count(text) < times) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Never saw ${JSON.stringify(text)} ×${times}; the screen:\n${screen}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    exited,
  };
}
