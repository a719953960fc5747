// The privacy request form's calls (`privacyCalls`): a person asks for access, correction, erasure
// or nomination, or raises a grievance, about the address they used; the request is stored with a
// confirmation mail to that address and acts on nothing until its link is followed.
import { randomUUID } from 'node:crypto';
import {
  PRIVACY_DUE_DAYS,
  auditTarget,
  submissionLanguage,
  fieldErrors,
  privacyCalls,
  privacyMessages,
  privacyRequestPages,
  privacyRequestSchema,
} from '@aarambh/machines/schemas';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { addressHash, normaliseAddress } from '../dataRequest.ts';
import type { Dependencies } from '../dependencies.ts';
import { readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { clientAddress } from '../http/protection.ts';
import { linkPage, readPrivacyToken } from '../mail/links.ts';
import { composePrivacyConfirmation } from '../mail/privacyMail.ts';
import { confirmationAllowances, logCapReached } from './allowances.ts';

export type PrivacyDependencies = Pick<
  Dependencies,
  'storage' | 'outbox' | 'mail' | 'log' | 'limiters' | 'trustProxy' | 'now'
>;

/** A confirmed request's due date: 30 days on (the published period; the law allows at most 90). */
export const dueDate = (confirmedAt: Date) => new Date(confirmedAt.getTime() + PRIVACY_DUE_DAYS * 86_400_000);

export function registerPrivacyRequests(app: Hono, deps: PrivacyDependencies): void {
  const limit = deps.limiters.applicationStatus.middleware('privacy request', deps.trustProxy);
  const secret = deps.mail.links.secret;
  const { now } = deps;

  // The same answer, and the same work, whatever the address: no lookup of what is held on it is
  // made here. The request and its mail are written in one storage call; the outbox sends the mail
  // after the answer, so its time does not show in the answer's either.
  app.post(privacyCalls.request.path, limit, wholeBodyLimit(16 * 1024), async (c) => {
    const parsed = v.safeParse(privacyRequestSchema, await readJsonObject(c));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.issues);
      throw new HttpError(400, Object.values(errors)[0] ?? privacyMessages.type, {
        errors: errors as Record<string, string>,
      });
    }
    const { type, reference, details } = parsed.output;
    const language = submissionLanguage(parsed.output);
    const email = normaliseAddress(parsed.output.email ?? '');
    const at = now();
    const id = randomUUID();
    const mailId = randomUUID();
    const allowances = confirmationAllowances(c, deps.mail, deps.trustProxy, 'privacy-request', email);
    const spent = await deps.storage.console.requestPrivacy({
      id,
      type,
      email,
      emailHash: addressHash(email),
      reference: reference === '' ? null : reference,
      details,
      language,
      at,
      mail: { id: mailId, notBefore: deps.outbox.notBefore(at), allowances },
    });
    logCapReached(deps.log, 'privacy-request', allowances, spent);
    const message = composePrivacyConfirmation(
      { id, type, reference: reference === '' ? null : reference, language },
      email,
      deps.mail,
      at,
    );
    if (spent === undefined) void deps.outbox.deliverNow([{ id: mailId, message }]);
    deps.log.info({ privacyRequest: id, type }, 'privacy request made');
    return c.json({ success: true, message: privacyMessages.sent }, 200);
  });

  // The link's GET (which mail scanners make too) only opens the site's page, in the link's
  // language; its button POSTs.
  app.get(privacyCalls.confirm.path, limit, (c) =>
    c.redirect(
      linkPage(
        (language) => privacyRequestPages[language].confirm,
        (name) => c.req.query(name),
      ),
      303,
    ),
  );

  app.post(privacyCalls.confirm.path, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const at = now();
    const read = readPrivacyToken(secret, c.req.query('token'), at);
    if (read === 'expired') throw new HttpError(410, privacyMessages.expired);
    if (read === 'invalid') throw new HttpError(400, privacyMessages.invalid);
    const dueAt = dueDate(at);
    const confirmed = await deps.storage.console.confirmPrivacyRequest(read.requestId, at, dueAt, {
      at,
      staffId: null,
      staffEmail: null,
      action: 'privacy-request.confirm',
      target: auditTarget('privacy-request', read.requestId),
      client: clientAddress(c, deps.trustProxy),
      detail: {},
    });
    const request = confirmed ? undefined : await deps.storage.console.privacyRequest(read.requestId);
    // A second press of the same link answers as the first did.
    if (!confirmed && (!request || request.status === 'unconfirmed' || !request.dueAt))
      throw new HttpError(400, privacyMessages.invalid);
    deps.log.info({ privacyRequest: read.requestId, confirmed }, 'privacy request confirmation');
    return c.json(
      { success: true, message: privacyMessages.confirmed, dueAt: request?.dueAt ?? dueAt.toISOString() },
      200,
    );
  });
}
