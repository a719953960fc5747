// Proof from the console: a reviewer marks an enrolled programme completed; an admin issues,
// reissues and revokes certificates and offer letters (proof/issue.ts), each in the audit log and
// each starting the applicant's status e-mail. The public side is routes/documents.ts.
import { auditTarget, documentMessages, staffMessages } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { pathId } from '../http/pathIds.ts';
import { issue } from '../proof/issue.ts';
import { pdfFile } from '../routes/documents.ts';
import { indianDay } from '../indianTime.ts';
import { answer, file, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, auditLine, staffOf } from './context.ts';

export function documentCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();
  const proofOf = async (submissionId: string) =>
    storage.console.submissionProof(submissionId, indianDay(now()));

  staffCall(app, deps, 'complete', async (c, completion) => {
    const { account } = staffOf(c);
    const outcome = await storage.console.complete(
      { ...completion, projectUrl: completion.projectUrl || null, staffId: account.id, at: now() },
      auditLine(deps, c, account, 'completion', auditTarget('submission', completion.submissionId), {
        outcome: completion.outcome,
      }),
    );
    if (outcome === 'not-found') throw new HttpError(404, staffMessages.notFound);
    if (outcome === 'not-enrolled') throw new HttpError(409, documentMessages.notEnrolled);
    return answer(c, 'complete', { proof: await proofOf(completion.submissionId) });
  });

  staffCall(app, deps, 'issueDocument', async (c, request) => {
    const { account } = staffOf(c);
    await issue({ ...deps, siteUrl: deps.mail.links.siteUrl }, request, account.id, (documentId) =>
      auditLine(deps, c, account, 'document-issue', auditTarget('submission', request.submissionId), {
        document: documentId,
        kind: request.kind,
      }),
    );
    return answer(c, 'issueDocument', { proof: await proofOf(request.submissionId) });
  });

  staffCall(app, deps, 'revokeDocument', async (c, request) => {
    const { account } = staffOf(c);
    const outcome = await storage.console.revokeDocument(
      { documentId: request.documentId, reason: request.reason, at: now() },
      auditLine(deps, c, account, 'document-revoke', null, { document: request.documentId }),
    );
    if (outcome === 'not-found') throw new HttpError(404, staffMessages.notFound);
    if (outcome === 'not-valid') throw new HttpError(409, documentMessages.notRevocable);
    return answer(c, 'revokeDocument', {
      proof: outcome.submissionId ? await proofOf(outcome.submissionId) : { completion: null, documents: [] },
    });
  });

  // Staff download a document's PDF as the holder does from their status page: the same file.
  staffCall(app, deps, 'documentPdf', async (c, { document }) => {
    const submissionId = pathId(c, staffMessages.notFound);
    const stored = await storage.console.documentById(document, indianDay(now()));
    if (stored?.submissionId !== submissionId) throw new HttpError(404, staffMessages.notFound);
    await audit(deps, c, staffOf(c).account, 'document-download', auditTarget('submission', submissionId), {
      document,
    });
    const { content, headers } = await pdfFile(stored, deps.mail.links.siteUrl);
    return file(c, 'documentPdf', content, headers);
  });

  return app;
}
