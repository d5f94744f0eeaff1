import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../server/config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATABASE_PATH: path.join(dir, 'app.db') });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      uploadsDir: path.resolve('./uploads'),
      baseUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      logLevel: 'info',
      secureCookies: false,
      tokenIdleDays: 30,
    });
    expect(loadConfig({}).databasePath).toBe(path.resolve('./data/app.db'));
  });

  it('generates the session secret once and keeps it beside the database', () => {
    const dir = tempDir();
    const env = { DATABASE_PATH: path.join(dir, 'db', 'app.db') };
    const first = loadConfig(env);
    const file = path.join(dir, 'db', 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig(env).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });

  it('reads every variable and marks cookies secure behind https', () => {
    const dir = tempDir();
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'x.db'),
      UPLOADS_DIR: path.join(dir, 'media'),
      SESSION_SECRET: 's'.repeat(32),
      BASE_URL: 'https://leasing.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      uploadsDir: path.join(dir, 'media'),
      baseUrl: 'https://leasing.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      logLevel: 'warn',
      secureCookies: true,
    });
  });

  it('reads GEOCODER_URL as a template with {query}, unset by default', () => {
    const dir = tempDir();
    const env = { DATABASE_PATH: path.join(dir, 'app.db') };
    expect(loadConfig(env).geocoderUrl).toBeNull();
    expect(loadConfig({ ...env, GEOCODER_URL: '' }).geocoderUrl).toBeNull();
    const url = 'https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}';
    expect(loadConfig({ ...env, GEOCODER_URL: url }).geocoderUrl).toBe(url);
    for (const bad of ['https://nominatim.openstreetmap.org/search?q=', 'ftp://geo.example.com/?q={query}', 'not a url {query}']) {
      expect(() => loadConfig({ ...env, GEOCODER_URL: bad })).toThrow(/^Invalid configuration:\n {2}GEOCODER_URL: GEOCODER_URL must be an http\(s\) URL containing \{query\}[^\n]*$/);
    }
  });

  it('reads the render cache budget in megabytes and the render queue length, 16 MB and 64 by default', () => {
    const env = { DATABASE_PATH: path.join(tempDir(), 'app.db') };
    expect(loadConfig(env)).toMatchObject({ renderCacheBytes: 8 * 1024 * 1024, renderQueueMax: 64 });
    expect(loadConfig({ ...env, RENDER_CACHE_MB: '48', RENDER_QUEUE_MAX: '0' })).toMatchObject({ renderCacheBytes: 48 * 1024 * 1024, renderQueueMax: 0 });
    for (const bad of ['0', '2.5', 'lots', '2048']) {
      expect(() => loadConfig({ ...env, RENDER_CACHE_MB: bad })).toThrow(/^Invalid configuration:\n {2}RENDER_CACHE_MB: RENDER_CACHE_MB must be a whole number of megabytes from 1 to 1024$/);
    }
    expect(() => loadConfig({ ...env, RENDER_QUEUE_MAX: '-1' })).toThrow(/RENDER_QUEUE_MAX: RENDER_QUEUE_MAX must be a whole number from 0 to 10000$/);
  });

  it('refuses bad values with one clear line per variable', () => {
    const bad = () =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', BASE_URL: 'leasing.example.com', SMTP_URL: 'http://mail', SESSION_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      for (const key of ['PORT', 'LOG_LEVEL', 'BASE_URL', 'SMTP_URL', 'SESSION_SECRET']) expect(message).toMatch(new RegExp(`\\n  ${key}: `));
    }
  });

  it('reads DATABASE_URL, DATABASE_POOL_SIZE and TRUST_PROXY, refusing values that are not one', () => {
    const dir = tempDir();
    const base = { DATABASE_PATH: path.join(dir, 'app.db') };
    expect(loadConfig(base)).toMatchObject({ database: path.join(dir, 'app.db'), databasePoolSize: 10, trustProxy: ['loopback'] });
    const url = 'postgres://leasing:secret@db.example.com:5432/leasing';
    expect(loadConfig({ ...base, DATABASE_URL: url, DATABASE_POOL_SIZE: '4', TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' })).toMatchObject({
      database: url,
      databasePath: path.join(dir, 'app.db'),
      databasePoolSize: 4,
      trustProxy: ['loopback', '10.0.0.0/8', 'fd00::1'],
    });
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://db/leasing' })).toThrow('DATABASE_URL: DATABASE_URL must be a PostgreSQL URL');
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100');
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'loopback,']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow('TRUST_PROXY: TRUST_PROXY must be loopback, linklocal, uniquelocal, or addresses and CIDR ranges');
    }
  });

  it('turns online payments on with the Stripe secret key and webhook secret together, and reads the fees (none by default)', () => {
    const db = { DATABASE_PATH: path.join(tempDir(), 'app.db') };
    expect(loadConfig(db)).toMatchObject({ payments: undefined, paymentFees: { cardFeeBasisPoints: 0, achFeeCents: 0 } });
    const keys = { STRIPE_SECRET_KEY: 'sk_test_51Abcdefgh', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh123' };
    expect(loadConfig({ ...db, ...keys }).payments).toEqual({ secretKey: 'sk_test_51Abcdefgh', webhookSecret: 'whsec_abcdefgh123', apiBase: null });
    expect(loadConfig({ ...db, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111/', PAYMENT_CARD_FEE_PERCENT: '2.9', PAYMENT_ACH_FEE: '1.50' })).toMatchObject({
      payments: { apiBase: 'http://127.0.0.1:12111' },
      paymentFees: { cardFeeBasisPoints: 290, achFeeCents: 150 },
    });
    expect(() => loadConfig({ ...db, STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow('STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together');
    expect(() => loadConfig({ ...db, STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow('STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together');
    expect(() => loadConfig({ ...db, STRIPE_SECRET_KEY: 'pk_test_51Abcdefgh', STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow('STRIPE_SECRET_KEY must be a Stripe secret or restricted key');
    expect(() => loadConfig({ ...db, PAYMENT_CARD_FEE_PERCENT: '12' })).toThrow('PAYMENT_CARD_FEE_PERCENT must be a percentage from 0 to 10');
    expect(() => loadConfig({ ...db, PAYMENT_ACH_FEE: '100.01' })).toThrow('PAYMENT_ACH_FEE must be an amount in dollars from 0 to 100');
    expect(() => loadConfig({ ...db, STRIPE_API_BASE: 'ftp://stripe' })).toThrow('STRIPE_API_BASE must be the http(s) base URL');
  });

  it('reads TOKEN_IDLE_DAYS as a whole number of days from 1 to 3650', () => {
    const dir = tempDir();
    expect(loadConfig({ DATABASE_PATH: path.join(dir, 'app.db'), TOKEN_IDLE_DAYS: '7' }).tokenIdleDays).toBe(7);
    for (const bad of ['0', '2.5', 'a week', '5000']) {
      expect(() => loadConfig({ DATABASE_PATH: path.join(dir, 'app.db'), TOKEN_IDLE_DAYS: bad })).toThrow(
        'TOKEN_IDLE_DAYS: TOKEN_IDLE_DAYS must be a whole number of days from 1 to 3650',
      );
    }
  });

  describe('UPLOADS_DIR and the database’s folder', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ SESSION_SECRET: 'x'.repeat(40), ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('loadConfig did not refuse');
    };

    it('refuses an uploads folder that is the database’s folder, naming both settings, and writes nothing', () => {
      const dir = tempDir();
      const message = refusal({ DATABASE_PATH: path.join(dir, 'x', 'app.db'), UPLOADS_DIR: path.join(dir, 'x') + '/' });
      expect(message).toMatch(/^Invalid configuration:\n {2}UPLOADS_DIR: UPLOADS_DIR \(\S+\) and DATABASE_PATH \(\S+app\.db\) overlap: it is the folder of DATABASE_PATH/);
      expect(message).toContain('Everything under UPLOADS_DIR is public at /uploads/');
      // Refused before the session secret or the data key is written beside the database.
      expect(readdirSync(dir)).toEqual([]);
      expect(loadConfig({ DATABASE_PATH: path.join(dir, 'x', 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads') }).uploadsDir).toBe(path.join(dir, 'uploads'));
    });

    it('refuses an uploads folder holding the database’s folder, or inside its private files', () => {
      const dir = tempDir();
      expect(refusal({ DATABASE_PATH: path.join(dir, 'srv', 'x', 'app.db'), UPLOADS_DIR: path.join(dir, 'srv') })).toContain('it holds the folder of DATABASE_PATH');
      expect(refusal({ DATABASE_PATH: path.join(dir, 'x', 'app.db'), UPLOADS_DIR: path.join(dir, 'x', 'private-files', 'media') })).toContain('it is inside the private files beside DATABASE_PATH');
    });

    it('follows symbolic links to the real folders', () => {
      const dir = tempDir();
      mkdirSync(path.join(dir, 'x'));
      symlinkSync(path.join(dir, 'x'), path.join(dir, 'link'));
      expect(refusal({ DATABASE_PATH: path.join(dir, 'x', 'app.db'), UPLOADS_DIR: path.join(dir, 'link') })).toContain(`UPLOADS_DIR (${path.join(dir, 'x')})`);
      expect(refusal({ DATABASE_PATH: path.join(dir, 'link', 'data', 'app.db'), UPLOADS_DIR: path.join(dir, 'x') })).toContain('it holds the folder of DATABASE_PATH');
    });

    it('accepts separate folders, an uploads folder beside the database, and names that merely share a prefix', () => {
      const dir = tempDir();
      for (const [db, uploads] of [
        ['data/app.db', 'uploads'],
        ['data/app.db', 'data/uploads'],
        ['x/app.db', 'x-uploads'],
        ['x/app.db', 'x/private-files-public'],
      ] as const) {
        expect(() => loadConfig({ DATABASE_PATH: path.join(dir, db), UPLOADS_DIR: path.join(dir, uploads), SESSION_SECRET: 'x'.repeat(40) })).not.toThrow();
      }
    });
  });
});
