// Longer than most files on purpose: every call of the staff console, with the one guard they all pass (session, role, origin) written once.
import { createHash } from 'node:crypto';
import {
  type ChangeAnswer,
  type ChangeRequest,
  type StaffCallName,
  changeSchema,
  dataRequestSchema,
  enrolSchema,
  enrolmentSchema,
  exportQuerySchema,
  fieldErrors,
  inboxQuerySchema,
  inviteSchema,
  signInSchema,
  staffAccountSchema,
  staffCalls,
  staffLimits,
  staffMessages,
  statementColumnsSchema,
  type StatementColumns,
} from '@aarambh/machines/schemas';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { type DataFolders, eraseHeldData, exportHeldData, normaliseAddress } from '../dataRequest.ts';
import { readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { pathId } from '../http/pathIds.ts';
import { type RequestLimiter, clientAddress } from '../http/protection.ts';
import { toCsv, toJson } from '../records.ts';
import type { AuditEntry, InboxChange, InboxQuery, StaffAccount, Storage } from '../storage/index.ts';
import { STATUS_MAIL_GATHER_MS } from '../storage/consoleRows.ts';
import { inviteStaff, newToken, normaliseStaffEmail, resetStaff, tokenHash } from './accounts.ts';
import { type PasswordHasher, type ScryptCost, sharedHasher } from './passwords.ts';
import { createSignIn, newPasswordHash, rememberDevice } from './signIn.ts';
import { StatementError } from './statement.ts';
import { readStatementOffThread } from './statementThread.ts';
import { otpauthUri, totpStep } from './totp.ts';

/** The session cookie: `__Host-` (Secure, path /, no Domain: this origin only), HttpOnly, SameSite=Strict. */
const SESSION_COOKIE = 'aarambh-staff';
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** The most rows one export or one page of the audit log gives. */
const EXPORT_MAX_ROWS = 10_000;
const AUDIT_PAGE = 100;
const STATEMENT_COLUMNS_SETTING = 'statement-columns';

export interface ConsoleDependencies {
  storage: Storage;
  log: Logger;
  folders: DataFolders;
  siteUrl: string;
  trustProxy: boolean;
  /** Counts sign-in and enrolment attempts per client, beside the per-account throttle. */
  rateLimiter: RequestLimiter;
  /** How long an application's status e-mail waits for further changes. @default STATUS_MAIL_GATHER_MS */
  statusMailDelayMs?: number;
  /** The cost of new password hashes. @default PASSWORD_COST */
  passwordCost?: ScryptCost;
  /** The bounded pool that hashes passwords. @default sharedHasher() */
  hasher?: PasswordHasher;
  /** The server's secret, which signs the device cookies of sign-in. */
  secret: string;
  now?: () => Date;
}

interface Staff {
  account: StaffAccount;
  tokenHash: string;
}

type ConsoleContext = Context<{ Variables: { staff: Staff } }>;

/**
 * The guard of every state-changing console call: a browser says where a request comes from
 * (`Origin`, and `Sec-Fetch-Site` in every current browser); only this origin may change
 * anything, whatever the cookie's SameSite does. A request that says nothing is refused too.
 */
function sameOrigin(c: Context, siteUrl: string): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  if (!origin || !URL.canParse(origin)) return false;
  const host = c.req.header('host');
  return new URL(origin).host === host || new URL(origin).origin === new URL(siteUrl).origin;
}

function parse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(result.issues)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid input', { errors });
}

/** Words to search for: letters and digits only, as both engines' indexes split text. */
function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

function inboxQuery(
  input: v.InferOutput<typeof inboxQuerySchema>,
  limit: number,
  offset: number,
): InboxQuery {
  return {
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.stage ? { stage: input.stage } : {}),
    ...(input.payment ? { payment: input.payment } : {}),
    ...(input.target ? { target: input.target } : {}),
    ...(input.from ? { from: new Date(`${input.from}T00:00:00.000Z`) } : {}),
    ...(input.to ? { to: new Date(new Date(`${input.to}T00:00:00.000Z`).getTime() + 86_400_000) } : {}),
    search: searchWords(input.q),
    unread: input.unread,
    sort: input.sort,
    descending: input.dir === 'desc',
    offset,
    limit,
  };
}

/** An attachment's file name for Content-Disposition: no controls or quotes, the rest as RFC 8187 UTF-8. */
function attachment(name: string): string {
  const safe = name.replace(/[\p{Cc}\p{Cf}"\\/]/gu, '_').slice(0, 150) || 'resume';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

export function registerConsole(app: Hono, deps: ConsoleDependencies): void {
  const { storage } = deps;
  const now = deps.now ?? (() => new Date());
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const auditLine = (
    c: Context,
    staff: StaffAccount | null,
    action: string,
    target: string | null,
    detail = {},
  ): AuditEntry => ({
    at: now(),
    staffId: staff?.id ?? null,
    staffEmail: staff?.email ?? null,
    action,
    target,
    client: client(c),
    detail,
  });
  const audit = (...args: Parameters<typeof auditLine>) => storage.console.audit(auditLine(...args));

  async function startSession(c: Context, account: StaffAccount) {
    const token = newToken();
    await storage.console.createSession({
      tokenHash: tokenHash(token),
      staffId: account.id,
      at: now(),
      client: client(c),
    });
    setCookie(c, SESSION_COOKIE, token, {
      prefix: 'host',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  }

  /** The session, role and origin checks of a call, from the table of calls. */
  function guard(name: StaffCallName): MiddlewareHandler {
    const call = staffCalls[name];
    return async (c, next) => {
      if (call.method === 'POST' && !sameOrigin(c, deps.siteUrl))
        throw new HttpError(403, staffMessages.forbidden);
      if (!('role' in call)) return next();
      const token = getCookie(c, SESSION_COOKIE, 'host');
      const hash = token ? tokenHash(token) : undefined;
      const session = hash
        ? await storage.console.session(hash, now(), SESSION_IDLE_MS, SESSION_ABSOLUTE_MS)
        : undefined;
      if (!session || !hash) {
        if (token) deleteCookie(c, SESSION_COOKIE, { prefix: 'host', path: '/', secure: true });
        throw new HttpError(401, staffMessages.signedOut);
      }
      if (call.role === 'admin' && session.staff.role !== 'admin') {
        await audit(c, session.staff, 'refused', null, { call: name });
        throw new HttpError(403, staffMessages.forbidden);
      }
      c.set('staff', { account: session.staff, tokenHash: hash });
      return next();
    };
  }

  const route = (name: StaffCallName, ...handlers: MiddlewareHandler[]) => {
    const { method, path: callPath } = staffCalls[name];
    const last = handlers.pop()!;
    if (method === 'GET') app.get(callPath, guard(name), ...handlers, last);
    else app.post(callPath, guard(name), ...handlers, last);
  };
  const staffOf = (c: Context) => (c as ConsoleContext).get('staff');
  const json = (limit = 16_384) => wholeBodyLimit(limit);
  const attempts = deps.rateLimiter.middleware('staff sign-in', deps.trustProxy);
  const hashing = { hasher: deps.hasher ?? sharedHasher(), passwordCost: deps.passwordCost };

  route('enrolment', attempts, json(), async (c) => {
    const { token } = parse(enrolmentSchema, await readJsonObject(c));
    const account = await storage.console.staffByEnrolment(tokenHash(token), now());
    if (!account?.totpSecret) throw new HttpError(410, staffMessages.enrolmentInvalid);
    return c.json({
      email: account.email,
      role: account.role,
      totpSecret: account.totpSecret,
      otpauthUri: otpauthUri(account.totpSecret, account.email),
    });
  });

  route('enrol', attempts, json(), async (c) => {
    const input = parse(enrolSchema, await readJsonObject(c));
    const hash = tokenHash(input.token);
    const invited = await storage.console.staffByEnrolment(hash, now());
    if (!invited?.totpSecret) throw new HttpError(410, staffMessages.enrolmentInvalid);
    const step = totpStep(invited.totpSecret, input.code, now());
    if (step === null) throw new HttpError(400, staffMessages.code, { errors: { code: staffMessages.code } });
    const passwordHash = await newPasswordHash(hashing, input.password, invited.email);
    const account = await storage.console.completeEnrolment(hash, passwordHash, step, now());
    if (!account) throw new HttpError(410, staffMessages.enrolmentInvalid);
    await audit(c, account, 'enrolled', `staff:${account.email}`);
    await startSession(c, account);
    rememberDevice(c, deps.secret, account.id);
    return c.json({ email: account.email, role: account.role });
  });

  const signIn = createSignIn({ ...hashing, secret: deps.secret, storage, now, client, audit });
  route('signIn', attempts, json(), async (c) => {
    const account = await signIn(c, parse(signInSchema, await readJsonObject(c)));
    await audit(c, account, 'sign-in', null);
    await startSession(c, account);
    return c.json({ email: account.email, role: account.role });
  });

  route('signOut', async (c) => {
    const staff = staffOf(c);
    await storage.console.endSession(staff.tokenHash);
    await audit(c, staff.account, 'sign-out', null);
    deleteCookie(c, SESSION_COOKIE, { prefix: 'host', path: '/', secure: true });
    return c.body(null, 204);
  });

  route('signOutEverywhere', async (c) => {
    const staff = staffOf(c);
    const ended = await storage.console.endAllSessions(staff.account.id);
    await audit(c, staff.account, 'sign-out-everywhere', null, { sessions: ended });
    deleteCookie(c, SESSION_COOKIE, { prefix: 'host', path: '/', secure: true });
    return c.body(null, 204);
  });

  route('me', async (c) => {
    const { account } = staffOf(c);
    return c.json({ email: account.email, role: account.role });
  });

  route('inbox', json(), async (c) => {
    const input = parse(inboxQuerySchema, await readJsonObject(c));
    const limit = staffLimits.pageSize;
    const page = await storage.console.inbox(inboxQuery(input, limit, (input.page - 1) * limit));
    const counted = Math.max(1, Math.ceil(page.total / limit));
    const pageCount = page.totalCapped
      ? Math.max(counted, input.page + (page.items.length === limit ? 1 : 0))
      : counted;
    return c.json({ ...page, page: input.page, pageCount });
  });

  /** A submission by the `:id` of the path, or 404. */
  async function submission(c: Context) {
    const id = pathId(c, staffMessages.notFound);
    const [record, item] = await Promise.all([storage.get(id), storage.console.inboxItem(id)]);
    if (!record || !item) throw new HttpError(404, staffMessages.notFound);
    return { id, record, item };
  }

  route('submission', async (c) => {
    const { account } = staffOf(c);
    const { id, record, item } = await submission(c);
    // The view is audited, and marks the item read, in one transaction.
    await storage.console.change(
      [id],
      { type: 'read' },
      { staffId: account.id, role: account.role, at: now() },
      auditLine(c, account, 'view', `submission:${id}`),
    );
    const [events, sharing, mails] = await Promise.all([
      storage.console.events(id),
      storage.console.sharingTransaction(id),
      storage.mailFor(id),
    ]);
    const { token: _token, ...subscription } = record.subscription ?? { token: '' };
    return c.json({
      item: { ...item, read: true },
      data: record.data,
      file: record.file
        ? { name: record.file.originalName, mediaType: record.file.mediaType, size: record.file.size }
        : null,
      subscription: record.subscription ? subscription : null,
      events,
      sharing,
      mails: mails.map(({ id: mailId, template, to, status, attempts: tries, lastError }) => ({
        id: mailId,
        template,
        to,
        status,
        attempts: tries,
        lastError,
      })),
    });
  });

  route('resume', async (c) => {
    const { id, record } = await submission(c);
    if (!record.file) throw new HttpError(404, staffMessages.notFound);
    const content = await deps.folders.resumes.read(record.file.storedName);
    if (content === undefined) throw new HttpError(404, staffMessages.notFound);
    await audit(c, staffOf(c).account, 'resume', `submission:${id}`);
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': record.file.mediaType,
      'Content-Length': String(content.byteLength),
      'Content-Disposition': attachment(record.file.originalName),
    });
  });

  route('change', json(64 * 1024), async (c) => {
    const { account } = staffOf(c);
    const request: ChangeRequest = parse(changeSchema, await readJsonObject(c));
    const change: InboxChange =
      request.change.type === 'payment'
        ? {
            type: 'payment',
            payment: request.change.payment,
            reason: 'reason' in request.change ? request.change.reason : null,
            override: ('override' in request.change && request.change.override) || null,
          }
        : request.change.type === 'stage'
          ? { type: 'stage', stage: request.change.stage, note: request.change.note || null }
          : request.change;
    const ids = [...new Set(request.ids)];
    // The audit line says what changed; a note's words stay in the submission's history.
    const described =
      change.type === 'stage'
        ? { stage: change.stage }
        : change.type === 'payment'
          ? {
              payment: change.payment,
              reason: change.reason,
              ...(change.override ? { override: change.override } : {}),
            }
          : {};
    const answer: ChangeAnswer = await storage.console.change(
      ids,
      change,
      {
        staffId: account.id,
        role: account.role,
        at: now(),
        statusMailDelayMs: deps.statusMailDelayMs ?? STATUS_MAIL_GATHER_MS,
      },
      auditLine(c, account, change.type, ids.length === 1 ? `submission:${ids[0]}` : null, {
        ...described,
        ids,
      }),
    );
    return c.json(answer);
  });

  route('statement', json(staffLimits.statementMaxBytes + 4096), async (c) => {
    const body = await readJsonObject(c);
    const csv = parse(v.pipe(v.string(), v.maxLength(staffLimits.statementMaxBytes)), body.csv);
    const given = body.columns === undefined ? undefined : parse(statementColumnsSchema, body.columns);
    const remembered = v.safeParse(
      statementColumnsSchema,
      await storage.console.setting(STATEMENT_COLUMNS_SETTING),
    );
    let report;
    try {
      report = await readStatementOffThread({
        csv,
        given,
        remembered: remembered.success ? remembered.output : undefined,
        waiting: await storage.console.unverifiedPayments(),
      });
    } catch (error) {
      if (error instanceof StatementError) throw new HttpError(400, error.message);
      throw error;
    }
    if (given)
      await storage.console.saveSetting(STATEMENT_COLUMNS_SETTING, given satisfies StatementColumns, now());
    await audit(c, staffOf(c).account, 'statement', null, {
      rows: report.matches.length + report.mismatches.length + report.unmatched.length,
      matches: report.matches.length,
    });
    return c.json(report);
  });

  route('export', json(), async (c) => {
    const { format, ...filters } = parse(exportQuerySchema, await readJsonObject(c));
    const input = { ...filters, format };
    const { items } = await storage.console.inbox(inboxQuery(input, EXPORT_MAX_ROWS + 1, 0));
    if (items.length > EXPORT_MAX_ROWS)
      throw new HttpError(
        413,
        `Narrow the filters: one export holds at most ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} submissions.`,
      );
    const records = (await Promise.all(items.map((item) => storage.get(item.id)))).filter(
      (record) => record !== undefined,
    );
    // The filters without the search words, which may name a visitor.
    const { q, ...described } = filters;
    await audit(c, staffOf(c).account, 'export', null, {
      ...described,
      search: Boolean(q),
      count: records.length,
    });
    const csv = input.format === 'csv';
    return c.body(csv ? toCsv(records) : toJson(records), 200, {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${now().toISOString().slice(0, 10)}.${input.format}"`,
    });
  });

  /** An address as the audit log names it: its SHA-256, never the address itself. */
  const addressTarget = (email: string) =>
    `email:${createHash('sha256').update(normaliseAddress(email)).digest('hex')}`;

  route('dataExport', json(), async (c) => {
    const { email } = parse(dataRequestSchema, await readJsonObject(c));
    const held = await exportHeldData(storage, deps.folders, email);
    await audit(c, staffOf(c).account, 'data-export', addressTarget(email), {
      submissions: held.submissions.length,
    });
    return c.body(`${JSON.stringify(held, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="data-request.json"',
    });
  });

  route('dataErase', json(), async (c) => {
    const { email } = parse(dataRequestSchema, await readJsonObject(c));
    const erased = await eraseHeldData(storage, deps.folders, email);
    await audit(c, staffOf(c).account, 'data-erase', addressTarget(email), { ...erased });
    return c.json(erased);
  });

  route('audit', async (c) => {
    const before = parse(
      v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))),
      c.req.query('before'),
    );
    return c.json({ entries: await storage.console.auditLog(AUDIT_PAGE, before) });
  });

  route('accounts', async (c) => c.json({ accounts: await storage.console.listStaff() }));

  route('invite', json(), async (c) => {
    const input = parse(inviteSchema, await readJsonObject(c));
    const link = await inviteStaff(storage, deps.siteUrl, input, now());
    if (!link)
      throw new HttpError(409, 'This address has a staff account already.', {
        errors: { email: 'This address has a staff account already.' },
      });
    await audit(c, staffOf(c).account, 'staff-invite', `staff:${normaliseStaffEmail(input.email)}`, {
      role: input.role,
    });
    return c.json({ link }, 201);
  });

  route('disable', json(), async (c) => {
    const { email } = parse(staffAccountSchema, await readJsonObject(c));
    const account = await storage.console.disableStaff(normaliseStaffEmail(email));
    if (!account) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(c, staffOf(c).account, 'staff-disable', `staff:${account.email}`);
    return c.json({ account });
  });

  route('reset', json(), async (c) => {
    const { email } = parse(staffAccountSchema, await readJsonObject(c));
    const reset = await resetStaff(storage, deps.siteUrl, email, now());
    if (!reset) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(c, staffOf(c).account, 'staff-reset', `staff:${reset.account.email}`);
    return c.json(reset);
  });
}
