// The privacy requests queue (admins only, as the table of calls says): confirmed requests with
// their due dates, the access summary, the erasure with its dry run, and closing. Each builds on
// the data request's export and erasure (`dataRequest.ts`), and writes an audit line that names
// the request by its id and an address only by its hash.
import {
  PRIVACY_MAX_DAYS,
  type PrivacyRequestView,
  auditTarget,
  readSubmissionReference,
} from '@aarambh/machines/schemas';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { ERASURE_ACTION, accessSummary, addressTarget, eraseHeldData, erasurePlan } from '../dataRequest.ts';
import { HttpError } from '../http/errors.ts';
import { label } from '../mail/compose.ts';
import type { PrivacyRequestRecord } from '../storage/privacy.ts';
import { answer, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, auditLine, staffOf } from './context.ts';

/** A confirmed request as the queue shows it; overdue once its due date has passed while open. */
export function queueView(request: PrivacyRequestRecord, now: Date): PrivacyRequestView {
  const { emailHash: _hash, ...view } = request;
  // A due date never runs past the law's longest period from the confirmation.
  const longest = new Date(new Date(request.confirmedAt!).getTime() + PRIVACY_MAX_DAYS * 86_400_000);
  const dueAt = new Date(Math.min(new Date(request.dueAt!).getTime(), longest.getTime())).toISOString();
  return {
    ...view,
    confirmedAt: request.confirmedAt!,
    dueAt,
    status: request.status === 'closed' ? 'closed' : 'open',
    overdue: request.status === 'open' && new Date(dueAt) < now,
  };
}

export function privacyCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  /** An open (confirmed, not closed) request: nothing acts on any other. */
  async function openRequest(id: string): Promise<PrivacyRequestRecord & { email: string }> {
    const request = await storage.console.privacyRequest(id);
    if (!request || request.status === 'unconfirmed')
      throw new HttpError(404, 'There is no confirmed privacy request with this id.');
    if (request.status === 'closed' || request.email === null)
      throw new HttpError(409, 'This request is closed.');
    return request as PrivacyRequestRecord & { email: string };
  }

  staffCall(app, deps, 'privacyRequests', async (c) => {
    const at = now();
    return answer(c, 'privacyRequests', {
      requests: (await storage.console.privacyRequests()).map((request) => queueView(request, at)),
    });
  });

  staffCall(app, deps, 'privacyAccess', async (c, { id }) => {
    const request = await openRequest(id);
    const summary = await accessSummary(storage, deps.folders, request.email);
    await audit(deps, c, staffOf(c).account, 'privacy-access', auditTarget('privacy-request', id), {
      submissions: summary.submissions.length,
      held: summary.held.length,
    });
    return answer(c, 'privacyAccess', summary);
  });

  staffCall(app, deps, 'privacyErase', async (c, { id, dryRun }) => {
    const request = await openRequest(id);
    if (request.type !== 'erasure') throw new HttpError(409, 'Only an erasure request erases.');
    const plan = await erasurePlan(storage, deps.folders, request.email);
    const staff = staffOf(c).account;
    if (dryRun) {
      await audit(deps, c, staff, 'privacy-erase', auditTarget('privacy-request', id), {
        dryRun: true,
        submissions: plan.submissions.length,
        held: plan.held.length,
      });
      return answer(c, 'privacyErase', plan);
    }
    const erased = await eraseHeldData(storage, deps.folders, request.email);
    // The line a restore of an older backup reads to erase the address again (by its hash).
    await audit(deps, c, staff, ERASURE_ACTION, addressTarget(request.email), { ...erased });
    await storage.console.closePrivacyRequest(
      id,
      { staffId: staff.id, at: now() },
      auditLine(deps, c, staff, 'privacy-close', auditTarget('privacy-request', id), {
        type: request.type,
        ...erased,
      }),
      { id: randomUUID(), emailHash: request.emailHash, counts: { ...erased } },
    );
    return answer(c, 'privacyErase', { ...plan, done: true });
  });

  staffCall(app, deps, 'privacyCorrect', async (c, { id, reference, field, value }) => {
    const request = await openRequest(id);
    if (request.type !== 'correction') throw new HttpError(409, 'Only a correction request corrects.');
    const typed = readSubmissionReference(reference) ?? reference;
    const submission = (await storage.heldAbout(request.email)).submissions.find(
      (record) => record.reference === typed,
    );
    const refused = {
      errors: { reference: 'The address of this request sent no submission with this reference.' },
    };
    if (!submission) throw new HttpError(404, refused.errors.reference, refused);
    // The field as the summary names it, or its key; never the address, which ties the records together.
    const key = Object.keys(submission.data).find(
      (name) => name === field || label(name).toLowerCase() === field.toLowerCase(),
    );
    if (key === 'email') {
      const errors = {
        field: 'The address is not corrected here: the person makes a request from the new one.',
      };
      throw new HttpError(400, errors.field, { errors });
    }
    const staff = staffOf(c).account;
    const outcome = await storage.console.correctSubmission(
      {
        submissionId: submission.id,
        email: request.email,
        field: key ?? field,
        value,
        staffId: staff.id,
        at: now(),
      },
      auditLine(deps, c, staff, 'privacy-correct', auditTarget('submission', submission.id), {
        request: id,
        field: key ?? field,
      }),
    );
    if (outcome === 'no-field') {
      const errors = { field: 'This submission has no text field of this name.' };
      throw new HttpError(404, errors.field, { errors });
    }
    if (outcome === 'not-found') throw new HttpError(404, refused.errors.reference, refused);
    return answer(c, 'privacyCorrect', { corrected: true });
  });

  staffCall(app, deps, 'privacyClose', async (c, { id }) => {
    const request = await openRequest(id);
    const staff = staffOf(c).account;
    await storage.console.closePrivacyRequest(
      id,
      { staffId: staff.id, at: now() },
      auditLine(deps, c, staff, 'privacy-close', auditTarget('privacy-request', id), { type: request.type }),
    );
    const closed = await storage.console.privacyRequest(id);
    return answer(c, 'privacyClose', { request: queueView(closed!, now()) });
  });

  return app;
}
