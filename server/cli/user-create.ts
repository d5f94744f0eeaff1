import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../shared/constants';
import { ConfigError, loadConfig } from '../config';
import { askNewPassword, PromptCancelled } from './ask-password';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AccountError, createAccount } from '../services/accounts/accounts';

const USAGE =
  'Usage: npm run user:create -- --email E [--password P] --role manager|maintenance|student [--organization ID] [--first-name F] [--last-name L]';

/** npm run user:create: creates an account; the password is asked for (twice, not shown) when not given. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      organization: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (!values.email || !values.role) throw new AccountError(USAGE);
  if (!ROLES.includes(values.role as Role)) throw new AccountError(`--role must be one of ${ROLES.join(', ')}.`);
  const organizationId = values.organization === undefined ? undefined : Number(values.organization);
  if (organizationId !== undefined && !Number.isSafeInteger(organizationId)) throw new AccountError('--organization must be a number.');
  const password = values.password ?? (await askPassword());

  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { id, organizationId: org } = await createAccount(db, {
      email: values.email,
      password,
      role: values.role as Role,
      organizationId,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Created ${values.role} ${values.email} (user ${id}${org ? `, organization ${org}` : ''}).`);
  } finally {
    await db.destroy();
  }
}

/** The password from the terminal, typed twice and not shown. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new AccountError('No --password given and no terminal to ask for one.');
  return askNewPassword({ input: process.stdin, output: process.stdout });
}

main().catch((err) => {
  const known = err instanceof AccountError || err instanceof ConfigError || err instanceof PromptCancelled;
  console.error(known ? err.message : err);
  process.exit(1);
});
