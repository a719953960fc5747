import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { tryGetContext } from 'hono/context-storage';
import type { RequestIdVariables } from 'hono/request-id';
import { type DestinationStream, type Logger, pino } from 'pino';

/** An e-mail address anywhere in a text (an SMTP reply often quotes the recipient). */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;

/** A last word short enough (254, the longest address) to be the start of an address a cut split. */
const SPLIT_WORD = /(^|\s)\S{1,254}$/;

/** What a line keeps at most; twice as much is looked at for addresses. */
const KEPT = 500;

/**
 * Text for a log line or an error column: addresses hidden, one line, at most 500 characters.
 * Cut before it is searched, since a long run without an address costs the search the square of
 * its length (50,000 characters took 4 s); a word the cut splits may be half an address, so it
 * goes too (unless longer than any address).
 */
export function redact(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  const searched = line.length > 2 * KEPT ? line.slice(0, 2 * KEPT).replace(SPLIT_WORD, '$1') : line;
  return searched.replace(ADDRESS, '<address>').trim().slice(0, KEPT);
}

/**
 * What the logs may say about an error: its kind, code and redacted message. Never the whole
 * object, whose extra fields (a database's `detail`, say) can quote what a visitor sent.
 */
export function loggableError(error: unknown): {
  type: string;
  code?: string;
  message: string;
  stack?: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: redact(error.message),
    // The stack's first frames say where, not what was sent; the message line is redacted above.
    ...(error.stack ? { stack: error.stack.split('\n').slice(1, 6).join('\n') } : {}),
  };
}

/** The id of the request a line is written for (`hono/context-storage`), when there is one. */
function requestMixin(): { requestId?: string } {
  const requestId = tryGetContext<{ Variables: RequestIdVariables }>()?.var.requestId;
  return requestId === undefined ? {} : { requestId };
}

/**
 * The server's logger: pino JSON lines at `level`, each written while a request is answered
 * carrying its `requestId` (the `X-Request-Id` of the answer), including the first delivery
 * attempt of its mail, which starts in the request's asynchronous context.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'aarambh-api' }, mixin: requestMixin };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per request once it is answered: method, path (never the query string, which carries
 * the links' tokens), status and milliseconds; never the client's address. It also makes sure the
 * answer carries its `X-Request-Id`: `requestId()` sets it before the handler, which a handler's
 * own `Response` (a stored Idempotency-Key answer, a static file) would otherwise not keep.
 */
export function accessLog(log: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.header('X-Request-Id', c.var.requestId);
    const seconds = (performance.now() - started) / 1000;
    const { method, path } = c.req;
    const status = c.res.status;
    log.info({ method, path, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
    const answered = observers.get(log);
    if (answered) {
      // The route that answered, as declared (`/api/status/:token`), never the path: a bounded
      // set of names. Read after next(), the route index is that of the last handler that ran.
      const route = routePath(c);
      for (const observe of answered) observe({ method, route, status, seconds });
    }
  };
}

/** A request once answered, as the metrics count it. */
export interface AnsweredRequest {
  method: string;
  /** The declared route that answered it (`*` for none). */
  route: string;
  status: number;
  seconds: number;
}

const observers = new WeakMap<Logger, ((request: AnsweredRequest) => void)[]>();

/** Calls `observe` for every request the access log of `log` writes a line for (the metrics). */
export function observeRequests(log: Logger, observe: (request: AnsweredRequest) => void): void {
  observers.set(log, [...(observers.get(log) ?? []), observe]);
}

/** A static file's path: a built asset or any path with a file extension but .html. */
const ASSET = /^\/(staff\/)?assets\/|\.(?!html?$)[a-z0-9]{1,12}$/i;
const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** What every line carries and a person reading a terminal does not need. */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'service', 'msg', 'requestId']);

/**
 * For a person at a terminal (LOG_FORMAT=pretty, the default when stdout is one): each JSON line
 * pino writes becomes one readable line, `10:42:07 GET /career 200 3.1 ms`; static files answered
 * without error are folded into one `... static files` line a second, however many a page loads.
 */
export function readableLogs(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  let assets = 0;
  let timer: NodeJS.Timeout | undefined;
  const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);
  const flush = (time = Date.now()) => {
    clearTimeout(timer);
    timer = undefined;
    if (assets === 0) return;
    out.write(`${clock(time)} ${assets} static file(s)\n`);
    assets = 0;
  };
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown> & {
        time: number;
        level: number;
        msg?: string;
      };
      if (entry.msg === 'request') {
        const { method, path, status, ms } = entry as unknown as {
          method: string;
          path: string;
          status: number;
          ms: number;
        };
        if (ASSET.test(path) && status < 400) {
          assets += 1;
          timer ??= setTimeout(() => flush(), 1000).unref();
          return;
        }
        flush(entry.time);
        out.write(`${clock(entry.time)} ${method} ${path} ${status} ${ms} ms\n`);
        return;
      }
      flush(entry.time);
      const level = LEVELS[entry.level] ?? String(entry.level);
      const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !QUIET.has(key)));
      out.write(
        `${clock(entry.time)} ${level === 'info' ? '' : `${level} `}${entry.msg ?? ''}` +
          `${Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : ''}\n`,
      );
    },
  };
}
