import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { copyDemoData } from '../helpers/template-db';
import { freePort, runServerUntilExit, startServer } from './server-process';

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
      // The demo company already in place (the run's template), so the start reaches listen without drawing it.
      copyDemoData(path.join(dir, 'data', 'app.db'), path.join(dir, 'uploads'));
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

  it('when the data encryption key is missing or differs from the one the data was encrypted with: which key it expects and where, exit code 1', async () => {
    const dir = tempDir();
    const env = { HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'data', 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'warn' };
    const keyFile = path.join(dir, 'data', 'data-encryption-key');
    // A first start generates the key and keeps its check with the data (on the demo company, copied as a first start would seed it).
    copyDemoData(env.DATABASE_PATH, env.UPLOADS_DIR);
    const first = await startServer({ ...env, LOG_LEVEL: 'info' });
    expect(await first.stop()).toBe(0);
    const key = readFileSync(keyFile, 'utf8');

    // Restored without the key file: refused, and no new key generated.
    rmSync(keyFile);
    const missing = await runServerUntilExit({ ...env, PORT: String(await freePort()) });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`Data encryption key: the identity numbers stored in ${env.DATABASE_PATH} were encrypted with a key that is missing`);
    expect(missing.output).toContain(`Expected: the key they were encrypted with, in ${keyFile} (a backup holds a generated key as data-encryption-key) or set in DATA_ENCRYPTION_KEY.`);
    expect(existsSync(keyFile)).toBe(false);

    // A different DATA_ENCRYPTION_KEY: refused too.
    writeFileSync(keyFile, key, { mode: 0o600 });
    const other = await runServerUntilExit({ ...env, PORT: String(await freePort()), DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(other.code).toBe(1);
    expect(other.output).toContain('were encrypted with a different key than the one set in DATA_ENCRYPTION_KEY');
    expect(other.output).not.toContain('"listening"');
    expect(readFileSync(keyFile, 'utf8')).toBe(key);

    // The right key starts it again.
    const again = await startServer({ ...env, LOG_LEVEL: 'info' });
    expect(await again.stop()).toBe(0);
  }, 90_000);
});
