import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { sendAccessLink } from '../../server/services/accounts/email-links';
import { filesIn } from '../helpers/files';
import { runCli, runCliInTerminal } from '../helpers/cli';
import { verifyPassword } from '../../server/auth/passwords';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-'));
const env = { ...process.env, DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads'), NODE_OPTIONS: '' };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (script: string, args: string[], extraEnv: Record<string, string> = {}) => runCli(script, args, { ...env, ...extraEnv });

describe('command line', () => {
  it('npm run migrate creates the schema, then reports it is up to date', () => {
    const first = run('migrate', []);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('applied: 2026_11_22_0901_create_organizations');
    const again = run('migrate', []);
    expect(again.stdout).toContain('already up to date');
  });

  it('npm run seed:demo loads a demo company on demand, with its image files', () => {
    const demoDir = path.join(dir, 'demo');
    const result = run('seed-demo', [], { DATABASE_PATH: path.join(demoDir, 'app.db'), UPLOADS_DIR: path.join(demoDir, 'uploads') });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Created demo organization \d+ "Campus Edge Living" with 4 properties/);
    expect(filesIn(path.join(demoDir, 'uploads')).filter((f) => f.endsWith('.jpg')).length).toBeGreaterThan(20);
  }, 250_000);

  it('npm run user:create makes an account that can sign in, and refuses duplicates and weak passwords', async () => {
    const db = openDatabase(env.DATABASE_PATH);
    await db.insertInto('organizations').values({ name: 'Only Company' }).execute();

    const created = run('user-create', ['--email', 'Boss@Example.com', '--password', 'Str0ng-Password', '--role', 'manager']);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created manager Boss@Example.com \(user \d+, organization \d+\)/);
    const student = run('user-create', ['--email', 'kim@example.com', '--password', 'Str0ng-Password', '--role', 'student']);
    expect(student.status).toBe(0);
    // The operator vouches for the addresses they create: verified, so a student can submit an application.
    const verified = await db.selectFrom('users').select(['email', 'email_verified_at']).orderBy('id').execute();
    expect(verified).toEqual([
      { email: 'Boss@Example.com', email_verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { email: 'kim@example.com', email_verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    const duplicate = run('user-create', ['--email', 'boss@example.com', '--password', 'Str0ng-Password', '--role', 'student']);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr.trim()).toBe('An account with the e-mail boss@example.com already exists.');

    const weak = run('user-create', ['--email', 'new@example.com', '--password', 'short', '--role', 'student']);
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toBe('Password too weak: Use at least 8 characters.');

    const badRole = run('user-create', ['--email', 'new@example.com', '--password', 'Str0ng-Password', '--role', 'admin']);
    expect(badRole.status).toBe(1);
    expect(badRole.stderr).toContain('--role must be one of student, manager, maintenance.');

    const badOrg = run('user-create', ['--email', 'new@example.com', '--password', 'Str0ng-Password', '--role', 'manager', '--organization', '42']);
    expect(badOrg.status).toBe(1);
    expect(badOrg.stderr).toMatch(/There is no organization with id 42. Known: \d+ \(Only Company\)./);

    const config = loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(40) });
    const logger = createLogger('silent');
    const app = createApp({ db, config, logger, mailer: createMailer({ db, logger, from: config.mailFrom }), assetsDir: dir });
    const res = await request(app).post('/api-token-auth/').send({ username: 'boss@example.com', password: 'Str0ng-Password' });
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['manager']);
    app.locals.sessionStore.close();
    await db.destroy();
  });

  it('npm run user:create without --password asks twice on the terminal, never showing what is typed', async () => {
    const terminalEnv = { ...env, DATABASE_PATH: path.join(dir, 'terminal', 'app.db'), UPLOADS_DIR: path.join(dir, 'terminal', 'uploads') };
    const cli = runCliInTerminal('user-create', ['--email', 'ana@example.com', '--role', 'student'], terminalEnv);
    await cli.waitFor('Password: ');
    cli.type('weakling\r');
    await cli.waitFor('Password too weak: Use both lower and upper case characters. Try again.\n');
    await cli.waitFor('Password: ', 2);
    cli.type('Str0ng-Password\r');
    await cli.waitFor('Repeat the password: ');
    cli.type('Str0ng-Passw0rd\r');
    await cli.waitFor('The two passwords differ. Try again.\n');
    await cli.waitFor('Password: ', 3);
    cli.type('Str0ng-Password\r');
    await cli.waitFor('Repeat the password: ', 2);
    cli.type('Str0ng-Password\r');
    expect(await cli.exited).toBe(0);
    expect(cli.screen()).toMatch(/Created student ana@example.com \(user \d+\)/);
    expect(cli.screen()).not.toMatch(/weakling|Str0ng/);

    const db = openDatabase(terminalEnv.DATABASE_PATH);
    const user = await db.selectFrom('users').select('password_hash').where('email', '=', 'ana@example.com').executeTakeFirstOrThrow();
    expect(await verifyPassword('Str0ng-Password', user.password_hash)).toBe(true);

    const stopped = runCliInTerminal('user-create', ['--email', 'ben@example.com', '--role', 'student'], terminalEnv);
    await stopped.waitFor('Password: ');
    stopped.type('Str0ng\x03');
    expect(await stopped.exited).toBe(1);
    expect(stopped.screen()).toContain('Cancelled: no account created.');
    expect(await db.selectFrom('users').select('id').where('email', '=', 'ben@example.com').executeTakeFirst()).toBeUndefined();
    await db.destroy();
  });

  it('npm run outbox lists the mail kept without SMTP, with its link, until the link is used', async () => {
    const outboxEnv = { DATABASE_PATH: path.join(dir, 'outbox', 'app.db'), UPLOADS_DIR: path.join(dir, 'outbox', 'uploads') };
    expect(run('outbox', [], outboxEnv).stdout).toBe('The outbox is empty.\n');

    const db = openDatabase(outboxEnv.DATABASE_PATH);
    await migrateToLatest(db);
    const logger = createLogger('silent');
    const deps = { db, mailer: createMailer({ db, logger, from: 'x@localhost' }), baseUrl: 'https://leasing.example.com' };
    await sendAccessLink(deps, 'maya@example.com', {});
    await sendAccessLink(deps, 'sam@example.com', {});
    const [maya, sam] = await db.selectFrom('outbox').select(['created_at', 'text']).orderBy('id').execute();
    const mayaLink = /https:\/\/\S+/.exec(maya!.text)![0];

    const listed = run('outbox', [], outboxEnv);
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('2 messages not sent (oldest first):');
    expect(listed.stdout).toContain(`#1  ${maya!.created_at}\nTo: maya@example.com\nSubject: Student Leasing: your sign-in link\n\n${maya!.text}`);
    expect(listed.stdout).toContain(`To: sam@example.com`);
    expect(listed.stdout).toContain(sam!.text);
    expect(listed.stdout).toContain(`Sign in: ${mayaLink}`);

    await db.updateTable('one_time_links').set({ used_at: new Date().toISOString() }).where('email', '=', 'maya@example.com').execute();
    await db.destroy();
    const after = run('outbox', [], outboxEnv);
    expect(after.stdout).toContain('1 message not sent (oldest first):');
    expect(after.stdout).not.toContain('maya@example.com');
  });
});
