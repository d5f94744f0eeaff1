import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort, runServerUntilExit } from './server-process';

/** Start-ups that must stop with a message and a non-zero exit code, run as the real server process. */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'refusals-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the server refuses to start', () => {
  it('when its port is taken: the error is logged, nothing says listening, and the exit code is 1', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const dir = tempDir();
      const run = await runServerUntilExit({ PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'data', 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads') });
      expect(run.code).toBe(1);
      expect(run.output).toContain('EADDRINUSE');
      expect(run.output).toContain(`could not listen on 127.0.0.1:${port}`);
      expect(run.output).not.toContain('"listening"');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);

  it('when UPLOADS_DIR is the database’s folder: a message naming both settings, exit code 1, nothing written', async () => {
    const dir = tempDir();
    const run = await runServerUntilExit({ PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`UPLOADS_DIR (${realpathSync(dir)}) and DATABASE_PATH (${path.join(dir, 'app.db')}) overlap`);
    expect(run.output).not.toContain('"listening"');
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});
