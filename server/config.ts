import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { uploadsOverlap } from './config-folders';
import { percentToBasisPoints, type FeeTerms } from '../shared/payments/fees';
import { parseAmount } from '../shared/money';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The placeholder in GEOCODER_URL that the (URL-encoded) address replaces. */
export const GEOCODER_QUERY = '{query}';
const GEOCODER_URL_ERROR = 'GEOCODER_URL must be an http(s) URL containing {query}, such as https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}';

/** A 32-byte key: 64 hex digits or base64. */
const KEY_PATTERN = /^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;

const TOKEN_IDLE_ERROR = 'TOKEN_IDLE_DAYS must be a whole number of days from 1 to 3650';

/** A whole number from min to max, with one message for every way it can be wrong. */
const wholeNumber = (error: string, min: number, max: number) => z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('./data/app.db'),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100', 1, 100).default(10),
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isProxyEntry(entry.trim())), {
      error: 'TRUST_PROXY must be loopback, linklocal, uniquelocal, or addresses and CIDR ranges such as 10.0.0.5 or 10.0.0.0/8, separated by commas',
    })
    .default('loopback'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/./i, { error: 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/leasing (leave it unset for SQLite)' }).optional(),
  UPLOADS_DIR: z.string().min(1).default('./uploads'),
  SESSION_SECRET: z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  BASE_URL: z.url({ protocol: /^https?$/, error: 'BASE_URL must be an http(s) URL such as https://leasing.example.com' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://...' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MAIL_FROM: z.string().min(3).default('Student Leasing <no-reply@localhost>'),
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'MAP_STYLE_URL must be the http(s) URL of a MapLibre style JSON' }).optional(),
  TOKEN_IDLE_DAYS: wholeNumber(TOKEN_IDLE_ERROR, 1, 3650).default(30),
  RENDER_CACHE: z.enum(['on', 'off'], { error: 'RENDER_CACHE must be on or off' }).default('on'),
  RENDER_CACHE_MB: wholeNumber('RENDER_CACHE_MB must be a whole number of megabytes from 1 to 1024', 1, 1024).default(8),
  RENDER_QUEUE_MAX: wholeNumber('RENDER_QUEUE_MAX must be a whole number from 0 to 10000', 0, 10_000).default(64),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(KEY_PATTERN, { error: 'DATA_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -hex 32)' })
    .optional(),
  REMINDER_DAYS_BEFORE: wholeNumber('REMINDER_DAYS_BEFORE must be a whole number of days from 0 to 60', 0, 60).default(3),
  REMINDER_INTERVAL_DAYS: wholeNumber('REMINDER_INTERVAL_DAYS must be a whole number of days from 1 to 365', 1, 365).default(7),
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  SMS_URL: z.url({ protocol: /^https?$/, error: 'SMS_URL must be the http(s) URL the SMS provider takes messages at' }).optional(),
  SMS_AUTH: z.string().regex(/^[^:]+:.+$/, { error: 'SMS_AUTH must be user:password (for Twilio: AccountSid:AuthToken)' }).optional(),
  SMS_FROM: z.string().regex(/^\+?[0-9A-Za-z ]{3,20}$/, { error: 'SMS_FROM must be the sending number in E.164 form (+15125550100) or a sender id' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, { error: 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, sk_test_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, { error: 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_…)' }).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be the http(s) base URL of the Stripe API (leave it unset for Stripe itself)' }).optional(),
  PAYMENT_CARD_FEE_PERCENT: z
    .string()
    .refine((v) => percentToBasisPoints(v) !== null, { error: 'PAYMENT_CARD_FEE_PERCENT must be a percentage from 0 to 10 with at most two decimals, such as 2.9' })
    .default('0'),
  PAYMENT_ACH_FEE: z
    .string()
    .refine((v) => { const cents = parseAmount(v); return cents !== null && cents <= 10_000; }, { error: 'PAYMENT_ACH_FEE must be an amount in dollars from 0 to 100, such as 1.50' })
    .default('0'),
  INSTAGRAM_GRAPH_URL: z.url({ protocol: /^https?$/, error: 'INSTAGRAM_GRAPH_URL must be the http(s) address of the Instagram Graph API, such as https://graph.instagram.com/v23.0' }).default('https://graph.instagram.com/v23.0'),
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, abort: true, error: GEOCODER_URL_ERROR })
    .refine((url) => url.includes(GEOCODER_QUERY), { error: GEOCODER_URL_ERROR })
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  /** The SQLite file; on PostgreSQL its folder still holds the data key, the session secret and the private files. */
  databasePath: string;
  /** What openDatabase opens: DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
  database: string;
  /** DATABASE_URL: set when the install runs on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Connections one instance keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** The proxies whose X-Forwarded-For is believed (Express's trust proxy): the client address rate limits count. */
  trustProxy: string[];
  uploadsDir: string;
  sessionSecret: string;
  baseUrl: string;
  smtpUrl: string | undefined;
  /** SMS_URL, SMS_AUTH and SMS_FROM: text messages go to the provider when the URL and the sender are set, else to the outbox. */
  sms: { url: string; auth?: string; from: string } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  mailFrom: string;
  /** Payment reminders: a charge due within this many days, and at most one reminder per lease in this many days. */
  reminderDaysBefore: number;
  reminderIntervalDays: number;
  /** A PKCS#12 certificate and its password: executed leases' final PDFs carry a PAdES seal made with it (none without). */
  signingP12Path: string | undefined;
  signingP12Password: string | undefined;
  /** MapLibre style for the property map; without it the location block shows the address and a link. */
  mapStyleUrl: string | null;
  /** The Instagram Graph API the social image widget's refresh reads (ADR 040). */
  instagramGraphUrl: string;
  /** Geocoding service URL template with a {query} placeholder; without it managers type coordinates. */
  geocoderUrl: string | null;
  /** Serve anonymous public pages from the render cache (off only for measuring). */
  renderCache: boolean;
  /** The most the render cache holds, in bytes; the least recently used pages make room. */
  renderCacheBytes: number;
  /** How many page renders may wait for a turn; beyond that a page answers 503 with Retry-After. */
  renderQueueMax: number;
  /** True when BASE_URL is https: cookies get the Secure flag. */
  secureCookies: boolean;
  /** API tokens (and the sessions issued with them) unused this long are refused and deleted. */
  tokenIdleDays: number;
  /** AES-256 key of identity numbers at rest (32 bytes); checked against the data at start (server/services/system/data-key.ts). */
  dataEncryptionKey: Buffer;
  /** Where the key came from: DATA_ENCRYPTION_KEY, the file beside the database, or 'new' (generated, kept only once the data is known to hold none). */
  dataKeyOrigin: DataKeyOrigin;
  /** Uploaded identity documents and proofs: never under the public uploads path. */
  privateFilesDir: string;
  /** Online payments through Stripe (issue 48): on when the secret key and the webhook secret are set; off (undefined), managers record payments by hand. */
  payments: { secretKey: string; webhookSecret: string; apiBase: string | null } | undefined;
  /** What the tenant pays on top of an online payment, shown before paying. */
  paymentFees: FeeTerms;
};

export type DataKeyOrigin = 'env' | 'file' | 'new';

/** One entry of TRUST_PROXY: a name Express knows, or an IP address with an optional prefix length. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const databasePath = path.resolve(e.DATABASE_PATH);
  // Before any secret is written beside the database: refused, nothing is created.
  const overlap = uploadsOverlap(databasePath, e.UPLOADS_DIR, privateFilesDir(databasePath));
  if (overlap) throw new ConfigError(`Invalid configuration:\n  UPLOADS_DIR: ${overlap}`);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath,
    database: e.DATABASE_URL ?? databasePath,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    trustProxy: e.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(databasePath),
    baseUrl,
    smtpUrl: e.SMTP_URL,
    sms: smsProvider(e),
    logLevel: e.LOG_LEVEL,
    mailFrom: e.MAIL_FROM,
    reminderDaysBefore: e.REMINDER_DAYS_BEFORE,
    reminderIntervalDays: e.REMINDER_INTERVAL_DAYS,
    signingP12Path: e.SIGNING_P12_PATH ? path.resolve(e.SIGNING_P12_PATH) : undefined,
    signingP12Password: e.SIGNING_P12_PASSWORD,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    geocoderUrl: e.GEOCODER_URL ?? null,
    instagramGraphUrl: e.INSTAGRAM_GRAPH_URL,
    renderCache: e.RENDER_CACHE === 'on',
    renderCacheBytes: e.RENDER_CACHE_MB * 1024 * 1024,
    renderQueueMax: e.RENDER_QUEUE_MAX,
    secureCookies: baseUrl.startsWith('https://'),
    tokenIdleDays: e.TOKEN_IDLE_DAYS,
    ...readDataKey(e.DATA_ENCRYPTION_KEY, databasePath),
    privateFilesDir: privateFilesDir(databasePath),
    payments: paymentProvider(e),
    paymentFees: { cardFeeBasisPoints: percentToBasisPoints(e.PAYMENT_CARD_FEE_PERCENT)!, achFeeCents: parseAmount(e.PAYMENT_ACH_FEE)! },
  };
}

function paymentProvider(e: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_BASE?: string }): Config['payments'] {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return undefined;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(`Invalid configuration:\n  ${e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither: online payments are then off)`);
  }
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE?.replace(/\/+$/, '') ?? null };
}

function smsProvider(e: { SMS_URL?: string; SMS_AUTH?: string; SMS_FROM?: string }): Config['sms'] {
  if (!e.SMS_URL && !e.SMS_FROM) return undefined;
  if (!e.SMS_URL || !e.SMS_FROM) throw new ConfigError(`Invalid configuration:\n  ${e.SMS_URL ? 'SMS_FROM' : 'SMS_URL'}: set SMS_URL and SMS_FROM together (or neither: text messages then stay in the outbox)`);
  return { url: e.SMS_URL, auth: e.SMS_AUTH, from: e.SMS_FROM };
}

function keyBytes(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
}

/**
 * DATA_ENCRYPTION_KEY, else the key file beside the database, else a new random key that is not
 * written yet: whether it may be kept depends on the data (settleDataKey, at start).
 */
function readDataKey(envKey: string | undefined, databasePath: string): { dataEncryptionKey: Buffer; dataKeyOrigin: DataKeyOrigin } {
  if (envKey) return { dataEncryptionKey: keyBytes(envKey), dataKeyOrigin: 'env' };
  const file = dataKeyFile(databasePath);
  if (!existsSync(file)) return { dataEncryptionKey: randomBytes(32), dataKeyOrigin: 'new' };
  const text = readFileSync(file, 'utf8').trim();
  if (!KEY_PATTERN.test(text)) throw new ConfigError(`Invalid configuration:\n  DATA_ENCRYPTION_KEY: ${file} does not hold a data encryption key (64 hex digits): put the right key file back, or set DATA_ENCRYPTION_KEY`);
  return { dataEncryptionKey: keyBytes(text), dataKeyOrigin: 'file' };
}

/** Where a generated data encryption key is kept: beside the database, like the session secret. */
export function dataKeyFile(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'data-encryption-key');
}

/** Private files (application documents) live beside the database, outside every public path. */
export function privateFilesDir(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'private-files');
}

/** Where a generated session secret is kept: beside the database (backups carry it along). */
export function sessionSecretFile(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'session-secret');
}

/** The session secret is generated once and kept beside the database so sessions survive restarts. */
function readOrCreateSecret(databasePath: string): string {
  const file = sessionSecretFile(databasePath);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
