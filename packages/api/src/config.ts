import { STATUS_MAIL_GATHER_MS } from './storage/consoleRows.ts';
import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { dsnFromString } from '@sentry/core';
import { parseMailbox } from './mail/mime.ts';
import { readSigningKey } from './proof/signing.ts';
import type { DkimSettings } from './mail/transport.ts';
import { DEFAULT_HASH_POOL, type HashPoolSettings } from './console/passwords.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Relative folders in the configuration are read from the repository root, wherever npm runs. */
const repositoryRoot = path.resolve(packageRoot, '../..');

/** Configuration from the environment, with defaults that let `npm start` run with nothing set. */
export interface Config {
  port: number;
  /**
   * The interface to listen on: loopback by default. Any other makes the development defaults of
   * LINK_SECRET and SITE_URL an error.
   */
  host: string;
  /** Folder of the built site served beside the API. */
  siteDir: string;
  /** The built staff console, served under /staff/. */
  consoleDir: string;
  /** Folder for the embedded database, uploads and the mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded SQLite database is used. */
  databaseUrl: string | undefined;
  /**
   * The connection string of the role that owns the PostgreSQL schema and runs its migrations,
   * so that DATABASE_URL's role can only add lines to the audit log (see `databaseOwnerUrl`).
   */
  databaseOwnerUrl: string | undefined;
  /**
   * How long a submission waits for the database's write lock when another connection holds it
   * (a purge, a backup), in milliseconds; then it is answered 503 with Retry-After.
   */
  dbLockWaitMs: number;
  /** SMTP connection string for nodemailer; without it mail is written as .eml files. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** The company inbox: notifications go here, or to the owner the catalogue names for an opportunity. */
  mailInbox: string;
  /** Confirmations one address may get per clock hour (0: no cap). */
  confirmationsPerAddressPerHour: number;
  /** Confirmations one client (an IPv4 address, an IPv6 /64) may cause per clock hour (0: no cap). */
  confirmationsPerClientPerHour: number;
  /** Confirmations of the forms to all addresses together per clock hour (0: no cap). */
  confirmationsPerHour: number;
  /** Subscription confirmations to all addresses together per clock hour, apart from the forms' (0: no cap). */
  subscriptionConfirmationsPerHour: number;
  /** How often the outbox worker looks for mail due for a retry, in milliseconds. */
  mailRetryIntervalMs: number;
  /** How long an application's status e-mail waits for further changes to say with it. */
  statusMailDelayMs: number;
  /** The public URL of the site and its API (no trailing slash): the links in e-mails point here. */
  siteUrl: string;
  /** The key that signs the confirmation and unsubscribe links in e-mails. */
  linkSecret: string;
  /** An address offered in `List-Unsubscribe` beside the one-click URL, when one is set. */
  mailUnsubscribeTo: string | undefined;
  /** Origins allowed to call the API from a browser (the site's own origin needs no entry). */
  corsOrigins: string[];
  /** Submissions per client address, per endpoint, per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Largest JSON body accepted, in bytes. */
  jsonLimitBytes: number;
  /** Whether X-Forwarded-For and X-Forwarded-Proto come from a proxy we trust. */
  trustProxy: boolean;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** `json` (a line of JSON each) or `pretty` (a readable line each): pretty when stdout is a terminal. */
  logFormat: 'json' | 'pretty';
  /** Most SMTP connections open at once (nodemailer's pool); further mail waits for one. */
  mailMaxConnections: number;
  /** First delivery attempts under way at most; past it new mail is left to the outbox worker. */
  mailMaxFirstAttempts: number;
  /** How long a stop (SIGTERM, SIGINT) waits for requests and mail under way before exiting anyway. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: connecting, an idle pooled connection, one statement, in milliseconds. */
  pgConnectTimeoutMs: number;
  pgIdleTimeoutMs: number;
  pgStatementTimeoutMs: number;
  /** Free space on the data folder's disk below which health says degraded (503), in bytes. */
  diskMinFreeBytes: number;
  /** Free space below which uploads are refused (503), in bytes: more than `diskMinFreeBytes`. */
  uploadMinFreeBytes: number;
  /** Age of the oldest mail still pending past which health calls the outbox stuck, in milliseconds. */
  mailStuckAfterMs: number;
  /** A bearer token that gets the health check's details from anywhere (else loopback only). */
  healthToken: string | undefined;
  /** Staff password hashes computed at once (128 MiB each), and how many more may wait; past both, 503. */
  passwordHashing: HashPoolSettings;
  /** The DKIM key that signs every mail sent through SMTP, when one is configured. */
  dkim: DkimSettings | undefined;
  /**
   * The key of the backups' HMAC-SHA256 signature: `npm run backup` signs with it and
   * `npm run restore` refuses a backup it did not sign. Kept apart from the backups.
   */
  backupSigningKey: string | undefined;
  /** An age recipient (`age1...`): when set, every file of a backup is encrypted to it. */
  backupEncryptTo: string | undefined;
  /** The age identity (`AGE-SECRET-KEY-1...`) that decrypts an encrypted backup on restore. */
  backupDecryptKey: string | undefined;
  /** The port of the private Prometheus `/metrics` listener; unset, there is none. */
  metricsPort: number | undefined;
  /** The interface that listener binds: loopback unless set. */
  metricsHost: string;
  /**
   * The Ed25519 private key (PKCS #8 PEM) that signs certificates and offer letters
   * (`DOCUMENT_SIGNING_KEY`); unset in development, where one is made in the data folder.
   */
  documentSigningKey: string | undefined;
  /**
   * A Sentry-compatible DSN (`https://<key>@<host>/<project>`) that receives the server's unhandled
   * errors and the browser products' reports; unset, nothing is reported (errorReporting.ts).
   */
  errorReportingDsn: string | undefined;
}

/** A configuration that cannot work: `npm start` prints the message and exits, before listening. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** `Name <local@domain>` or `local@domain`, checked as the mail is: every submission would fail otherwise. */
function mailbox(value: string, name: string): string {
  try {
    parseMailbox(value);
    return value;
  } catch {
    throw new ConfigError(
      `${name} must be an e-mail address (name@example.com) or "Name <name@example.com>", got ${JSON.stringify(value)}`,
    );
  }
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465`);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError(
      `SMTP_URL must start with smtp:// or smtps:// and name a host, such as smtps://user:password@smtp.example.com:465`,
    );
  }
  return value;
}

function siteUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new ConfigError(
      `SITE_URL must be the site's public URL, such as https://aarambhlabs.example, got ${JSON.stringify(value)}`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Signs links in e-mails when LINK_SECRET is unset: a fixed, public value, accepted only while the
 * server listens on loopback (see `refuseDevelopmentDefaults`).
 */
const DEVELOPMENT_LINK_SECRET = 'development-only-link-secret: set LINK_SECRET in production';

function linkSecret(value: string | undefined): string {
  if (value === undefined) return DEVELOPMENT_LINK_SECRET;
  if (value.trim().length < 32) {
    throw new ConfigError(
      'LINK_SECRET must be 32 or more random characters, e.g. from `openssl rand -hex 32`',
    );
  }
  return value;
}

/** `localhost`, `*.localhost` (RFC 6761) or an address in 127.0.0.0/8 or ::1 (also IPv4-mapped). */
function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return ipaddr.isValid(name) && ipaddr.process(name).range() === 'loopback';
}

/**
 * The development defaults (the public link secret, links to localhost) are safe only while no
 * one else can reach the server. Listening on any other interface, or behind a proxy it trusts
 * (which passes requests from others even to loopback), the server refuses to start without a
 * secret and a public site URL of its own, whatever NODE_ENV says.
 */
function refuseDevelopmentDefaults(
  host: string,
  trustProxy: boolean,
  secret: string | undefined,
  site: string | undefined,
  signingKey: string | undefined,
): void {
  if (isLoopback(host) && !trustProxy) return;
  const problems: string[] = [];
  if (signingKey === undefined) {
    problems.push(
      'DOCUMENT_SIGNING_KEY must be set to the Ed25519 private key that signs certificates and offer letters (a PKCS #8 PEM, e.g. from `openssl genpkey -algorithm ed25519`): without it each server would make its own, and documents would not verify.',
    );
  }
  if (secret === undefined || secret === DEVELOPMENT_LINK_SECRET) {
    problems.push(
      'LINK_SECRET must be set to a secret of your own: 32 or more random characters, e.g. LINK_SECRET=$(openssl rand -hex 32). The development value is public: anyone could sign confirmation and unsubscribe links.',
    );
  }
  if (site === undefined) {
    problems.push(
      'SITE_URL must be set to the public URL of the site, e.g. SITE_URL=https://aarambhlabs.example: the links in e-mails point there.',
    );
  } else if (isLoopback(new URL(site).hostname)) {
    problems.push(
      `SITE_URL must be the public URL of the site, e.g. SITE_URL=https://aarambhlabs.example, not ${site}: the links in e-mails would point to the reader's own machine.`,
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(
      [
        isLoopback(host)
          ? `TRUST_PROXY=true says a proxy passes requests from others to this server, so the development defaults are refused:`
          : `HOST=${host} is not loopback, so this server may be reached by others, and the development defaults are refused:`,
        ...problems.map((problem) => `- ${problem}`),
        'To try the server on this machine only, leave HOST and TRUST_PROXY unset.',
      ].join('\n'),
    );
  }
}

/**
 * DKIM signing by nodemailer: the three variables together or none, the key read (PEM) and checked
 * at start, so a wrong path or a public key stops the server before any mail goes out unsigned.
 */
function dkim(
  domainName: string | undefined,
  keySelector: string | undefined,
  keyFile: string | undefined,
): DkimSettings | undefined {
  const given = [domainName, keySelector, keyFile].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given < 3) {
    throw new ConfigError(
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE go together: set all three (the signing domain, the selector published as <selector>._domainkey.<domain>, and the PEM private key file), or none',
    );
  }
  const file = path.resolve(repositoryRoot, keyFile!);
  let privateKey: string;
  try {
    privateKey = readFileSync(file, 'utf8');
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError(
      `DKIM_PRIVATE_KEY_FILE must name a readable PEM private key, got ${JSON.stringify(keyFile)}`,
    );
  }
  return { domainName: domainName!, keySelector: keySelector!, privateKey };
}

function errorReportingDsn(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const dsn = URL.canParse(value) ? dsnFromString(value) : undefined;
  if (!dsn || (dsn.protocol !== 'https' && dsn.protocol !== 'http') || !dsn.publicKey) {
    throw new ConfigError(
      'ERROR_REPORTING_DSN must be a Sentry-compatible DSN such as https://<key>@errors.example.com/<project>, as the error tracker shows it',
    );
  }
  return value;
}

function healthToken(value: string | undefined): string | undefined {
  if (value !== undefined && value.trim().length < 16) {
    throw new ConfigError(
      'HEALTH_TOKEN must be 16 or more random characters, e.g. from `openssl rand -hex 16`',
    );
  }
  return value;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new ConfigError(`${name} must be a whole number of 0 or more, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

/**
 * DATABASE_OWNER_URL: the same database as DATABASE_URL, as another role. Refused when it is
 * set without DATABASE_URL, names another server or database, or the same role (which would own
 * the audit log and could drop its trigger).
 */
function databaseOwnerUrl(app: string | undefined, owner: string | undefined): string | undefined {
  if (owner === undefined) return undefined;
  if (app === undefined)
    throw new ConfigError('DATABASE_OWNER_URL is set without DATABASE_URL: set both, or neither for SQLite');
  if (!URL.canParse(owner) || !URL.canParse(app))
    throw new ConfigError('DATABASE_URL and DATABASE_OWNER_URL must be postgres:// connection strings');
  const [a, o] = [new URL(app), new URL(owner)];
  if (a.host !== o.host || a.pathname !== o.pathname)
    throw new ConfigError('DATABASE_OWNER_URL must name the same server and database as DATABASE_URL');
  if (decodeURIComponent(a.username) === decodeURIComponent(o.username))
    throw new ConfigError(
      "DATABASE_OWNER_URL must name another role than DATABASE_URL's: the app's role may not own the audit log",
    );
  return owner;
}

const empty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/**
 * Reads `.env` at the repository root into the environment when there is one (variables already
 * set win), so `npm start` and the CLI take the settings a newcomer copied from `.env.example`.
 */
export function loadDotEnv(): void {
  const file = path.join(repositoryRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The settings that hold a secret. Each may instead be read from a file named by `<NAME>_FILE`
 * (Docker and Kubernetes secrets are mounted as files); setting both is an error.
 */
export const SECRET_SETTINGS = [
  'LINK_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'HEALTH_TOKEN',
  'BACKUP_SIGNING_KEY',
  'BACKUP_DECRYPT_KEY',
  'DOCUMENT_SIGNING_KEY',
  'ERROR_REPORTING_DSN',
] as const;

/** `env` with each secret read from its `<NAME>_FILE` where that is set (less a final line break). */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = empty(env[`${name}_FILE`]);
    if (file === undefined) continue;
    if (empty(env[name]) !== undefined) {
      throw new ConfigError(
        `${name} and ${name}_FILE are both set: keep one (${name}_FILE names a file holding the value)`,
      );
    }
    try {
      resolved[name] = readFileSync(path.resolve(repositoryRoot, file), 'utf8').replace(/\r?\n$/, '');
    } catch {
      throw new ConfigError(
        `${name}_FILE must name a readable file holding ${name}, got ${JSON.stringify(file)}`,
      );
    }
  }
  return resolved;
}

function logFormat(value: string | undefined): 'json' | 'pretty' {
  if (value === undefined) return process.stdout.isTTY ? 'pretty' : 'json';
  if (value !== 'json' && value !== 'pretty')
    throw new ConfigError(`LOG_FORMAT must be json or pretty, got ${JSON.stringify(value)}`);
  return value;
}

function backupSigningKey(value: string | undefined): string | undefined {
  if (value !== undefined && value.trim().length < 32) {
    throw new ConfigError(
      'BACKUP_SIGNING_KEY must be 32 or more random characters, e.g. from `openssl rand -hex 32`',
    );
  }
  return value;
}

/** The documents' signing key, checked to be an Ed25519 private key in PEM. */
function documentSigningKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    readSigningKey(value);
  } catch (error) {
    throw new ConfigError(
      `DOCUMENT_SIGNING_KEY must be an Ed25519 private key in PKCS #8 PEM (\`openssl genpkey -algorithm ed25519\`): ${(error as Error).message}`,
    );
  }
  return value;
}

function ageKey(value: string | undefined, name: string, prefix: string): string | undefined {
  if (value !== undefined && !value.trim().startsWith(prefix)) {
    throw new ConfigError(`${name} must be an age key starting with ${prefix} (see the README's Backups)`);
  }
  return value?.trim();
}

export function loadConfig(input: NodeJS.ProcessEnv = process.env): Config {
  const env = withSecretFiles(input);
  const port = integer(env.PORT, 8080, 'PORT');
  const host = empty(env.HOST) ?? '127.0.0.1';
  const siteSetting = empty(env.SITE_URL);
  const site = siteSetting === undefined ? undefined : siteUrl(siteSetting);
  const secret = linkSecret(empty(env.LINK_SECRET));
  const trustProxy = env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1';
  const diskMinFreeBytes = integer(env.DISK_MIN_FREE_BYTES, 100 * 1024 * 1024, 'DISK_MIN_FREE_BYTES');
  const signingKey = documentSigningKey(empty(env.DOCUMENT_SIGNING_KEY));
  refuseDevelopmentDefaults(host, trustProxy, empty(env.LINK_SECRET), site, signingKey);
  const mailInbox = mailbox(empty(env.MAIL_INBOX) ?? 'hello@aarambhlabs.example', 'MAIL_INBOX');
  return {
    port,
    host,
    siteDir: path.resolve(repositoryRoot, empty(env.SITE_DIR) ?? 'packages/site/dist'),
    consoleDir: path.resolve(repositoryRoot, empty(env.CONSOLE_DIR) ?? 'packages/console/dist'),
    dataDir: path.resolve(repositoryRoot, empty(env.DATA_DIR) ?? 'data'),
    databaseUrl: empty(env.DATABASE_URL),
    databaseOwnerUrl: databaseOwnerUrl(empty(env.DATABASE_URL), empty(env.DATABASE_OWNER_URL)),
    dbLockWaitMs: integer(env.DB_LOCK_WAIT_MS, 5000, 'DB_LOCK_WAIT_MS'),
    smtpUrl: smtpUrl(empty(env.SMTP_URL)),
    mailFrom: mailbox(empty(env.MAIL_FROM) ?? 'Aarambh Labs <no-reply@aarambhlabs.example>', 'MAIL_FROM'),
    mailInbox,
    confirmationsPerAddressPerHour: integer(
      env.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
      5,
      'CONFIRMATIONS_PER_ADDRESS_PER_HOUR',
    ),
    confirmationsPerClientPerHour: integer(
      env.CONFIRMATIONS_PER_CLIENT_PER_HOUR,
      30,
      'CONFIRMATIONS_PER_CLIENT_PER_HOUR',
    ),
    confirmationsPerHour: integer(env.CONFIRMATIONS_PER_HOUR, 300, 'CONFIRMATIONS_PER_HOUR'),
    subscriptionConfirmationsPerHour: integer(
      env.SUBSCRIPTION_CONFIRMATIONS_PER_HOUR,
      300,
      'SUBSCRIPTION_CONFIRMATIONS_PER_HOUR',
    ),
    mailRetryIntervalMs: integer(env.MAIL_RETRY_INTERVAL_MS, 15000, 'MAIL_RETRY_INTERVAL_MS'),
    statusMailDelayMs: integer(env.STATUS_MAIL_DELAY_MS, STATUS_MAIL_GATHER_MS, 'STATUS_MAIL_DELAY_MS'),
    siteUrl: site ?? `http://localhost:${port}`,
    linkSecret: secret,
    mailUnsubscribeTo: (() => {
      const address = empty(env.MAIL_UNSUBSCRIBE_TO);
      return address === undefined
        ? undefined
        : parseMailbox(mailbox(address, 'MAIL_UNSUBSCRIBE_TO')).address;
    })(),
    corsOrigins: list(env.CORS_ORIGINS, [`http://localhost:${port}`]),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 20, 'RATE_LIMIT_PER_MINUTE'),
    jsonLimitBytes: integer(env.JSON_LIMIT_BYTES, 32 * 1024, 'JSON_LIMIT_BYTES'),
    trustProxy,
    logLevel: empty(env.LOG_LEVEL) ?? 'info',
    logFormat: logFormat(empty(env.LOG_FORMAT)),
    mailMaxConnections: Math.max(1, integer(env.MAIL_MAX_CONNECTIONS, 5, 'MAIL_MAX_CONNECTIONS')),
    mailMaxFirstAttempts: integer(env.MAIL_MAX_FIRST_ATTEMPTS, 100, 'MAIL_MAX_FIRST_ATTEMPTS'),
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    pgConnectTimeoutMs: integer(env.PG_CONNECT_TIMEOUT_MS, 5000, 'PG_CONNECT_TIMEOUT_MS'),
    pgIdleTimeoutMs: integer(env.PG_IDLE_TIMEOUT_MS, 30_000, 'PG_IDLE_TIMEOUT_MS'),
    pgStatementTimeoutMs: integer(env.PG_STATEMENT_TIMEOUT_MS, 15_000, 'PG_STATEMENT_TIMEOUT_MS'),
    diskMinFreeBytes,
    uploadMinFreeBytes: integer(
      env.UPLOAD_MIN_FREE_BYTES,
      diskMinFreeBytes + 100 * 1024 * 1024,
      'UPLOAD_MIN_FREE_BYTES',
    ),
    mailStuckAfterMs: integer(env.MAIL_STUCK_AFTER_MS, 3600_000, 'MAIL_STUCK_AFTER_MS'),
    healthToken: healthToken(empty(env.HEALTH_TOKEN)),
    passwordHashing: {
      threads: Math.max(
        1,
        integer(env.PASSWORD_HASH_THREADS, DEFAULT_HASH_POOL.threads, 'PASSWORD_HASH_THREADS'),
      ),
      queue: integer(env.PASSWORD_HASH_QUEUE, DEFAULT_HASH_POOL.queue, 'PASSWORD_HASH_QUEUE'),
    },
    dkim: dkim(empty(env.DKIM_DOMAIN), empty(env.DKIM_SELECTOR), empty(env.DKIM_PRIVATE_KEY_FILE)),
    backupSigningKey: backupSigningKey(empty(env.BACKUP_SIGNING_KEY)),
    backupEncryptTo: ageKey(empty(env.BACKUP_ENCRYPT_TO), 'BACKUP_ENCRYPT_TO', 'age1'),
    backupDecryptKey: ageKey(empty(env.BACKUP_DECRYPT_KEY), 'BACKUP_DECRYPT_KEY', 'AGE-SECRET-KEY-1'),
    metricsPort:
      empty(env.METRICS_PORT) === undefined ? undefined : integer(env.METRICS_PORT, 0, 'METRICS_PORT'),
    metricsHost: empty(env.METRICS_HOST) ?? '127.0.0.1',
    documentSigningKey: signingKey,
    errorReportingDsn: errorReportingDsn(empty(env.ERROR_REPORTING_DSN)),
  };
}
