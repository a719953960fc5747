import { createHash, timingSafeEqual } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { routePath } from 'hono/route';
import { contextStorage } from 'hono/context-storage';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { drainUnreadBody } from './http/body.ts';
import { HttpError, messages, refusal } from './http/errors.ts';
import ipaddr from 'ipaddr.js';
import { clientAddress, defaultPolicy, originChecks, securityHeaders } from './http/protection.ts';
import { accessLog, loggableError } from './log.ts';
import { consoleHandler } from './http/console.ts';
import { siteHandler } from './http/static.ts';
import { consoleRoutes } from './console/routes.ts';
import { registerDocuments } from './routes/documents.ts';
import { registerApplicationStatus } from './routes/applicationStatus.ts';
import { registerErrorReports } from './routes/errorReports.ts';
import { registerPrivacyRequests } from './routes/privacy.ts';
import { registerGuardianLinks } from './routes/guardian.ts';
import { registerSubmissions } from './routes/submissions.ts';
import { type Storage, StorageUnavailableError } from './storage/types.ts';
import { type AppDependencies, type HealthSettings, resolveDependencies } from './dependencies.ts';

/** No space left: ENOSPC (a file) or EDQUOT (a quota). */
function isDiskFull(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && (code === 'ENOSPC' || code === 'EDQUOT');
}

/** Free bytes on the data folder's disk (`statfs`: blocks available to this user). */
async function diskSpace(dataDir: string, minFreeBytes: number) {
  try {
    const info = await statfs(dataDir);
    const freeBytes = info.bavail * info.bsize;
    return { status: freeBytes < minFreeBytes ? ('low' as const) : ('ok' as const), freeBytes };
  } catch {
    return { status: 'unknown' as const, freeBytes: null };
  }
}

/** Mail given up, and the age of the oldest still pending (a stuck outbox); null when the database does not answer. */
async function mailBacklog(storage: Storage, stuckAfterMs: number) {
  try {
    const { pending, failed, oldestPending } = await storage.mailBacklog();
    const age =
      oldestPending === null
        ? null
        : Math.max(0, Math.round((Date.now() - Date.parse(oldestPending)) / 1000));
    return { pending, failed, oldestPendingSeconds: age, stuck: age !== null && age * 1000 > stuckAfterMs };
  } catch {
    return { failed: null, oldestPendingSeconds: null, stuck: false };
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a health check may see the details (counts, disk, mail): a caller with the configured
 * token, or one on loopback (the socket's address, or the trusted proxy's last hop). Anyone else
 * is told only the status, which is all a load balancer needs.
 */
function seesDetails(c: Context, settings: HealthSettings, trustProxy: boolean): boolean {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (settings.token !== undefined && given !== undefined) {
    return timingSafeEqual(sha256(given), sha256(settings.token));
  }
  const address = clientAddress(c, trustProxy);
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** The API's routes (and the site, when given), free of any server so tests can call `app.request(...)`. */
export function createApp(given: AppDependencies): Hono {
  const deps = resolveDependencies(given);
  const app = new Hono();
  // Outermost: every answer gets its request id, every log line written meanwhile carries it
  // (`createLogger`'s mixin reads it through Hono's context storage), and one access line each.
  app.use('*', requestId(), contextStorage(), accessLog(deps.log));
  // Whatever refuses a request early, the client finishes sending before the answer.
  app.use('/api/*', drainUnreadBody());
  app.use('*', securityHeaders(), defaultPolicy());
  app.use('/api/*', ...originChecks(deps.corsOrigins));

  app.get('/api/health', async (c) => {
    const details = seesDetails(c, deps.health, deps.trustProxy);
    const [database, disk, backlog] = await Promise.all([
      deps.storage.isHealthy().then((ok) => (ok ? 'ok' : 'unavailable')),
      diskSpace(deps.health.dataDir, deps.health.diskMinFreeBytes),
      details ? mailBacklog(deps.storage, deps.health.mailStuckAfterMs) : undefined,
    ]);
    // Degraded (503, so a load balancer stops sending) when no submission could be stored.
    const healthy = database === 'ok' && disk.status === 'ok';
    const status = healthy ? 'ok' : 'degraded';
    if (!backlog) return c.json({ status }, healthy ? 200 : 503);
    const { stuck, ...counts } = backlog;
    const outbox = deps.outbox.health();
    const mailReport = { ...outbox, ...counts, status: stuck ? 'stuck' : outbox.status };
    return c.json({ status, database, disk, mail: mailReport }, healthy ? 200 : 503);
  });

  registerSubmissions(app, deps);
  app.route('/', consoleRoutes(deps));
  registerApplicationStatus(app, deps);
  registerDocuments(app, deps);
  registerPrivacyRequests(app, deps);
  registerErrorReports(app, deps);
  registerGuardianLinks(app, deps);

  app.all('/api/*', (c) => refusal(c, new HttpError(404, messages.notFound)));
  if (deps.consoleDir) app.route('/', consoleHandler(deps.consoleDir));
  if (deps.siteDir) app.route('/', siteHandler(deps.siteDir));
  app.notFound((c) => refusal(c, new HttpError(404, messages.notFound)));

  app.onError((error, c) => {
    if (error instanceof HttpError) return refusal(c, error);
    // Hono's own middleware refuses by throwing: its only refusal here is `csrf`'s 403.
    if (error instanceof HTTPException && error.status === 403) {
      return refusal(c, new HttpError(403, messages.foreignOrigin));
    }
    const unavailable =
      error instanceof StorageUnavailableError
        ? error
        : isDiskFull(error)
          ? new StorageUnavailableError('full', error.message)
          : undefined;
    if (unavailable) {
      // Passing (a lock held elsewhere, a full disk): the client may try again; the log says why.
      if (unavailable.reason === 'full') {
        deps.log.error({ reason: 'full', path: c.req.path }, 'disk full: submission refused');
      } else {
        deps.log.warn({ reason: unavailable.reason, path: c.req.path }, 'storage unavailable');
      }
      const retryAfter = unavailable.reason === 'busy' ? '10' : '300';
      return refusal(c, new HttpError(503, messages.unavailable, { headers: { 'Retry-After': retryAfter } }));
    }
    // The log gets the details; the visitor a plain message, never a stack or a path.
    deps.log.error({ err: loggableError(error), path: c.req.path }, 'request failed');
    deps.errors?.report(error, { source: 'request', route: routePath(c) });
    return refusal(c, new HttpError(500, messages.serverError));
  });
  return app;
}
