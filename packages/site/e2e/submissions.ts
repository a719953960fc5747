import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { jobs, openListings, opportunities } from '@aarambh/content';
import { type Page, type Request, expect } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';

/**
 * The programme the end-to-end runs apply to: the first with a rolling intake still open today
 * (listings close on their catalogue day, and no run may start failing on the day one does; its
 * dates start tomorrow, as a rolling intake's do).
 */
export const openProgramme = openListings(opportunities, new Date()).find(
  (entry) => entry.intake.kind === 'rolling',
)!;
/** The opening the end-to-end runs apply to, the same way. */
export const openOpening = openListings(jobs, new Date())[0]!;

/** The rows the API stored, read from its SQLite file (read-only, beside the running server). */
export function storedSubmissions(
  kind: string,
): { reference: string; email: string | null; data: Record<string, unknown>; fileName: string | null }[] {
  const db = new DatabaseSync(path.join(e2eEnvironment().dataDir, 'aarambh.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT s.reference, s.email, s.data, f.original_name FROM submissions s
         LEFT JOIN files f ON f.submission_id = s.id WHERE s.kind = ? ORDER BY s.created_at`,
      )
      .all(kind)
      .map((row) => ({
        reference: row.reference as string,
        email: row.email as string | null,
        data: JSON.parse(row.data as string),
        fileName: row.original_name as string | null,
      }));
  } finally {
    db.close();
  }
}

/**
 * Watches the next request to `url`; the function returned gives its multipart text fields as the
 * browser sent them (files left out). The request passes through a route, unchanged: outside one,
 * Chromium reports no body for a request that carries a file.
 */
export async function watchFields(page: Page, url: string): Promise<() => Promise<Record<string, string>>> {
  let resolve: (request: Request) => void = () => {};
  const sent = new Promise<Request>((settle) => {
    resolve = settle;
  });
  await page.route(
    url,
    async (route) => {
      resolve(route.request());
      await route.continue();
    },
    { times: 1 },
  );
  return async () => {
    const request = await sent;
    const type = (await request.headerValue('content-type')) ?? '';
    const body = request.postDataBuffer();
    const form = await new Response(body && new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    return fields;
  };
}

/** The mail this worker has read, by file name: a message is written once and never changes. */
const readMail = new Map<string, string>();

/**
 * Every mail the in-process SMTP server received, as raw text, in the order received (e2e/server.ts
 * numbers the files). Each file is read once: by the end of a run the folder holds megabytes of
 * mail with PDFs, which the tests waiting for a mail would otherwise read again ten times a second.
 */
export function receivedMail(): string[] {
  const folder = e2eEnvironment().mailDir;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((file) => {
      let raw = readMail.get(file);
      if (raw === undefined) {
        raw = readFileSync(path.join(folder, file), 'utf8');
        readMail.set(file, raw);
      }
      return raw;
    });
}

/** A subscription's state (pending, confirmed, unsubscribed), read from the API's SQLite file. */
export function subscriptionStatus(email: string): string | undefined {
  const db = new DatabaseSync(path.join(e2eEnvironment().dataDir, 'aarambh.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT sub.status FROM subscriptions sub JOIN submissions s ON s.id = sub.submission_id
         WHERE s.kind = 'subscription' AND s.email = ?`,
      )
      .get(email);
    return row?.status as string | undefined;
  } finally {
    db.close();
  }
}

/** The mail the API sent to `address`, once `count` have arrived, in the order received. */
export async function mailsTo(address: string, count = 1): Promise<string[]> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const found = receivedMail().filter((raw) => raw.startsWith(`X-Envelope-To: ${address}\r\n`));
    if (found.length >= count) {
      expect(found).toHaveLength(count);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}

/** The one mail the API sent to `address`, once it has arrived. */
export async function mailTo(address: string): Promise<string> {
  return (await mailsTo(address))[0]!;
}

/** The part of a raw mail of content type `type`, decoded from its transfer encoding. */
export function partIn(raw: string, type: string): string {
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const split = part.indexOf('\r\n\r\n');
    const headers = part.slice(0, split);
    if (split < 0 || !new RegExp(`^content-type:\\s*${type}`, 'im').test(headers)) continue;
    const body = part.slice(split + 4).replace(/\r\n--[^\r\n]*--\s*$/, '');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return body;
  }
  throw new Error(`no ${type} part in the mail`);
}

/** The calendar invitation of a raw mail: its text/calendar part, decoded from its transfer encoding. */
export function calendarIn(raw: string): string {
  return partIn(raw, 'text/calendar');
}

/** The language a submission was sent in (`submissions.language`), read from the API's SQLite file. */
export function submissionLanguage(reference: string): string | undefined {
  const db = new DatabaseSync(path.join(e2eEnvironment().dataDir, 'aarambh.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT language FROM submissions WHERE reference = ?').get(reference);
    return row?.language as string | undefined;
  } finally {
    db.close();
  }
}

/** The consent rows of the submission with `reference`: each one's language and notice version. */
export function consentsOf(
  reference: string,
): { purpose: string; language: string; noticeVersion: string }[] {
  const db = new DatabaseSync(path.join(e2eEnvironment().dataDir, 'aarambh.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT c.purpose, c.language, c.notice_version FROM consents c
         JOIN submissions s ON s.id = c.submission_id WHERE s.reference = ? ORDER BY c.purpose`,
      )
      .all(reference)
      .map((row) => ({
        purpose: row.purpose as string,
        language: row.language as string,
        noticeVersion: row.notice_version as string,
      }));
  } finally {
    db.close();
  }
}

/**
 * A link of the mail (quoted-printable: soft line breaks and `=3D` undone; in the HTML part, where
 * a Hindi mail's link is readable, `&amp;` too).
 */
export function linkIn(raw: string, apiPath: string): string {
  const text = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=').replace(/&amp;/g, '&');
  const match = new RegExp(
    `${e2eEnvironment().baseURL.replace(/[.]/g, '\\.')}${apiPath}\\?token=[A-Za-z0-9_.-]+(?:&lang=\\w+)?`,
  ).exec(text);
  if (!match) throw new Error(`no ${apiPath} link in the mail`);
  return match[0];
}
