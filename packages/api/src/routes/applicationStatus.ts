// An applicant's own view of their application: the status page and the receipt (rendered per
// signed link), withdrawing, and a lost link asked for again.
import { createHash, randomUUID } from 'node:crypto';
import { WITHDRAW_LINK_VALID_MS, withdrawToken } from '../mail/links.ts';
import { consentFieldsOf } from '../consentForms.ts';
import {
  applicationStatusCalls,
  applicationStatusMessages,
  fieldErrors,
  statusLinkRequestSchema,
  type ApplicantDocument,
  type ApplicantInterview,
  type DocumentFields,
  type FeePaymentForm,
  documentCalls,
  documentNotices,
  documentText,
  offerAnswers,
  readDocumentId,
  type ApplicationStatusView,
  type InboxItem,
  type OtherApplication,
  type ReceiptPageData,
  type StatusLinkProblem,
  type StatusPageData,
  SUBMISSION_ID_PATTERN,
  auditTarget,
  interviewNotices,
  paymentConfirmationSchema,
  rescheduleMessageSchema,
  statusPagePaths,
} from '@aarambh/machines/schemas';
import { locales } from '@aarambh/content';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { hasContentType, readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { clientAddress } from '../http/protection.ts';
import { PRIVATE_PAGE } from '../http/renderedPage.ts';
import { STATUS_LINK_VALID_MS, readStatusToken, statusToken } from '../mail/links.ts';
import { receiptOf, statusView } from '../status/view.ts';
import { indianDay } from '../indianTime.ts';
import { credentialFile, pdfFile } from './documents.ts';
import type { Dependencies } from '../dependencies.ts';
import type { SubmissionRecord } from '../storage/types.ts';
import { confirmationAllowances } from './allowances.ts';

/** What the status pages and calls read of the app's dependencies. */
export type ApplicationStatusDependencies = Pick<
  Dependencies,
  'storage' | 'outbox' | 'mail' | 'log' | 'limiters' | 'trustProxy' | 'pages' | 'now'
>;

/** The SHA-256 (hex) of a document's whole text: what an acceptance says was shown. */
export function letterSha256(id: string, fields: DocumentFields): string {
  return createHash('sha256').update(documentText(id, fields)).digest('hex');
}

export function registerApplicationStatus(app: Hono, deps: ApplicationStatusDependencies): void {
  // Two buckets of their own (RATE_LIMIT_PER_MINUTE each, per client, apart from the forms' and
  // the staff sign-in's): reading the status page and receipt, and acting on them.
  const pageLimit = deps.limiters.applicationStatus.middleware('status page', deps.trustProxy);
  const limit = deps.limiters.applicationStatus.middleware('status request', deps.trustProxy);
  const secret = deps.mail.links.secret;
  const { now } = deps;

  /** The application a link's token opens, as the applicant may see it, or why there is none. */
  async function open(token: string | undefined): Promise<
    | {
        submission: SubmissionRecord;
        item: InboxItem | undefined;
        view: ApplicationStatusView;
        verified: boolean;
      }
    | { problem: StatusLinkProblem }
  > {
    const read = readStatusToken(secret, token, now());
    if (typeof read === 'string') return { problem: read };
    const submission = await deps.storage.get(read.submissionId);
    if (!submission) return { problem: 'invalid' };
    const item = await deps.storage.console.inboxItem(submission.id);
    const view = statusView(submission, item);
    return view ? { submission, item, view, verified: read.verified } : { problem: 'invalid' };
  }

  /**
   * The address's other applications, each with a status link of its own, when the link was
   * mailed to that address (`verified`); none for the link of a form's answer, which proves
   * nothing about who reads the address.
   */
  async function othersOf(submission: SubmissionRecord, verified: boolean): Promise<OtherApplication[]> {
    if (!verified || !submission.email) return [];
    const expires = new Date(now().getTime() + STATUS_LINK_VALID_MS);
    const others = (await deps.storage.applicationsOf(submission.email)).filter(
      (other) => other.id !== submission.id,
    );
    const shown = await Promise.all(
      others.map(async (other) => ({
        status: statusView(other, await deps.storage.console.inboxItem(other.id)),
        token: statusToken(secret, other.id, expires),
      })),
    );
    return shown.flatMap(({ status, token }) => (status ? [{ status, token }] : []));
  }

  /**
   * A shortlisted application's interview once times were offered: only a mailed link books or
   * asks (`canAct`), and a request is shown when it is about the time booked now.
   */
  async function interviewOf(
    submission: SubmissionRecord,
    view: ApplicationStatusView,
    verified: boolean,
    notice: string | undefined,
  ): Promise<ApplicantInterview | undefined> {
    if (view.stage !== 'shortlisted') return undefined;
    const { booked, offered, requests } = await deps.storage.console.submissionInterviews(
      submission.id,
      now(),
    );
    if (!booked && offered.length === 0) return undefined;
    return {
      booked,
      offered,
      rescheduleAskedAt:
        (booked && requests.filter((request) => request.slotId === booked.id).at(-1)?.at) || null,
      canAct: verified,
      notice: interviewNotices.find((known) => known === notice) ?? null,
    };
  }

  /** The application's documents as its holder sees them; acting on them needs a mailed link. */
  async function documentsOf(submission: SubmissionRecord, verified: boolean): Promise<ApplicantDocument[]> {
    const stored = await deps.storage.console.submissionDocuments(submission.id, indianDay(now()));
    return stored.map(({ view }) => ({
      id: view.id,
      kind: view.kind,
      state: view.state,
      fields: view.fields,
      nameShown: view.nameShown,
      letterSha256: view.kind === 'offer' ? letterSha256(view.id, view.fields) : null,
      canAct: verified,
    }));
  }

  /**
   * A form the status page posts (it works before the page's script runs), with its token and the
   * page's language: the answer goes back to the page in it.
   */
  async function readForm(c: Context) {
    if (!hasContentType(c, 'application/x-www-form-urlencoded')) {
      throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded.');
    }
    const body = await c.req.arrayBuffer().catch(() => undefined);
    const form = new URLSearchParams(body ? Buffer.from(body).toString('utf8') : '');
    const token = form.get('token') ?? '';
    const page = statusPagePaths[form.get('language') === 'hi' ? 'hi' : 'en'].page;
    return {
      form,
      token,
      opened: await open(token),
      page,
      back: `${page}?token=${encodeURIComponent(token)}`,
    };
  }

  /** The audit line of what an applicant did from their status page. */
  const applicantLine = (
    c: Context,
    action:
      | 'application.withdraw'
      | 'application.payment'
      | 'application.interview'
      | 'application.reschedule'
      | 'application.document-name'
      | 'application.offer',
    id: string,
    detail: Record<string, unknown>,
  ) => ({
    at: now(),
    staffId: null,
    staffEmail: null,
    action,
    target: auditTarget('submission', id),
    client: clientAddress(c, deps.trustProxy),
    detail,
  });

  /**
   * A page with its data; a link that opens nothing is answered with its explanation as 404 (an
   * invalid or erased application's link) or 410 (an expired one), so no crawler or tool takes it
   * for a page that exists; `refused`: a form sent back with its refusal (400).
   */
  async function renderPage(
    c: Context,
    path: string,
    data: StatusPageData | ReceiptPageData,
    refused = false,
  ) {
    const page = await deps.pages!.render(path, data);
    const problem = 'problem' in data ? data.problem : undefined;
    const status = refused ? 400 : problem === 'invalid' ? 404 : problem === 'expired' ? 410 : 200;
    return c.html(page.html, status, { ...PRIVATE_PAGE, 'Content-Security-Policy': page.csp });
  }

  /**
   * The status page's data for an application a link opened; `payFee` is the due fee's form as it
   * came back refused, `query` the outcome the redirect back carries.
   */
  async function statusPage(
    opened: Extract<Awaited<ReturnType<typeof open>>, { view: unknown }>,
    token: string,
    query: (name: string) => string | undefined,
    payFee: FeePaymentForm = { transactionId: '', error: null },
  ): Promise<StatusPageData> {
    const documents = await documentsOf(opened.submission, opened.verified);
    return {
      status: opened.view,
      token,
      others: await othersOf(opened.submission, opened.verified),
      interview: await interviewOf(opened.submission, opened.view, opened.verified, query('interview')),
      ...(documents.length > 0
        ? {
            documents,
            documentNotice: documentNotices.find((known) => known === query('document')) ?? null,
          }
        : {}),
      ...(opened.verified && consentFieldsOf(opened.submission.kind).length > 0
        ? {
            consentWithdraw: withdrawToken(
              deps.mail.links.secret,
              opened.submission.id,
              'application',
              new Date(Date.now() + WITHDRAW_LINK_VALID_MS),
            ),
          }
        : {}),
      // Only a mailed link pays: the form's answer proves nothing about who reads the address.
      ...(opened.verified && opened.view.payment?.state === 'due' ? { payFee } : {}),
      ...(query('payment') === 'sent' ? { paymentSent: true } : {}),
    };
  }

  if (deps.pages) {
    // The English pages and their Hindi twins, from the same link: only the words differ.
    for (const { page, receipt } of locales.map((locale) => statusPagePaths[locale])) {
      app.get(page, pageLimit, async (c, next) => {
        const token = c.req.query('token');
        if (token === undefined) return next();
        const opened = await open(token);
        if (!('view' in opened)) return renderPage(c, page, { problem: opened.problem });
        return renderPage(c, page, await statusPage(opened, token, (name) => c.req.query(name)));
      });

      app.get(receipt, pageLimit, async (c, next) => {
        const token = c.req.query('token');
        if (token === undefined) return next();
        const opened = await open(token);
        const found = 'view' in opened ? receiptOf(opened.submission, opened.item) : undefined;
        return renderPage(
          c,
          receipt,
          found
            ? { receipt: found, token }
            : { problem: 'problem' in opened ? opened.problem : 'not_verified', token },
        );
      });
    }
  }

  // A form POST from the status page (it works before the page's script runs): the token and the
  // ticked confirmation; answered by sending the browser back to the page, which shows the outcome.
  app.post(applicationStatusCalls.withdraw.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const { form, opened, back } = await readForm(c);
    if ('view' in opened && form.get('confirm') === 'yes' && opened.view.canWithdraw) {
      const at = now();
      const changed = await deps.storage.console.withdraw(
        opened.submission.id,
        at,
        applicantLine(c, 'application.withdraw', opened.submission.id, { by: 'applicant' }),
      );
      deps.log.info(
        { id: opened.submission.id, withdrawn: changed },
        'application withdrawn by its applicant',
      );
    }
    return c.redirect(back, 303);
  });

  // A due fee's payment (an applicant under 18 pays once their guardian has confirmed), from the
  // status page opened by a mailed link: the UPI transaction id and the ticked box, by the payment
  // dialog's rules. A refusal renders the page again (400) with its message and the id as typed,
  // which never goes into a URL.
  app.post(applicationStatusCalls.pay.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const { form, token, opened, page, back } = await readForm(c);
    if (!('view' in opened) || !opened.verified || opened.view.payment?.state !== 'due') {
      return c.redirect(back, 303);
    }
    const typed = (form.get('transactionId') ?? '').slice(0, 200);
    const parsed = v.safeParse(paymentConfirmationSchema, {
      transactionId: typed,
      confirmed: form.get('confirmed') === 'yes',
    });
    if (!parsed.success) {
      const [issue] = parsed.issues;
      if (!deps.pages) throw new HttpError(400, issue.message);
      const field = issue.path?.[0]?.key === 'confirmed' ? 'confirmed' : 'transactionId';
      const data = await statusPage(opened, token, () => undefined, {
        transactionId: typed,
        error: issue.message,
        field,
      });
      return renderPage(c, page, data, true);
    }
    const sent = await deps.storage.console.sendFeePayment(
      { submissionId: opened.submission.id, transactionId: parsed.output.transactionId, at: now() },
      applicantLine(c, 'application.payment', opened.submission.id, {}),
    );
    deps.log.info({ id: opened.submission.id, paymentSent: sent }, 'fee payment sent by its applicant');
    return c.redirect(sent ? `${back}&payment=sent` : back, 303);
  });

  // Booking one of the times offered, from the status page opened by a mailed link: the page
  // comes back saying whether it was booked or taken by someone else meanwhile.
  app.post(applicationStatusCalls.bookInterview.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const { form, opened, back } = await readForm(c);
    const slotId = form.get('slot') ?? '';
    if (!('view' in opened) || !opened.verified || !SUBMISSION_ID_PATTERN.test(slotId)) {
      return c.redirect(back, 303);
    }
    const at = now();
    const outcome = await deps.storage.console.bookInterview(
      {
        submissionId: opened.submission.id,
        slotId,
        at,
        mails: { applicant: randomUUID(), staff: randomUUID(), reminder: randomUUID() },
      },
      applicantLine(c, 'application.interview', opened.submission.id, { slot: slotId }),
    );
    deps.log.info({ id: opened.submission.id, interview: outcome }, 'interview booked by its applicant');
    return c.redirect(`${back}&interview=${outcome === 'booked' ? 'booked' : 'taken'}`, 303);
  });

  // Asking for another time for the one booked: a request staff see in the console; the message
  // (optional) is shown to staff only and mailed to nobody.
  app.post(applicationStatusCalls.reschedule.path, limit, wholeBodyLimit(16 * 1024), async (c) => {
    const { form, opened, back } = await readForm(c);
    const message = v.safeParse(rescheduleMessageSchema, form.get('message') ?? '');
    if (!message.success) throw new HttpError(400, message.issues[0].message);
    if (!('view' in opened) || !opened.verified || opened.view.stage !== 'shortlisted') {
      return c.redirect(back, 303);
    }
    const at = now();
    const outcome = await deps.storage.console.requestReschedule(
      { id: randomUUID(), submissionId: opened.submission.id, message: message.output, at },
      applicantLine(c, 'application.reschedule', opened.submission.id, {}),
    );
    return c.redirect(outcome === 'requested' ? `${back}&interview=requested` : back, 303);
  });

  // A document's PDF or signed credential, through the holder's status link only: there is no
  // other public URL to the PDF.
  app.get(documentCalls.pdf, pageLimit, async (c) => {
    const opened = await open(c.req.query('token'));
    const id = readDocumentId(c.req.query('id') ?? '');
    const stored =
      'view' in opened && id ? await deps.storage.console.documentById(id, indianDay(now())) : undefined;
    if (!stored || !('view' in opened) || stored.submissionId !== opened.submission.id) {
      return c.text('Not found', 404, PRIVATE_PAGE);
    }
    if (c.req.query('format') === 'jwt') return credentialFile(c, stored);
    const { content, headers } = await pdfFile(stored, deps.mail.links.siteUrl);
    return c.body(content, 200, headers);
  });

  // The holder shows or hides their name on the document's public page (a mailed link only).
  app.post(documentCalls.nameShown.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const { form, opened, back } = await readForm(c);
    const id = readDocumentId(form.get('id') ?? '');
    const shown = form.get('shown');
    if (!('view' in opened) || !opened.verified || !id || (shown !== 'yes' && shown !== 'no')) {
      return c.redirect(back, 303);
    }
    const changed = await deps.storage.console.setNameShown(
      { documentId: id, submissionId: opened.submission.id, shown: shown === 'yes' },
      applicantLine(c, 'application.document-name', opened.submission.id, {
        document: id,
        shown: shown === 'yes',
      }),
    );
    return c.redirect(
      changed ? `${back}&document=${shown === 'yes' ? 'name-shown' : 'name-hidden'}` : back,
      303,
    );
  });

  // Accepting or declining an offer (a mailed link only), with the SHA-256 of the letter shown:
  // refused when the letter is no longer the one shown (reissued or revoked meanwhile) or expired.
  app.post(documentCalls.answerOffer.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const { form, opened, back } = await readForm(c);
    const id = readDocumentId(form.get('id') ?? '');
    const answer = offerAnswers.find((known) => known === form.get('answer'));
    if (!('view' in opened) || !opened.verified || !id || !answer) return c.redirect(back, 303);
    const at = now();
    const today = indianDay(at);
    const stored = await deps.storage.console.documentById(id, today);
    if (!stored || stored.submissionId !== opened.submission.id) return c.redirect(back, 303);
    if (letterSha256(stored.view.id, stored.view.fields) !== form.get('letter')) {
      return c.redirect(`${back}&document=changed`, 303);
    }
    const outcome = await deps.storage.console.answerOffer(
      {
        documentId: id,
        submissionId: opened.submission.id,
        answer,
        at,
        today,
        client: clientAddress(c, deps.trustProxy),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
        letterSha256: form.get('letter') ?? '',
      },
      applicantLine(c, 'application.offer', opened.submission.id, { document: id, answer }),
    );
    const notice = outcome === 'gone' ? 'changed' : outcome === 'answered' ? undefined : outcome;
    return c.redirect(notice ? `${back}&document=${notice}` : back, 303);
  });

  // The same answer whatever matched, and in the same time: the mail is written (or not) in one
  // storage call, and sent by the outbox's worker after the answer.
  app.post(applicationStatusCalls.link.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const parsed = v.safeParse(statusLinkRequestSchema, await readJsonObject(c));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.issues);
      throw new HttpError(400, Object.values(errors)[0] ?? applicationStatusMessages.reference, {
        errors: errors as Record<string, string>,
      });
    }
    const email = (parsed.output.email ?? '').toLowerCase();
    const at = now();
    const written = await deps.storage.requestStatusLink({
      reference: parsed.output.reference,
      email,
      mailId: randomUUID(),
      at,
      mailNotBefore: at,
      allowances: confirmationAllowances(c, deps.mail, deps.trustProxy, 'application', email),
    });
    deps.log.info({ statusLink: written ? 'written' : 'none' }, 'status link asked for');
    return c.json({ success: true, message: applicationStatusMessages.linkSent }, 200);
  });
}
