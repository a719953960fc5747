// Longer than most files on purpose: one run, with the generators of all five endpoints' bad input.
// `npm run test:bad-input -w packages/api`: for each of the five endpoints, at least 1,000 generated
// malformed requests (fast-check): wrong types, missing fields, huge strings, invalid UTF-8, wrong
// content types, truncated bodies, files that are not documents, oversize files. The server must
// answer every one with a 4xx, never a 5xx, never crash, and store nothing. The links in
// subscribers' mail get bad, forged, expired and unknown tokens (a confirmation link is refused by
// a redirect to the site's page that says so), and one address is subscribed again and again
// (answered alike, stored once, mailed once). Prints the counts.
// Settings: BAD_INPUT_RUNS (per endpoint, default 1000), BAD_INPUT_SEED (default 20260301).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { calls, subscriptionLinks } from '@aarambh/machines/schemas';
import fc from 'fast-check';
import { confirmationToken, newSubscriptionToken, unsubscribeToken } from '../src/mail/links.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { submissionKinds } from '../src/storage/types.ts';
import { documents, validCareerFields, validContact, validFeedback, validSubscription } from './fixtures.ts';
import {
  applicationFields,
  multipartBody,
  pdfOfSize,
  startServerProcess,
  tempDataDir,
  withoutLimits,
} from './server.ts';

const runs = Number(process.env.BAD_INPUT_RUNS ?? 1000);
const seed = Number(process.env.BAD_INPUT_SEED ?? 20260301);

interface BadRequest {
  category: string;
  contentType: string | undefined;
  body: Buffer;
  /** More request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sent as a stream: chunked, with no Content-Length. */
  chunked?: boolean;
  /** Appended to the endpoint's path (a link's `?token=`). */
  query?: string;
}

/** The key the server under test signs its links with, so that expired and unknown links can be made. */
const LINK_SECRET = 'bad-input-link-secret-0123456789abcdef';

/** Tokens that are not ours: random text, a wrong shape, a valid shape with a forged signature. */
const forgedToken = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{22}\.[0-9]{10}\.[A-Za-z0-9_-]{43}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
  fc.constant(''),
);
const q = (token: string) => `?token=${encodeURIComponent(token)}`;

/** Confirmation links that must confirm nothing: forged, expired, signed for no subscription. */
/** Confirmation POSTs (the site's confirmation page's button) that must confirm nothing. */
const badConfirmations = fc
  .oneof(
    forgedToken.map((token) => ({ category: 'forged token', token })),
    fc.integer({ min: 1, max: 365 * 86_400 }).map((ago) => ({
      category: 'expired token',
      token: confirmationToken(LINK_SECRET, newSubscriptionToken(), new Date(Date.now() - ago * 1000)),
    })),
    fc.constant(null).map(() => ({
      category: 'unknown token',
      token: confirmationToken(LINK_SECRET, newSubscriptionToken(), new Date(Date.now() + 86_400_000)),
    })),
    fc.constant(null).map(() => ({
      category: 'token of the other link',
      token: unsubscribeToken(LINK_SECRET, newSubscriptionToken()),
    })),
  )
  .map(({ category, token }): BadRequest => ({
    category,
    query: q(token),
    contentType: 'application/x-www-form-urlencoded',
    body: Buffer.alloc(0),
  }));

const oneClick = Buffer.from('List-Unsubscribe=One-Click');
const form = 'application/x-www-form-urlencoded';

/** One-click unsubscribe POSTs that must unsubscribe nothing. */
const badUnsubscribes = fc.oneof(
  forgedToken.map((token): BadRequest => ({
    category: 'forged token',
    query: q(token),
    contentType: form,
    body: oneClick,
  })),
  fc.constant(null).map((): BadRequest => ({
    category: 'unknown token',
    query: q(unsubscribeToken(LINK_SECRET, newSubscriptionToken())),
    contentType: form,
    body: oneClick,
  })),
  fc.constant(null).map((): BadRequest => ({
    category: 'token of the other link',
    query: q(confirmationToken(LINK_SECRET, newSubscriptionToken(), new Date(Date.now() + 86_400_000))),
    contentType: form,
    body: oneClick,
  })),
  fc
    .record({
      body: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constant('List-Unsubscribe=one-click'),
        fc.constant(''),
      ),
      contentType: fc.constantFrom(
        form,
        'application/json',
        'text/plain',
        undefined,
        'multipart/form-data; boundary=x',
      ),
    })
    .filter(({ body, contentType }) => !(contentType === form && body === 'List-Unsubscribe=One-Click'))
    .map(({ body, contentType }): BadRequest => ({
      category: 'missing one-click body',
      query: q(unsubscribeToken(LINK_SECRET, newSubscriptionToken())),
      contentType,
      body: Buffer.from(body),
    })),
  fc.integer({ min: 8 * 1024 + 1, max: 200_000 }).map((size): BadRequest => ({
    category: 'huge body',
    query: q(unsubscribeToken(LINK_SECRET, newSubscriptionToken())),
    contentType: form,
    body: Buffer.concat([oneClick, Buffer.from('&x='), Buffer.alloc(size, 'x')]),
  })),
);

/** Values that are not strings: what a JSON field meant for text must refuse. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Byte sequences that are never valid UTF-8. */
const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0x80],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0xf0, 0x28, 0x8c, 0x28],
  [0xed, 0xa0, 0x80],
);

/** Other content types than the endpoint takes (and none at all). */
function otherContentType(expected: 'json' | 'multipart') {
  return fc.constantFrom(
    undefined,
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    expected === 'json' ? 'multipart/form-data; boundary=x' : 'application/json',
    'multipart/form-data',
  );
}

/**
 * Names made only of characters the schemas remove (zero-width, bidi and control characters):
 * after normalisation they are empty, so a required name must be refused.
 */
const invisibleName = fc
  .array(
    fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u202E', '\u2066', '\u200F', '\u0007'),
    { minLength: 1, maxLength: 40 },
  )
  .map((chars) => chars.join(''));

/** Puts `bytes` inside the first string value of a JSON text. */
function spliceBytes(json: string, bytes: readonly number[]): Buffer {
  const at = json.indexOf('":"') + 3;
  return Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(bytes), Buffer.from(json.slice(at))]);
}

function jsonEndpoint(
  valid: Record<string, unknown>,
  required: string[],
  stringFields: string[],
  nameFields: string[] = [],
) {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const ct = 'application/json';
  const field = fc.constantFrom(...required);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...stringFields), value: notAString }).map(({ key, value }) => ({
      category: 'wrong type',
      contentType: ct,
      body: json({ ...valid, [key]: value }),
    })),
    ...(nameFields.length > 0
      ? [
          fc.record({ key: fc.constantFrom(...nameFields), value: invisibleName }).map(({ key, value }) => ({
            category: 'invisible name',
            contentType: ct,
            body: json({ ...valid, [key]: value }),
          })),
        ]
      : []),
    fc.uniqueArray(field, { minLength: 1, maxLength: required.length }).map((keys) => ({
      category: 'missing field',
      contentType: ct,
      body: json(Object.fromEntries(Object.entries(valid).filter(([key]) => !keys.includes(key)))),
    })),
    fc
      .record({ key: fc.constantFrom(...stringFields), length: fc.integer({ min: 1001, max: 200_000 }) })
      .map(({ key, length }) => ({
        category: 'huge string',
        contentType: ct,
        body: json({ ...valid, [key]: 'x'.repeat(length) }),
      })),
    invalidUtf8.map((bytes) => ({
      category: 'invalid UTF-8',
      contentType: ct,
      body: spliceBytes(JSON.stringify(valid), bytes),
    })),
    otherContentType('json').map((contentType) => ({
      category: 'wrong content type',
      contentType,
      body: json(valid),
    })),
    fc.integer({ min: 0, max: JSON.stringify(valid).length - 1 }).map((cut) => ({
      category: 'truncated',
      contentType: ct,
      body: json(valid).subarray(0, cut),
    })),
    fc
      .oneof(
        fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
        fc.dictionary(
          fc.string({ maxLength: 8 }).filter((k) => !required.includes(k) && k !== 'bot-field'),
          fc.jsonValue(),
          { maxKeys: 6 },
        ),
      )
      .map((value) => ({ category: 'other JSON', contentType: ct, body: json(value) })),
    fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => ({
      category: 'random bytes',
      contentType: ct,
      body: Buffer.concat([Buffer.from([0x01]), Buffer.from(bytes)]),
    })),
  );
}

const pdf = { content: pdfOfSize(20 * 1024), name: 'resume.pdf', type: 'application/pdf' };

function multipartEndpoint(valid: Record<string, string>, required: string[], needsResume: boolean) {
  const nameFields = ['firstName', 'lastName'].filter((key) => key in valid);
  const build = (fields: Record<string, string>, file?: typeof pdf | undefined) =>
    multipartBody(fields, file);
  const asRequest = (category: string, built: { body: Buffer; contentType: string }) => ({
    category,
    contentType: built.contentType,
    body: built.body,
  });
  const field = fc.constantFrom(...required);
  // Each is wrong for every key below (an e-mail, a 'true'/'false', a positive whole number).
  const garbageValue = fc.constantFrom(
    'maybe',
    'NaN',
    '-1',
    '0',
    '1e999',
    'null',
    'undefined',
    '[]',
    '{}',
    'TRUE',
    '',
    ' ',
  );
  return fc.oneof(
    fc
      .record({
        key: fc.constantFrom('paymentDone', 'opportunityId', 'jobId', 'email', 'agreeToTerms'),
        value: garbageValue,
      })
      .filter(({ key }) => key in valid)
      .map(({ key, value }) => asRequest('wrong type', build({ ...valid, [key]: value }, pdf))),
    fc
      .record({ key: fc.constantFrom(...nameFields), value: invisibleName })
      .map(({ key, value }) => asRequest('invisible name', build({ ...valid, [key]: value }, pdf))),
    // Well-formed ids the catalogue does not have, with invented facts beside them.
    fc
      .record({
        key: fc.constantFrom('opportunityId', 'jobId'),
        id: fc.integer({ min: 1000, max: 999_999_999 }),
      })
      .filter(({ key }) => key in valid)
      .map(({ key, id }) =>
        asRequest(
          'unknown id',
          build({ ...valid, [key]: String(id), opportunityTitle: 'Invented', jobTitle: 'Invented' }, pdf),
        ),
      ),
    // A paid opportunity sent as free: the catalogue's fee still asks for the payment.
    ...('opportunityId' in valid
      ? [
          fc
            .constantFrom('0', '0.00', '')
            .map((amount) =>
              asRequest(
                'fee named by the client',
                build({ ...valid, paymentAmount: amount, transactionId: '', paymentDone: 'false' }, pdf),
              ),
            ),
        ]
      : []),
    fc
      .uniqueArray(field, { minLength: 1, maxLength: required.length })
      .map((keys) =>
        asRequest(
          'missing field',
          build(Object.fromEntries(Object.entries(valid).filter(([key]) => !keys.includes(key))), pdf),
        ),
      ),
    fc
      .record({ key: field, length: fc.integer({ min: 2001, max: 100_000 }) })
      .map(({ key, length }) =>
        asRequest('huge string', build({ ...valid, [key]: 'x'.repeat(length) }, pdf)),
      ),
    fc.record({ key: field, bytes: invalidUtf8 }).map(({ key, bytes }) => {
      const built = build({ ...valid, [key]: '\u0000MARK' }, pdf);
      const at = built.body.indexOf('\u0000MARK');
      const body = Buffer.concat([
        built.body.subarray(0, at),
        Buffer.from(bytes),
        built.body.subarray(at + 5),
      ]);
      return { category: 'invalid UTF-8', contentType: built.contentType, body };
    }),
    otherContentType('multipart').map((contentType) => ({
      category: 'wrong content type',
      contentType,
      body: build(valid, pdf).body,
    })),
    fc.double({ min: 0.01, max: 0.98, noNaN: true }).map((share) => {
      const built = build(valid, pdf);
      return {
        ...asRequest('truncated', built),
        body: built.body.subarray(0, Math.floor(built.body.length * share)),
      };
    }),
    fc.uint8Array({ minLength: 1, maxLength: 30_000 }).map((bytes) =>
      asRequest(
        'not a document',
        build(valid, {
          content: Buffer.concat([Buffer.from('MZ'), Buffer.from(bytes)]),
          name: 'cv.pdf',
          type: 'application/pdf',
        }),
      ),
    ),
    fc
      .constantFrom('cv.exe', 'cv.html', 'cv', 'cv.pdf.js', 'cv.svg')
      .map((name) =>
        asRequest('wrong file name', build(valid, { ...pdf, name, type: 'application/octet-stream' })),
      ),
    ...(needsResume ? [fc.constant(asRequest('no resume', build(valid)))] : []),
  );
}

/**
 * Files that look like a Word document and are not one (an OLE2 file merely containing the text
 * 'WordDocument', a .doc with macros, a .docm, a macro-enabled content type), and a chunked body
 * with a 30 MiB preamble (no Content-Length): fixed, one of each per upload endpoint.
 */
function lookAlikesAndPreamble(valid: Record<string, string>): BadRequest[] {
  const files = [
    ['cv.doc', documents.oleMentioningWordDocument()],
    ['cv.doc', documents.docWithMacros()],
    ['cv.docx', documents.docm()],
    ['cv.docx', documents.docxDeclaredMacroEnabled()],
  ] as const;
  const lookAlikes = files.map(([name, content]) => {
    const built = multipartBody(valid, { content, name, type: '' });
    return { category: 'look-alike document', contentType: built.contentType, body: built.body };
  });
  const form = multipartBody(valid, pdf);
  const preamble = {
    category: 'chunked 30 MiB preamble',
    contentType: form.contentType,
    body: Buffer.concat([Buffer.alloc(30 * 1024 * 1024, 'x'), Buffer.from('\r\n'), form.body]),
    chunked: true,
  };
  return [...lookAlikes, preamble];
}

/** Valid bodies with a malformed Idempotency-Key: refused before anything is read or stored. */
function badIdempotencyKeys(request: { contentType: string; body: Buffer }): BadRequest[] {
  return ['"has spaces"', '""', '"\u00e9t\u00e9"', 'x'.repeat(300)].map((key) => ({
    category: 'bad idempotency key',
    ...request,
    headers: { 'Idempotency-Key': key },
  }));
}

/** A few oversize files per upload endpoint (5 MB + 1 byte to 6 MB): expensive, so not random. */
function oversize(valid: Record<string, string>): BadRequest[] {
  return [5 * 1024 * 1024 + 1, 5.5 * 1024 * 1024, 6 * 1024 * 1024].map((size) => {
    const built = multipartBody(valid, {
      content: pdfOfSize(Math.floor(size)),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    return { category: 'oversize file', contentType: built.contentType, body: built.body };
  });
}

const contactFields = ['firstName', 'lastName', 'email', 'subject', 'message', 'inquiryType'];
const endpoints: { path: string; requests: BadRequest[] }[] = [
  {
    path: calls.contact.path,
    requests: [
      ...fc.sample(
        jsonEndpoint(
          validContact(),
          contactFields,
          [...contactFields, 'phone', 'company'],
          ['firstName', 'lastName'],
        ),
        { numRuns: runs, seed },
      ),
      ...badIdempotencyKeys({
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(validContact())),
      }),
    ],
  },
  {
    path: calls.feedback.path,
    requests: [
      ...fc.sample(
        jsonEndpoint(
          validFeedback(),
          ['message', 'timestamp', 'source'],
          ['message', 'name', 'email', 'source', 'timestamp'],
        ),
        { numRuns: runs, seed: seed + 1 },
      ),
      ...badIdempotencyKeys({
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(validFeedback())),
      }),
    ],
  },
  {
    path: calls.subscribe.path,
    requests: [
      ...fc.sample(
        jsonEndpoint(
          validSubscription(),
          ['email', 'subscriptionType', 'source', 'timestamp'],
          ['email', 'subscriptionType', 'source', 'timestamp'],
        ),
        { numRuns: runs, seed: seed + 2 },
      ),
      ...badIdempotencyKeys({
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(validSubscription())),
      }),
    ],
  },
  {
    path: subscriptionLinks.confirm.path,
    requests: fc.sample(badConfirmations, { numRuns: runs, seed: seed + 5 }),
  },
  {
    path: subscriptionLinks.unsubscribe.path,
    requests: fc.sample(badUnsubscribes, { numRuns: runs, seed: seed + 6 }),
  },
  {
    path: calls.application.path,
    requests: [
      ...fc.sample(
        multipartEndpoint(
          applicationFields(0),
          [
            'firstName',
            'lastName',
            'email',
            'phone',
            'university',
            'major',
            'graduationYear',
            'availability',
            'duration',
            'transactionId',
            'paymentDone',
            'opportunityId',
          ],
          false,
        ),
        { numRuns: runs, seed: seed + 3 },
      ),
      ...oversize(applicationFields(0)),
      ...lookAlikesAndPreamble(applicationFields(0)),
      ...badIdempotencyKeys(multipartBody(applicationFields(0), pdf)),
    ],
  },
  {
    path: calls.career.path,
    requests: [
      ...fc.sample(
        multipartEndpoint(
          validCareerFields(),
          [
            'firstName',
            'lastName',
            'email',
            'phone',
            'location',
            'experience',
            'availability',
            'agreeToTerms',
            'jobId',
          ],
          true,
        ),
        { numRuns: runs, seed: seed + 4 },
      ),
      ...oversize(validCareerFields()),
      ...lookAlikesAndPreamble(validCareerFields()),
      ...badIdempotencyKeys(multipartBody(validCareerFields(), pdf)),
    ],
  },
];

const dataDir = tempDataDir('bad-input');
const server = await startServerProcess(dataDir, { ...withoutLimits, LOG_LEVEL: 'warn', LINK_SECRET });

interface Tally {
  sent: number;
  byStatus: Map<number, number>;
  byCategory: Map<string, number>;
  failures: string[];
}

async function send(request: BadRequest): Promise<number> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
  const response = await fetch(`${server.url}${currentPath}${request.query ?? ''}`, {
    method: 'POST',
    headers,
    redirect: 'manual',
    ...(request.chunked
      ? { body: Readable.toWeb(Readable.from(chunksOf(request.body))) as ReadableStream, duplex: 'half' }
      : { body: new Uint8Array(request.body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A body in 1 MiB pieces, for a streamed (chunked) request. */
function* chunksOf(body: Buffer) {
  for (let offset = 0; offset < body.length; offset += 1024 * 1024) {
    yield new Uint8Array(body.subarray(offset, offset + 1024 * 1024));
  }
}

let currentPath = '';
const tallies = new Map<string, Tally>();
let alive = false;
let healthy = false;
let repeatedSent = 0;
let repeatedAnswers = 0;
try {
  for (const endpoint of endpoints) {
    currentPath = endpoint.path;
    const tally: Tally = { sent: 0, byStatus: new Map(), byCategory: new Map(), failures: [] };
    tallies.set(endpoint.path, tally);
    const queue = [...endpoint.requests];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let request = queue.shift(); request; request = queue.shift()) {
          tally.sent += 1;
          tally.byCategory.set(request.category, (tally.byCategory.get(request.category) ?? 0) + 1);
          let status = 0;
          try {
            status = await send(request);
          } catch (error) {
            tally.failures.push(
              `${request.category}: no answer (${error instanceof Error ? error.message : String(error)})`,
            );
          }
          tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
          if (status >= 500 || (status >= 200 && status < 300)) {
            tally.failures.push(`${request.category}: HTTP ${status}`);
          }
        }
      }),
    );
  }
  // One address subscribed again and again (and in other letter cases): every answer alike, one
  // subscription, one confirmation and one notification.
  const repeats = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      fetch(`${server.url}/api/subscription/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validSubscription(n % 2 === 0 ? 'repeat@example.com' : 'REPEAT@Example.com')),
      }).then(async (response) => `${response.status} ${await response.text()}`),
    ),
  );
  repeatedAnswers = new Set(repeats).size;
  repeatedSent = repeats.length;
} finally {
  alive = server.child.exitCode === null && server.child.signalCode === null;
  healthy =
    alive &&
    (await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
  await server.stop('SIGTERM');
}

const storage = openSqlite(dataDir);
let storedRows = 0;
for (const kind of submissionKinds)
  storedRows += (await storage.list(kind, new Date(0), new Date(Date.now() + 60_000))).length;
const mail = await storage.mailCounts();
await storage.close();
const leftoverFiles = readdirSync(path.join(dataDir, 'uploads')).length;
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `Seed ${seed}, ${runs} generated requests per endpoint (+4 malformed Idempotency-Keys per submission endpoint; +3 oversize files, 4 look-alike documents and a chunked 30 MiB preamble per upload endpoint), then 200 repeated subscribes\n`,
);
console.log('Endpoint                          sent   400   413   415   other 4xx   2xx   5xx   no answer');
let ok = true;
for (const [endpointPath, tally] of tallies) {
  const count = (status: number) => tally.byStatus.get(status) ?? 0;
  const other4xx = [...tally.byStatus]
    .filter(([s]) => s >= 400 && s < 500 && ![400, 413, 415].includes(s))
    .reduce((n, [, c]) => n + c, 0);
  const ok2xx = [...tally.byStatus].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
  const fiveXx = [...tally.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `${endpointPath.padEnd(32)} ${String(tally.sent).padStart(5)} ${String(count(400)).padStart(5)} ${String(count(413)).padStart(5)} ${String(count(415)).padStart(5)} ${String(other4xx).padStart(11)} ${String(ok2xx).padStart(5)} ${String(fiveXx).padStart(5)} ${String(count(0)).padStart(11)}`,
  );
  console.log(`  categories: ${[...tally.byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  if (tally.failures.length > 0) {
    ok = false;
    console.log(`  FAILURES (first 5): ${tally.failures.slice(0, 5).join('; ')}`);
  }
}
const mailRows = mail.pending + mail.sent + mail.failed;
console.log(`
repeated subscribes of one address    ${repeatedSent} sent, ${repeatedAnswers} distinct answer(s)
server still running at the end       ${alive ? 'yes' : 'NO'}; health ${healthy ? 'ok' : 'NOT OK'}
submissions stored                    ${storedRows} (1 expected: the repeated subscription)
mail rows written                     ${mailRows} (2 expected: its confirmation and notification)
files left in the upload folder       ${leftoverFiles}`);
ok &&=
  alive &&
  healthy &&
  repeatedSent === 200 &&
  repeatedAnswers === 1 &&
  storedRows === 1 &&
  mailRows === 2 &&
  leftoverFiles === 0;
console.log(ok ? '\nPASS: no 5xx, no crash, nothing stored but the one subscription.' : '\nFAIL');
process.exit(ok ? 0 : 1);
