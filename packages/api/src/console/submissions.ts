// One submission: its whole record (the view is audited and marks it read), its resume, and the
// changes staff make to one or many (stage, payment, note, read).
import { randomUUID } from 'node:crypto';
import { auditTarget, replyMessages, staffMessages } from '@aarambh/machines/schemas';
import { type Context, Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { pathId } from '../http/pathIds.ts';
import type { InboxChange, SubscriptionState } from '../storage/index.ts';
import { indianDay } from '../indianTime.ts';
import { answer, file, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, auditLine, staffOf } from './context.ts';

/** An attachment's file name for Content-Disposition: no controls or quotes, the rest as RFC 8187 UTF-8. */
function attachment(name: string): string {
  const safe = name.replace(/[\p{Cc}\p{Cf}"\\/]/gu, '_').slice(0, 150) || 'resume';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** A subscription's state as staff see it: without the token that signs its links. */
function shownSubscription({ token: _token, ...shown }: SubscriptionState) {
  return shown;
}

export function submissionCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  /** A submission by the `:id` of the path, or 404. */
  async function submission(c: Context) {
    const id = pathId(c, staffMessages.notFound);
    const [record, item] = await Promise.all([storage.get(id), storage.console.inboxItem(id)]);
    if (!record || !item) throw new HttpError(404, staffMessages.notFound);
    return { id, record, item };
  }

  staffCall(app, deps, 'submission', async (c) => {
    const { account } = staffOf(c);
    const { id, record, item } = await submission(c);
    // The view is audited, and marks the item read, in one transaction.
    await storage.console.change(
      [id],
      { type: 'read' },
      { staffId: account.id, role: account.role, at: now() },
      auditLine(deps, c, account, 'view', auditTarget('submission', id)),
    );
    const [events, replies, interviews, proof, sharing, mails, consents] = await Promise.all([
      storage.console.events(id),
      storage.console.replies(id),
      storage.console.submissionInterviews(id, now()),
      storage.console.submissionProof(id, indianDay(now())),
      storage.console.sharingTransaction(id),
      storage.mailFor(id),
      storage.consentsOf(id),
    ]);
    return answer(c, 'submission', {
      item: { ...item, read: true },
      language: record.language,
      data: record.data,
      file: record.file
        ? { name: record.file.originalName, mediaType: record.file.mediaType, size: record.file.size }
        : null,
      subscription: record.subscription ? shownSubscription(record.subscription) : null,
      events,
      replies,
      interviews,
      proof,
      sharing,
      consents: consents.map(({ purpose, granted, noticeVersion, language, channel, at }) => ({
        purpose,
        granted,
        noticeVersion,
        language,
        channel,
        at,
      })),
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

  staffCall(app, deps, 'resume', async (c) => {
    const { id, record } = await submission(c);
    if (!record.file) throw new HttpError(404, staffMessages.notFound);
    const content = await deps.folders.resumes.read(record.file.storedName);
    if (content === undefined) throw new HttpError(404, staffMessages.notFound);
    await audit(deps, c, staffOf(c).account, 'resume', auditTarget('submission', id));
    return file(c, 'resume', new Uint8Array(content), {
      'Content-Type': record.file.mediaType,
      'Content-Length': String(content.byteLength),
      'Content-Disposition': attachment(record.file.originalName),
    });
  });

  staffCall(
    app,
    deps,
    'change',
    async (c, request) => {
      const { account } = staffOf(c);
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
      const outcome = await storage.console.change(
        ids,
        change,
        {
          staffId: account.id,
          role: account.role,
          at: now(),
          statusMailDelayMs: deps.statusMailDelayMs,
        },
        auditLine(
          deps,
          c,
          account,
          change.type,
          ids.length === 1 ? auditTarget('submission', ids[0]!) : null,
          {
            ...described,
            ids,
          },
        ),
      );
      return answer(c, 'change', outcome);
    },
    { bodyLimit: 64 * 1024 },
  );

  // A reply goes to the address the submission gave (the storage reads it; the request names no
  // address), through the outbox; the audit line names the template, never the words.
  staffCall(app, deps, 'reply', async (c, request) => {
    const { account } = staffOf(c);
    const at = now();
    const id = randomUUID();
    const outcome = await storage.console.reply(
      { id, ...request, staffId: account.id, mailId: randomUUID(), at, mailNotBefore: at },
      auditLine(deps, c, account, 'reply', auditTarget('submission', request.submissionId), {
        template: request.templateId,
      }),
    );
    if (outcome === 'not-found') throw new HttpError(404, staffMessages.notFound);
    if (outcome === 'no-address') throw new HttpError(409, replyMessages.noAddress);
    const replies = await storage.console.replies(request.submissionId);
    return answer(c, 'reply', { reply: replies.find((reply) => reply.id === id)! });
  });

  staffCall(app, deps, 'replyTemplates', async (c) =>
    answer(c, 'replyTemplates', { templates: await storage.console.replyTemplates() }),
  );

  staffCall(app, deps, 'saveReplyTemplate', async (c, template) => {
    const { account } = staffOf(c);
    await storage.console.saveReplyTemplate(
      template,
      { staffId: account.id, at: now() },
      auditLine(deps, c, account, 'reply-template', null, { id: template.id, situation: template.situation }),
    );
    return answer(c, 'saveReplyTemplate', { template });
  });

  return app;
}
