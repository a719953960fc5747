// Age before a paid programme (issue 41 item 5): an application from someone under 18 is held
// whole until the parent or guardian it names confirms through the signed link mailed to them;
// only then is it stored as a submission (and its fee asked for). The applicant's answer never
// carries the link, so only the guardian's mailbox can confirm.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  GUARDIAN_HOLD_DAYS,
  createPaymentReference,
  guardianCalls,
  guardianPages,
  guardianMessages,
} from '@aarambh/machines/schemas';
import type { Context, Hono } from 'hono';
import { wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { replay, requestFingerprint, scopedKey } from '../http/idempotency.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { composeGuardianRequest } from '../mail/guardianMail.ts';
import { linkPage, readGuardianToken } from '../mail/links.ts';
import type { HeldFile } from '../storage/guardians.ts';
import { confirmationAllowances, logCapReached } from './allowances.ts';
import { type SubmissionDependencies, storeConfirmedApplication } from './submissions.ts';

export type GuardianDependencies = SubmissionDependencies;

const HOLD_MS = GUARDIAN_HOLD_DAYS * 86_400_000;

/**
 * Holds a validated application from someone under 18 (`data`, with the catalogue's facts) with
 * its resume's bytes, the guardian's consent and the mail to the guardian, in one transaction;
 * answers 202 with the same words whatever happened to the mail (a cap spent keeps it back).
 */
export async function holdForGuardian(
  c: Context,
  deps: GuardianDependencies,
  given: Record<string, unknown>,
  upload: UploadedFile | undefined,
  request: { endpoint: string; key: string | undefined },
): Promise<Response> {
  const at = deps.now();
  // The fee is paid from the status page once the guardian has confirmed, with the UPI link's
  // reference: one is made here when the call brought none (the site's form always does).
  const data =
    Number(given.paymentAmount) > 0 && !given.paymentReference
      ? { ...given, paymentReference: createPaymentReference() }
      : given;
  const answer = { success: true, held: true, message: guardianMessages.held };
  // As a submission's: the key scoped to what the request said (its fields and its file).
  const fingerprint = request.key === undefined ? undefined : requestFingerprint(given, upload);
  const id = randomUUID();
  const consentId = randomUUID();
  const mailId = randomUUID();
  const guardianEmail = String(data.guardianEmail);
  const file: HeldFile | null =
    upload?.kind === undefined
      ? null
      : {
          size: upload.size,
          crc32: upload.crc32,
          originalName: upload.originalName,
          declaredType: upload.declaredType,
          kind: upload.kind,
        };
  const allowances = confirmationAllowances(c, deps.mail, deps.trustProxy, 'application', guardianEmail);
  const hold = {
    id,
    consentId,
    data,
    file,
    fileContent: file && upload ? (await readFile(upload.tempPath)).toString('base64') : null,
    guardianName: String(data.guardianName),
    guardianEmail,
    at,
    expiresAt: new Date(at.getTime() + HOLD_MS),
    mail: { id: mailId, notBefore: deps.outbox.notBefore(at), allowances },
    ...(request.key !== undefined && fingerprint !== undefined
      ? {
          idempotency: {
            endpoint: request.endpoint,
            key: scopedKey(request.key, fingerprint),
            fingerprint,
            status: 202,
            body: JSON.stringify(answer),
          },
        }
      : {}),
  };
  const { replay: first, spent } = await deps.storage.console.holdApplication(hold);
  if (first) {
    // A retry (or a reuse) of an Idempotency-Key: nothing was held or mailed this time.
    deps.log.info({ kind: 'application', idempotentReplay: true }, 'held application repeated');
    return replay(first);
  }
  logCapReached(deps.log, 'application', allowances, spent);
  if (spent === undefined)
    void deps.outbox.deliverNow([
      {
        id: mailId,
        message: composeGuardianRequest(
          { id: consentId, guardianEmail, held: { data, expiresAt: hold.expiresAt.toISOString() } },
          deps.mail,
        ),
      },
    ]);
  deps.log.info({ kind: 'application', held: id }, 'application held for its guardian');
  return c.json(answer, 202);
}

/** The guardian's link: its GET opens the site's page, whose button POSTs; nothing acts on a GET. */
export function registerGuardianLinks(app: Hono, deps: GuardianDependencies): void {
  const limit = deps.limiters.applicationStatus.middleware('guardian confirmation', deps.trustProxy);

  // In the link's language: the page the application was made on.
  app.get(guardianCalls.confirm.path, limit, (c) =>
    c.redirect(
      linkPage(
        (language) => guardianPages[language],
        (name) => c.req.query(name),
      ),
      303,
    ),
  );

  app.post(guardianCalls.confirm.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const at = deps.now();
    const read = readGuardianToken(deps.mail.links.secret, c.req.query('token'), at);
    if (read === 'expired') throw new HttpError(410, guardianMessages.expired);
    if (read === 'invalid') throw new HttpError(400, guardianMessages.invalid);
    const consent = await deps.storage.console.guardianConsent(read.consentId);
    // A second press of the same link answers as the first did, and stores nothing more.
    if (consent?.confirmedAt) return c.json({ success: true, message: guardianMessages.confirmed }, 200);
    if (!consent?.held) throw new HttpError(410, guardianMessages.expired);
    // The hold's own key: a press that meets another's save is answered by it, not stored twice.
    const submissionId = await storeConfirmedApplication(c, deps, consent.held, `guardian-${consent.id}`);
    await deps.storage.console.confirmGuardian(consent.id, submissionId, at);
    deps.log.info({ guardianConsent: consent.id, id: submissionId }, 'guardian confirmed an application');
    return c.json({ success: true, message: guardianMessages.confirmed }, 200);
  });
}
