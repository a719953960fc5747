import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError, messages, refusal } from './errors.ts';

/** The Node request under Hono when served by @hono/node-server; absent in `app.request()` tests. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming && typeof env.incoming.on === 'function' ? env.incoming : undefined;
}

/** The request body as a Node stream, read once, without Hono buffering it first. */
export function bodyStream(c: Context): Readable {
  const incoming = nodeRequest(c);
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeReadableStream) : Readable.from([]);
}

/** How much of a refused body is still read (and thrown away) before the answer goes out. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
/** How long a refused body is still read before the answer goes out anyway. */
export const DRAIN_MAX_MS = 15_000;

/**
 * Lets the client finish sending before it is answered. A refusal (413, 415, 429, a 400 on a bad
 * field) often comes before the body is read to its end; answering then and closing the connection
 * while the client still sends makes the server's TCP stack reset it, and a client that reads only
 * once it has written everything (fetch under load, most HTTP libraries) gets a network error
 * instead of the answer ('oversize file: no answer (fetch failed)'). So the rest of the body is
 * read and thrown away first, bounded: past `DRAIN_MAX_BYTES` (or a declared length that says it
 * will be) or `DRAIN_MAX_MS`, the answer goes out anyway and the connection closes.
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A GET or HEAD has no body to wait for.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const incoming = nodeRequest(c);
    if (!incoming || incoming.readableEnded || incoming.destroyed) return;
    const declared = declaredLength(c);
    if (declared !== undefined && declared > DRAIN_MAX_BYTES) {
      c.header('Connection', 'close');
      return;
    }
    await new Promise<void>((resolve) => {
      let drained = 0;
      const done = () => {
        clearTimeout(timer);
        incoming.off('data', onData);
        incoming.off('end', done);
        incoming.off('close', done);
        incoming.off('error', done);
        resolve();
      };
      const onData = (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_MAX_BYTES) {
          c.header('Connection', 'close');
          done();
        }
      };
      const timer = setTimeout(() => {
        c.header('Connection', 'close');
        done();
      }, DRAIN_MAX_MS);
      incoming.on('data', onData);
      incoming.on('end', done);
      incoming.on('close', done);
      incoming.on('error', done);
      incoming.resume();
    });
  };
}

const tooLarge = () => new HttpError(413, messages.tooLarge, { headers: { Connection: 'close' } });

/** The declared length, when the client sent one. */
export function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  return header === undefined || !/^\d+$/.test(header) ? undefined : Number(header);
}

/**
 * Hono's `bodyLimit` for a body read whole (JSON): 413 past `limit` bytes, whether declared by
 * Content-Length or counted as a chunked body arrives. Multipart bodies stream to disk instead
 * and are capped as they are parsed (`multipart.ts`): `bodyLimit` holds a chunked body in memory.
 */
export function wholeBodyLimit(limit: number): MiddlewareHandler {
  const limited = bodyLimit({ maxSize: limit, onError: (c) => refusal(c, tooLarge()) });
  return async (c, next) => {
    let read = false;
    try {
      return await limited(c, () => {
        read = true;
        return next();
      });
    } catch (error) {
      if (read) throw error;
      // A chunked body that broke off while `bodyLimit` read it: the client went away.
      throw new HttpError(400, messages.incomplete);
    }
  };
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Whether the Content-Type is `type` (parameters allowed; a charset, if given, must be UTF-8). */
export function hasContentType(c: Context, type: string): boolean {
  const header = c.req.header('content-type');
  if (!header) return false;
  const [essence, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (essence !== type) return false;
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice(8)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * A JSON object body (its size capped by `wholeBodyLimit` before): 415 unless the Content-Type
 * is JSON, 400 for invalid UTF-8 (never silently replaced), invalid JSON, or anything but an object.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (!hasContentType(c, 'application/json')) throw new HttpError(415, messages.notJson);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  } catch {
    // Closed before its end: the client went away mid-body.
    throw new HttpError(400, messages.badJson);
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new HttpError(400, messages.badUtf8, { errors: {} });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.badJson, { errors: {} });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, messages.notObject, { errors: {} });
  }
  return value as Record<string, unknown>;
}
