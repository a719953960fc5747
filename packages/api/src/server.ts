import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { PasswordHasher } from './console/passwords.ts';
import type { Config } from './config.ts';
import { createLogger, readableLogs } from './log.ts';
import { createMetrics, serveMetrics } from './metrics.ts';
import { type ErrorReporter, errorReporter } from './errorReporting.ts';
import { Outbox, type OutboxOptions } from './mail/outbox.ts';
import { type MailTransport, fileTransport, smtpTransport } from './mail/transport.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/types.ts';
import { moveResumesIntoDatabase, resumeStore } from './resumes.ts';
import { openUploadArea } from './uploads.ts';
import { developmentSigningKey, documentSigner } from './proof/signing.ts';

export interface RunningServer {
  url: string;
  port: number;
  storage: Storage;
  outbox: Outbox;
  log: Logger;
  /** The port of the private `/metrics` listener, when METRICS_PORT is set. */
  metricsPort: number | undefined;
  /** Where unhandled errors go, when ERROR_REPORTING_DSN is set (main.ts reports the process's too). */
  errors: ErrorReporter | undefined;
  /** Resolves if a part breaks for good (a worker thread died): the process should then exit. */
  broken: Promise<Error>;
  close(): Promise<void>;
}

/**
 * Opens the storage, the mail transport and the outbox worker from the configuration, and serves
 * the API (and the built site, when there is one) until `close`.
 */
export async function startServer(
  config: Config,
  options: { log?: Logger; outbox?: OutboxOptions; transport?: MailTransport; storage?: Storage } = {},
): Promise<RunningServer> {
  const errors =
    config.errorReportingDsn === undefined
      ? undefined
      : errorReporter(config.errorReportingDsn, { environment: process.env.NODE_ENV ?? 'development' });
  // Structured logs: ids, kinds and outcomes, never a visitor's name, address or message.
  const log =
    options.log ?? createLogger(config.logLevel, config.logFormat === 'pretty' ? readableLogs() : undefined);
  const storage = options.storage ?? (await openStorage(config));
  const uploads = await openUploadArea(config.dataDir, storage, log);
  const resumes = resumeStore(storage, config.dataDir, uploads.incomingDir);
  if (resumes.where === 'database') {
    const moved = await moveResumesIntoDatabase(storage, config.dataDir);
    if (moved > 0) log.warn({ files: moved }, 'moved resumes from the data folder into the database');
  }

  const transport =
    options.transport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, { maxConnections: config.mailMaxConnections, dkim: config.dkim })
      : fileTransport(path.join(config.dataDir, 'outbox')));
  // A worker thread that died (the SQLite connection's, the .eml writer's) leaves the server
  // unable to do its work: `broken` tells main.ts, which exits non-zero for the supervisor.
  const broken = new Promise<Error>((resolve) => {
    storage.onBroken(resolve);
    transport.onBroken(resolve);
  });
  const mail = {
    from: config.mailFrom,
    inbox: config.mailInbox,
    resumes,
    confirmationsPerAddressPerHour: config.confirmationsPerAddressPerHour,
    confirmationsPerClientPerHour: config.confirmationsPerClientPerHour,
    confirmationsPerHour: config.confirmationsPerHour,
    subscriptionConfirmationsPerHour: config.subscriptionConfirmationsPerHour,
    links: {
      siteUrl: config.siteUrl,
      secret: config.linkSecret,
      unsubscribeMailto: config.mailUnsubscribeTo,
    },
  };
  const outbox = new Outbox(storage, transport, mail, log, {
    pollIntervalMs: config.mailRetryIntervalMs,
    maxFirstAttempts: config.mailMaxFirstAttempts,
    errors,
    ...options.outbox,
  });
  const siteDir = existsSync(config.siteDir) ? config.siteDir : undefined;
  if (!siteDir) log.warn('no built site found: serving the API only (run `npm run build`)');
  const consoleDir = existsSync(config.consoleDir) ? config.consoleDir : undefined;
  if (!consoleDir) log.warn('no built staff console found: /staff/ is not served (run `npm run build`)');

  // The documents' key: its public half is recorded at start, so backups and /.well-known/jwks.json
  // hold it from then on, beside every key used before.
  const signer = await documentSigner(
    config.documentSigningKey ?? (await developmentSigningKey(config.dataDir)),
  );
  await storage.console.addSigningKey({ kid: signer.kid, publicJwk: signer.publicJwk, at: new Date() });

  const hasher = new PasswordHasher(config.passwordHashing);
  const app = createApp({
    console: { hasher },
    storage,
    outbox,
    log,
    uploads,
    resumes,
    ...(siteDir ? { siteDir } : {}),
    ...(consoleDir ? { consoleDir } : {}),
    mail,
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    jsonLimitBytes: config.jsonLimitBytes,
    uploadMinFreeBytes: config.uploadMinFreeBytes,
    trustProxy: config.trustProxy,
    statusMailDelayMs: config.statusMailDelayMs,
    documentSigner: signer,
    errors,
    health: {
      dataDir: config.dataDir,
      diskMinFreeBytes: config.diskMinFreeBytes,
      mailStuckAfterMs: config.mailStuckAfterMs,
      token: config.healthToken,
    },
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(started),
    );
    started.once('error', reject);
  });
  // A slow client cannot hold a connection (and an upload slot) for long.
  if ('requestTimeout' in server) {
    server.requestTimeout = 60_000;
    server.headersTimeout = 15_000;
  }
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await serveMetrics(createMetrics(storage, log), config.metricsHost, config.metricsPort);
  outbox.start();
  const { port } = server.address() as AddressInfo;
  log.info({ port, database: storage.engine, mail: transport.kind }, 'listening');

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    storage,
    outbox,
    log,
    metricsPort: metrics?.port,
    errors,
    broken,
    close() {
      closing ??= (async () => {
        await metrics?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await outbox.stop();
        await uploads.close();
        transport.close();
        await storage.close();
        await hasher.close();
        await errors?.flush(2000);
      })();
      return closing;
    },
  };
}

/**
 * What `npm start` prints once listening: where the site and the staff console are, and, while no
 * admin account exists, the one command that makes the first.
 */
export async function startMessage(server: RunningServer, config: Config): Promise<string> {
  const local = `http://localhost:${server.port}`;
  const lines = [
    `Aarambh Labs is running at ${local}/`,
    `  Staff console: ${local}/staff/`,
    ...(config.siteUrl !== `http://localhost:${config.port}`
      ? [`  Public URL (SITE_URL): ${config.siteUrl}/`]
      : []),
  ];
  const staff = await server.storage.console.listStaff();
  if (!staff.some((account) => account.role === 'admin' && account.status !== 'disabled')) {
    lines.push(
      '  No admin account yet. Make the first one (it prints a one-time link to enrol):',
      '    npm run staff -- add you@example.com --role admin',
    );
  }
  lines.push('  Stop with Ctrl-C.');
  return lines.join('\n');
}
