import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import { nodeRequest } from './body.ts';
import { HttpError, messages, refusal } from './errors.ts';

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

/** Whether the request reached us over TLS (directly, or through a trusted proxy that says so). */
export function isSecure(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
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

/** Security headers on every response; API answers are never cached. */
export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const api = c.req.path.startsWith('/api/');
    if (!headers.has('Content-Security-Policy'))
      headers.set('Content-Security-Policy', api ? API_CSP : SITE_CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (api) headers.set('Cache-Control', 'no-store');
    if (isSecure(c, options.trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

/**
 * CORS for an allowlist of origins, and a refusal (403) of submissions that a browser sends from
 * any other site: multipart and plain-text posts need no preflight, so CORS alone would still let
 * another site make a visitor's browser submit a form to us.
 */
export function corsAllowlist(allowed: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowed);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    const sameOrigin =
      origin !== undefined && host !== undefined && URL.canParse(origin) && new URL(origin).host === host;
    const allowedOrigin = origin !== undefined && (origins.has(origin) || sameOrigin);
    if (origin !== undefined && !allowedOrigin && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return refusal(c, new HttpError(403, 'This origin may not call the API.'));
    }
    if (c.req.method === 'OPTIONS') {
      const response = c.body(null, 204);
      if (allowedOrigin) {
        response.headers.set('Access-Control-Allow-Origin', origin);
        response.headers.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        response.headers.set('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
        response.headers.set('Access-Control-Max-Age', '600');
        response.headers.set('Vary', 'Origin');
      }
      return response;
    }
    await next();
    if (allowedOrigin) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.append('Vary', 'Origin');
    }
  };
}

/**
 * A fixed-window limit per client (see `rateLimitSubject`) and endpoint, answering 429 with Retry-After (seconds
 * until the window ends). `perMinute` 0 turns it off.
 */
export class RateLimiter {
  readonly #perWindow: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(perWindow: number, windowMs = 60_000, now: () => number = Date.now) {
    this.#perWindow = perWindow;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts a request; answers the seconds to wait when it is over the limit, else 0. */
  take(key: string): number {
    if (this.#perWindow === 0) return 0;
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now);
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.#perWindow ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }

  middleware(endpoint: string, trustProxy: boolean): MiddlewareHandler {
    return async (c, next) => {
      const wait =
        this.#perWindow === 0
          ? 0
          : this.take(`${endpoint} ${rateLimitSubject(clientAddress(c, trustProxy))}`);
      if (wait > 0) {
        return refusal(
          c,
          new HttpError(429, messages.tooManyRequests, { headers: { 'Retry-After': String(wait) } }),
        );
      }
      await next();
    };
  }
}
