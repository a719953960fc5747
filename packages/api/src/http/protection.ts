import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import ipaddr from 'ipaddr.js';
import { nodeRequest } from './body.ts';
import { HttpError, messages, refusal } from './errors.ts';
import { limitPage, wantsPage } from './limitPage.ts';

/** The address a request comes from: the socket's, or the proxy's last hop when the proxy is trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    // The rightmost entry is the one our own proxy added; the ones before it the client can forge.
    const last = hops?.at(-1);
    if (last) return last;
  }
  return nodeRequest(c)?.socket.remoteAddress ?? 'unknown';
}

/**
 * Who the rate limit counts an address as: an IPv4 address itself (an IPv4-mapped IPv6 address
 * as the IPv4 address it maps), an IPv6 address by its /64, the smallest network a provider hands
 * one subscriber, who can send from any of its 2^64 addresses. ipaddr.js reads every IPv6 spelling.
 */
export function rateLimitSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const network = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The site's Content Security Policy: scripts only from our own origin (plus, per page, the hashes
 * of the page's own inline scripts), no plugins, no framing, forms and connections to us only.
 * Styles allow inline attributes, which prerendered markup carries.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SITE_CSP = contentSecurityPolicy();
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response (Hono's `secureHeaders`; the Content-Security-Policy is
 * `defaultPolicy`'s or a page's own, with the hashes of its inline scripts: `static.ts`). HSTS goes out
 * on every answer; browsers take it only from one that came over TLS (RFC 6797, 8.1).
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    overwrite: false,
  });
}

/**
 * The Content-Security-Policy of an answer without one of its own: the API's allows nothing (and
 * API answers are never cached); the site's (assets, the 404 page) is the pages' policy.
 */
export function defaultPolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (c.req.path.startsWith('/api/')) {
      headers.set('Content-Security-Policy', API_CSP);
      headers.set('Cache-Control', 'no-store');
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', SITE_CSP);
    }
  };
}

/**
 * Whether a request's Origin may call the API: one of `CORS_ORIGINS`, or the host the request was
 * sent to (behind a TLS proxy the request's own URL says http: while the Origin says https:).
 */
function originAllowed(origins: ReadonlySet<string>, origin: string, c: Context): boolean {
  if (origins.has(origin)) return true;
  const host = c.req.header('host');
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host;
}

/**
 * CORS for an allowlist of origins (Hono's `cors`), and Hono's `csrf`: a form post (multipart,
 * urlencoded or plain text, which need no preflight, so CORS alone would let another site make
 * a visitor's browser submit one to us) is refused with 403 unless the browser says it comes from
 * this origin (`Sec-Fetch-Site`) or its Origin is allowed. A JSON post from another site needs a
 * preflight, which CORS answers without permission.
 */
export function originChecks(allowed: readonly string[]): MiddlewareHandler[] {
  const origins = new Set(allowed);
  const forgeryCheck = csrf({ origin: (origin, c) => originAllowed(origins, origin, c) });
  return [
    cors({
      origin: (origin, c) => (originAllowed(origins, origin, c) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
    // A post with neither header comes from no browser (browsers send both with every post), so
    // it cannot be a forgery made in a visitor's browser: a script, a mail provider's one-click
    // unsubscribe (RFC 8058).
    (c, next) =>
      c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined
        ? next()
        : forgeryCheck(c, next),
  ];
}

/** Keys past which ended windows are swept out, at most once per window. */
const SWEEP_FROM = 50_000;
/** The key of the one window that every new key shares once the limiter holds `maxKeys`. */
const OVERFLOW = '\0overflow';

/**
 * A fixed-window limit per client (see `rateLimitSubject`) and endpoint, answering 429 with Retry-After (seconds
 * until the window ends). `perMinute` 0 turns it off. Its memory is bounded: past 50,000 keys the
 * ended windows are swept out, at most once per window (a sweep is a pass over every key); past
 * `maxKeys` (a flood of distinct addresses, say from an IPv6 /48's 65,536 /64s) every new key
 * counts in one shared window until the next sweep, so the known clients keep their own counts.
 */
export class RateLimiter implements RequestLimiter {
  readonly #perWindow: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;
  readonly #maxKeys: number;
  #nextSweep = 0;

  constructor(perWindow: number, windowMs = 60_000, now: () => number = Date.now, maxKeys = 200_000) {
    this.#perWindow = perWindow;
    this.#windowMs = windowMs;
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** Counts a request; answers the seconds to wait when it is over the limit, else 0. */
  take(key: string): number {
    if (this.#perWindow === 0) return 0;
    const now = this.#now();
    const counted = this.#windows.has(key) ? key : this.#admit(now, key);
    let window = this.#windows.get(counted);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(counted, window);
    }
    window.count += 1;
    return window.count > this.#perWindow ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  /** The key a new client is counted under: its own, or the shared one while the limiter is full. */
  #admit(now: number, key: string): string {
    if (this.#windows.size >= Math.min(SWEEP_FROM, this.#maxKeys) && now >= this.#nextSweep) {
      for (const [known, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(known);
      this.#nextSweep = now + this.#windowMs;
    }
    return this.#windows.size >= this.#maxKeys ? OVERFLOW : key;
  }

  middleware(endpoint: string, trustProxy: boolean): MiddlewareHandler {
    return limitRequests(this.#perWindow === 0 ? undefined : (key) => this.take(key), endpoint, trustProxy);
  }
}

/** A per-client limit per endpoint, counted in this process's memory or in the database. */
export interface RequestLimiter {
  middleware(endpoint: string, trustProxy: boolean): MiddlewareHandler;
}

/** Refuses a request (429 with Retry-After) when `take` says to wait; no `take` is no limit. */
function limitRequests(
  take: ((key: string) => number | Promise<number>) | undefined,
  endpoint: string,
  trustProxy: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    const wait = take ? await take(`${endpoint} ${rateLimitSubject(clientAddress(c, trustProxy))}`) : 0;
    if (wait > 0) {
      if (wantsPage(c)) return limitPage(c, wait);
      return refusal(
        c,
        new HttpError(429, messages.tooManyRequests, { headers: { 'Retry-After': String(wait) } }),
      );
    }
    await next();
  };
}

/** Where the database limiter counts: `Storage`'s two calls for it. */
export interface RequestCounter {
  countRequest(key: string, window: number): Promise<number>;
  forgetRequests(window: number): Promise<void>;
}

/**
 * The same limit as `RateLimiter`, counted in the database, so that several servers on one
 * database refuse a client together: fixed windows on the clock (window n is
 * [n * windowMs, (n + 1) * windowMs)), each request one upsert that answers the count. Once per
 * window each process deletes the ended windows' rows.
 */
export class DatabaseRateLimiter implements RequestLimiter {
  readonly #counter: RequestCounter;
  readonly #perWindow: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  #swept = -1;

  constructor(counter: RequestCounter, perWindow: number, windowMs = 60_000, now: () => number = Date.now) {
    this.#counter = counter;
    this.#perWindow = perWindow;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts a request; answers the seconds to wait when it is over the limit, else 0. */
  async take(key: string): Promise<number> {
    const now = this.#now();
    const window = Math.floor(now / this.#windowMs);
    if (window > this.#swept) {
      this.#swept = window;
      // Another server may be deleting the same rows; a failure is tried again next window.
      this.#counter.forgetRequests(window).catch(() => undefined);
    }
    const hits = await this.#counter.countRequest(key, window);
    if (hits <= this.#perWindow) return 0;
    return Math.max(1, Math.ceil(((window + 1) * this.#windowMs - now) / 1000));
  }

  middleware(endpoint: string, trustProxy: boolean): MiddlewareHandler {
    return limitRequests(this.#perWindow === 0 ? undefined : (key) => this.take(key), endpoint, trustProxy);
  }
}
