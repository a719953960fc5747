import { Hono } from 'hono';
import type { Logger } from 'pino';
import { drainUnreadBody } from './http/body.ts';
import { HttpError, messages, refusal } from './http/errors.ts';
import { RateLimiter, corsAllowlist, securityHeaders } from './http/protection.ts';
import { loggableError } from './log.ts';
import { siteHandler } from './http/static.ts';
import type { MailSettings } from './mail/compose.ts';
import type { Outbox } from './mail/outbox.ts';
import { registerSubmissions } from './routes/submissions.ts';
import { type Storage, StorageUnavailableError } from './storage/types.ts';
import type { UploadArea } from './uploads.ts';

export interface AppDependencies {
  storage: Storage;
  outbox: Outbox;
  mail: MailSettings;
  log: Logger;
  /** Where uploads are written (never a served folder). */
  uploads: UploadArea;
  /** The built site to serve beside the API; without it only the API answers. */
  siteDir?: string;
  corsOrigins: readonly string[];
  rateLimitPerMinute: number;
  jsonLimitBytes: number;
  trustProxy: boolean;
}

/** The API's routes (and the site, when given), free of any server so tests can call `app.request(...)`. */
export function createApp(deps: AppDependencies): Hono {
  const app = new Hono();
  // Outermost: whatever refuses a request early, the client finishes sending before the answer.
  app.use('/api/*', drainUnreadBody());
  app.use('*', securityHeaders({ trustProxy: deps.trustProxy }));
  app.use('/api/*', corsAllowlist(deps.corsOrigins));

  app.get('/api/health', async (c) => {
    const database = (await deps.storage.isHealthy()) ? 'ok' : 'unavailable';
    return c.json(
      { status: database === 'ok' ? 'ok' : 'degraded', database, mail: deps.outbox.health() },
      database === 'ok' ? 200 : 503,
    );
  });

  registerSubmissions(app, {
    storage: deps.storage,
    outbox: deps.outbox,
    mail: deps.mail,
    log: deps.log,
    uploads: deps.uploads,
    jsonLimitBytes: deps.jsonLimitBytes,
    rateLimiter: new RateLimiter(deps.rateLimitPerMinute),
    trustProxy: deps.trustProxy,
  });

  app.all('/api/*', (c) => refusal(c, new HttpError(404, messages.notFound)));
  if (deps.siteDir) {
    const site = siteHandler(deps.siteDir);
    app.on(['GET', 'HEAD'], '*', site);
  }
  app.notFound((c) => refusal(c, new HttpError(404, messages.notFound)));

  app.onError((error, c) => {
    if (error instanceof HttpError) return refusal(c, error);
    if (error instanceof StorageUnavailableError) {
      // Passing (a lock held elsewhere, a full disk): the client may try again; the log says why.
      deps.log.warn({ reason: error.reason, path: c.req.path }, 'storage unavailable');
      const retryAfter = error.reason === 'busy' ? '10' : '300';
      return refusal(c, new HttpError(503, messages.unavailable, { headers: { 'Retry-After': retryAfter } }));
    }
    // The log gets the details; the visitor a plain message, never a stack or a path.
    deps.log.error({ err: loggableError(error), path: c.req.path }, 'request failed');
    return refusal(c, new HttpError(500, messages.serverError));
  });
  return app;
}
