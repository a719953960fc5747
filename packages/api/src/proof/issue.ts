// Issuing a document: its printed fields made from the application (the catalogue's title, the
// completion or the offer's terms), signed as a credential and stored, with a fresh read and a new
// status index when the application changed meanwhile or the index was taken.
import { randomInt } from 'node:crypto';
import { findJob, findOpportunity } from '@aarambh/content';
import {
  type DocumentFields,
  type IssueDocumentRequest,
  createDocumentId,
  documentMessages,
} from '@aarambh/machines/schemas';
import type { Dependencies } from '../dependencies.ts';
import { HttpError } from '../http/errors.ts';
import type { AuditEntry } from '../storage/consoleTypes.ts';
import { indianDay } from '../indianTime.ts';
import { type DocumentFacts, STATUS_LIST_SIZE, enrolled, hired } from '../storage/documents.ts';
import { documentCredential } from './credentials.ts';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the document prints, or the 409 that says why this application cannot have it. */
export function printedFields(
  request: IssueDocumentRequest,
  facts: DocumentFacts,
  today: string,
): DocumentFields {
  if (request.kind === 'certificate') {
    if (!enrolled(facts)) throw new HttpError(409, documentMessages.notEnrolled);
    const completion = facts.completion;
    if (!completion) throw new HttpError(409, documentMessages.notCompleted);
    const opportunity = findOpportunity(Number(facts.data.opportunityId));
    return {
      kind: 'certificate',
      name: completion.printedName,
      programme: opportunity?.title ?? str(facts.data.opportunityTitle),
      organisation: opportunity?.company ?? str(facts.data.opportunityCompany),
      startsOn: completion.startsOn,
      endsOn: completion.endsOn,
      hours: completion.hours,
      outcome: completion.outcome,
      projectUrl: completion.projectUrl,
      issuedOn: today,
    };
  }
  if (!hired(facts)) throw new HttpError(409, documentMessages.notAccepted);
  if (request.terms.expiresOn < today) throw new HttpError(400, documentMessages.expiresOn);
  const job = findJob(Number(facts.data.jobId));
  return {
    kind: 'offer',
    name: request.terms.printedName,
    role: job?.title ?? str(facts.data.jobTitle),
    department: job?.department ?? str(facts.data.department),
    startsOn: request.terms.startsOn,
    place: request.terms.place,
    compensation: request.terms.compensation,
    expiresOn: request.terms.expiresOn,
    issuedOn: today,
  };
}

/** A read, a signature and a write may race staff or an index: this many rounds, then 409. */
const ROUNDS = 4;

/** Issues the document asked for; the new document's id. */
export async function issue(
  deps: Pick<Dependencies, 'storage' | 'signer' | 'now'> & { siteUrl: string },
  request: IssueDocumentRequest,
  issuedBy: string,
  audit: (documentId: string) => AuditEntry,
): Promise<string> {
  const signer = await deps.signer();
  await deps.storage.console.addSigningKey({ kid: signer.kid, publicJwk: signer.publicJwk, at: deps.now() });
  for (let round = 0; round < ROUNDS; round += 1) {
    const facts = await deps.storage.console.documentFacts(request.submissionId);
    if (!facts) throw new HttpError(404, documentMessages.notIssuable);
    const at = deps.now();
    const fields = printedFields(request, facts, indianDay(at));
    const id = createDocumentId();
    const statusIndex = randomInt(STATUS_LIST_SIZE);
    const credential = await signer.sign(
      documentCredential({ id, fields, statusIndex, issuedAt: at }, deps.siteUrl),
    );
    const outcome = await deps.storage.console.issueDocument(
      {
        id,
        submissionId: request.submissionId,
        kind: request.kind,
        fields,
        issuedBy,
        at,
        keyId: signer.kid,
        credential,
        statusIndex,
        basis: { completionAt: facts.completion?.at ?? null, supersedes: facts.current[request.kind] },
      },
      audit(id),
    );
    if (outcome === 'issued') return id;
    if (outcome === 'not-found') throw new HttpError(404, documentMessages.notIssuable);
  }
  throw new HttpError(409, documentMessages.notIssuable);
}
