// The Idempotency-Key request header (IETF draft-ietf-httpapi-idempotency-key-header): a client
// that did not get an answer (a lost connection, a timeout) sends the same request again with the
// same key; the server stores nothing twice and answers as it did the first time.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { IdempotencyRecord } from '../storage/types.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The key, if the request has one. The draft makes it a Structured Field String (RFC 8941:
 * `"8e03978e-40d5-43e8-bc93-6894a57f9324"`); a bare token is taken too. 1 to 255 visible ASCII
 * characters; anything else is a 400.
 */
export function idempotencyKey(c: Context): string | undefined {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(trimmed);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : trimmed;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new HttpError(400, 'The Idempotency-Key header must be a string of 1 to 255 visible characters.', {
      errors: {},
    });
  }
  return key;
}

/** JSON with object keys sorted, so that the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a request said, as the server read it: its validated fields and its file (name, size,
 * CRC-32). Not the raw bytes: a browser sending the same form again picks a new multipart boundary.
 */
export function requestFingerprint(
  fields: Record<string, unknown>,
  file: { originalName: string; size: number; crc32: string } | undefined,
): string {
  const described = {
    fields,
    file: file ? { name: file.originalName, size: file.size, crc32: file.crc32 } : null,
  };
  return createHash('sha256').update(canonical(described)).digest('hex');
}

/**
 * The key as stored: the SHA-256 of the request's fingerprint and the client's key. A key is
 * scoped to the request it came with, not to the client (an address): a visitor whose phone moves
 * from Wi-Fi to mobile data between a lost answer and the retry keeps the key's meaning, and
 * someone else who sends the same key learns nothing. With another request the key names
 * another record (a new submission, not the draft's 422, which would tell a stranger the key was
 * in use); only the very same request gets the first answer, whose content the sender already
 * has but for the id.
 */
export function scopedKey(key: string, fingerprint: string): string {
  return createHash('sha256').update(`${fingerprint}\n${key}`).digest('hex');
}

/** The first answer to a request repeated under its Idempotency-Key, marked `Idempotent-Replayed: true`. */
export function replay(first: IdempotencyRecord): Response {
  return new Response(first.body, {
    status: first.status,
    headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}
