import { randomUUID } from 'node:crypto';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  closedText,
  feeFor,
  findJob,
  findOpportunity,
  isOpen,
  type ListingDates,
  type Locale,
} from '@aarambh/content';
import {
  type Call,
  calls,
  checkResume,
  createSubmissionReference,
  fieldErrors,
  guardianMessages,
} from '@aarambh/machines/schemas';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { composeMails } from '../mail/compose.ts';
import { statusUrl } from '../mail/links.ts';
import { applicationConfirmation } from '../status/view.ts';
import { readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { idempotencyKey, replay, requestFingerprint, scopedKey } from '../http/idempotency.ts';
import { type UploadedFile, readMultipart } from '../http/multipart.ts';
import { documentKinds } from '../http/sniff.ts';
import {
  type IdempotencyRecord,
  StorageUnavailableError,
  type StoredFile,
  type SubmissionKind,
} from '../storage/types.ts';
import { confirmationAllowances, logCapReached } from './allowances.ts';
import { withNewReference } from './reference.ts';
import { registerSubscriptionLinks, storeSubscription } from './subscriptions.ts';
import { consentRecords, registerConsentLinks } from './consents.ts';
import { holdForGuardian } from './guardian.ts';
import { splitLanguage } from './language.ts';
import type { HeldFile } from '../storage/guardians.ts';
import type { Dependencies } from '../dependencies.ts';

/**
 * A field that people never see (the site hides it from sight and from assistive technology) and
 * bots fill in. A submission that fills it is answered like any other and thrown away.
 */
export const HONEYPOT_FIELD = 'bot-field';

interface Endpoint extends Omit<Call, 'schema'> {
  /** The call's schema, whose output is the stored fields. */
  schema: v.GenericSchema<unknown, Record<string, unknown>>;
  kind: SubmissionKind;
  /**
   * What the catalogue says on `today` about what the visitor applied for, stored with their
   * fields. The schema has already refused an id the catalogue does not have; a listing closed on
   * `today` is refused here.
   */
  facts?: (data: Record<string, unknown>, today: Date) => Record<string, unknown>;
}

/**
 * Refuses an application to a listing the catalogue closed before `today` (410, with the words its
 * page shows), whatever page the visitor sent it from.
 */
function ensureOpen(listing: ListingDates, field: string, today: Date): void {
  if (isOpen(listing, today)) return;
  const message = closedText(listing);
  throw new HttpError(410, message, { errors: { [field]: message } });
}

/** The opportunity's title, company and fee for the chosen duration, as the catalogue has them. */
function opportunityFacts(data: Record<string, unknown>, today: Date): Record<string, unknown> {
  const opportunity = findOpportunity(Number(data.opportunityId));
  if (!opportunity) throw new Error('an opportunity id the schema let through is not in the catalogue');
  ensureOpen(opportunity, 'opportunityId', today);
  return {
    opportunityTitle: opportunity.title,
    opportunityCompany: opportunity.company,
    paymentAmount: feeFor(opportunity, String(data.duration)) ?? 0,
  };
}

/** The opening's title and department, as the catalogue has them. */
function jobFacts(data: Record<string, unknown>, today: Date): Record<string, unknown> {
  const job = findJob(Number(data.jobId));
  if (!job) throw new Error('a job id the schema let through is not in the catalogue');
  ensureOpen(job, 'jobId', today);
  return { jobTitle: job.title, department: job.department };
}

/** The five calls as the table in `@aarambh/machines` has them, with what the API adds: the kind stored, the catalogue's facts. */
export const endpoints: readonly Endpoint[] = [
  { ...calls.application, kind: 'application', facts: opportunityFacts },
  { ...calls.career, kind: 'career', facts: jobFacts },
  // Its answer is `storeSubscription`'s (routes/subscriptions.ts).
  { ...calls.subscribe, kind: 'subscription' },
  { ...calls.feedback, kind: 'feedback' },
  { ...calls.contact, kind: 'contact' },
];

/** What the submissions' routes read of the app's dependencies. */
export type SubmissionDependencies = Pick<
  Dependencies,
  | 'storage'
  | 'outbox'
  | 'mail'
  | 'log'
  | 'uploads'
  | 'resumes'
  | 'jsonLimitBytes'
  | 'uploadMinFreeBytes'
  | 'limiters'
  | 'trustProxy'
  | 'now'
>;

/**
 * Refuses an upload (503 with Retry-After, logged as a full disk) while the uploads' disk has less
 * free space than `uploadMinFreeBytes`, which is above the health check's minimum: uploads stop
 * first, and the other forms and the health check carry on. A disk that cannot be asked is let be.
 */
async function ensureRoomForUpload(deps: SubmissionDependencies): Promise<void> {
  if (deps.uploadMinFreeBytes === 0) return;
  const info = await statfs(deps.uploads.incomingDir).catch(() => undefined);
  if (info && info.bavail * info.bsize < deps.uploadMinFreeBytes) {
    throw new StorageUnavailableError('full', 'Not enough free space for an upload');
  }
}

async function removeQuietly(file: string | undefined) {
  if (file) await rm(file, { force: true }).catch(() => undefined);
}

function firstError(errors: Record<string, string | undefined>): string {
  return Object.values(errors).find((message) => message !== undefined) ?? 'Invalid input';
}

/** Honeypot answers remembered under their Idempotency-Key, at most this many (the oldest go first). */
const HONEYPOT_KEYS = 10_000;

/**
 * The answers given to filled honeypots that came with an Idempotency-Key, by endpoint and key, so
 * that a repeat is replayed as a stored submission's would be (else a bot could tell its
 * submission was thrown away). In memory and bounded: nothing of a bot's is stored.
 */
class HoneypotAnswers {
  readonly #answers = new Map<string, IdempotencyRecord>();

  answer(
    endpoint: Endpoint,
    key: string | undefined,
    fields: Record<string, unknown>,
    answer: (reference: string) => Record<string, unknown>,
    status = 201,
  ): Response {
    const body = JSON.stringify(answer(createSubmissionReference()));
    if (key === undefined)
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    const fingerprint = requestFingerprint(fields, undefined);
    const scoped = scopedKey(key, fingerprint);
    const first = this.#answers.get(`${endpoint.path} ${scoped}`);
    if (first) return replay(first);
    if (this.#answers.size >= HONEYPOT_KEYS) this.#answers.delete(this.#answers.keys().next().value!);
    this.#answers.set(`${endpoint.path} ${scoped}`, {
      endpoint: endpoint.path,
      key: scoped,
      fingerprint,
      status,
      body,
    });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }
}

/** Registers the five submission endpoints, and the links in subscribers' mail. */
export function registerSubmissions(app: Hono, deps: SubmissionDependencies): void {
  registerSubscriptionLinks(app, deps);
  registerConsentLinks(app, deps);
  const honeypots = new HoneypotAnswers();
  for (const endpoint of endpoints) {
    app.post(
      endpoint.path,
      deps.limiters.submissions.middleware(endpoint.kind, deps.trustProxy),
      ...(endpoint.body === 'json' ? [wholeBodyLimit(deps.jsonLimitBytes)] : []),
      (c) => handle(c, endpoint, deps, honeypots),
    );
  }
}

async function handle(
  c: Context,
  endpoint: Endpoint,
  deps: SubmissionDependencies,
  honeypots: HoneypotAnswers,
): Promise<Response> {
  // Checked before the body is read: a malformed key is a 400 whatever the body.
  const key = idempotencyKey(c);
  let input: Record<string, unknown>;
  let upload: UploadedFile | undefined;
  if (endpoint.body === 'json') {
    input = await readJsonObject(c);
  } else {
    const rule = endpoint.resume!.rule;
    await ensureRoomForUpload(deps);
    const form = await readMultipart(c, {
      uploadDir: deps.uploads.incomingDir,
      fileField: 'resume',
      maxFileBytes: rule.maxBytes,
      tooLargeMessage: rule.messages.size.description ?? rule.messages.size.title,
    });
    input = form.fields;
    upload = form.file;
  }

  try {
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = input;
    const parsed = v.safeParse(endpoint.schema, fields);
    const errors: Record<string, string | undefined> = parsed.success ? {} : fieldErrors(parsed.issues);
    if (endpoint.resume) {
      const { rule, required } = endpoint.resume;
      if (upload) {
        const check = checkResume(
          { name: upload.originalName, size: upload.size, type: upload.declaredType },
          rule,
        );
        if (!check.ok) errors.resume ??= check.message;
      } else if (required) {
        errors.resume ??= rule.messages.required?.description ?? rule.messages.required?.title ?? 'Required';
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      throw new HttpError(400, firstError(errors), { errors: errors as Record<string, string> });
    }
    if (upload && upload.kind === undefined) {
      // Named and declared as a document, but the content is something else.
      const message = endpoint.resume!.rule.messages.type;
      const text = message.description ?? message.title;
      throw new HttpError(415, text, { errors: { resume: text } });
    }
    const data = endpoint.facts
      ? { ...parsed.output, ...endpoint.facts(parsed.output, deps.now()) }
      : parsed.output;
    // Under 18, an application is held for its guardian: no submission until the guardian confirms.
    const minor = endpoint.kind === 'application' && data.age === 'minor';
    // A filled honeypot is checked like any submission and answered like a stored one, confirmation
    // and all, so a bot cannot tell it was dropped; nothing of it is stored or mailed.
    if (honeypot !== undefined && honeypot !== '') {
      deps.log.info({ kind: endpoint.kind, honeypot: true }, 'submission dropped');
      // A held application's answer, replayed under its key as a real hold's is.
      if (minor)
        return honeypots.answer(
          endpoint,
          key,
          input,
          () => ({ success: true, held: true, message: guardianMessages.held }),
          202,
        );
      const createdAt = new Date();
      return honeypots.answer(endpoint, key, input, (reference) =>
        endpoint.kind === 'subscription'
          ? { success: true, message: endpoint.success, reference }
          : submissionAnswer(
              endpoint,
              reference,
              data,
              randomUUID(),
              createdAt,
              deps,
              splitLanguage(data).language,
            ),
      );
    }
    if (endpoint.kind === 'subscription') {
      const email = String(data.email).toLowerCase();
      const fingerprint = key === undefined ? undefined : requestFingerprint(data, undefined);
      return await storeSubscription(c, deps, {
        endpoint: endpoint.path,
        data,
        email,
        allowances: confirmationAllowances(c, deps.mail, deps.trustProxy, 'subscription', email),
        key: key === undefined || fingerprint === undefined ? undefined : scopedKey(key, fingerprint),
        fingerprint,
      });
    }
    if (minor) return await holdForGuardian(c, deps, data, upload, { endpoint: endpoint.path, key });
    return (await store(c, endpoint, deps, data, upload, key)).response;
  } finally {
    // Whatever was not moved into place by `store` is a leftover.
    await removeQuietly(upload?.tempPath);
  }
}

/** The answer to a stored submission: its reference, and an application's confirmation. */
function submissionAnswer(
  endpoint: Endpoint,
  reference: string,
  data: Record<string, unknown>,
  id: string,
  createdAt: Date,
  deps: SubmissionDependencies,
  language: Locale,
) {
  const application = applicationConfirmation(
    { kind: endpoint.kind, data, createdAt },
    // Not the mailed link's kind: the answer proves nobody reads the address (statusToken); the
    // page in the language of the form's page.
    statusUrl(deps.mail.links, id, createdAt, false, language),
  );
  return { success: true, message: endpoint.success, reference, ...(application ? { application } : {}) };
}

async function store(
  c: Context,
  endpoint: Endpoint,
  deps: SubmissionDependencies,
  validated: Record<string, unknown>,
  upload: UploadedFile | undefined,
  key: string | undefined,
): Promise<{ id: string; response: Response }> {
  const id = randomUUID();
  const fingerprint = key === undefined ? undefined : requestFingerprint(validated, upload);
  const { language, fields: data } = splitLanguage(validated);
  const createdAt = new Date();
  let file: StoredFile | undefined;
  let fileContent: Uint8Array | undefined;
  if (upload?.kind) {
    const storedName = `${id}${documentKinds[upload.kind].extension}`;
    ({ content: fileContent } = await deps.resumes.stage(upload.tempPath, storedName));
    file = {
      storedName,
      originalName: upload.originalName,
      mediaType: documentKinds[upload.kind].mediaType,
      size: upload.size,
      crc32: upload.crc32,
    };
  }
  const email = typeof data.email === 'string' && data.email !== '' ? data.email.toLowerCase() : null;
  const allowances =
    email === null ? [] : confirmationAllowances(c, deps.mail, deps.trustProxy, endpoint.kind, email);
  // The choices the schema checked, recorded in the submission's transaction (storage/consents.ts).
  const consents = await consentRecords(endpoint.kind, data, email, createdAt, language);
  let stored;
  try {
    // The answer and the mails carry the reference, so each draw of one composes them again.
    stored = await withNewReference(async (reference) => {
      const answer = submissionAnswer(endpoint, reference, data, id, createdAt, deps, language);
      const mails = composeMails(
        endpoint.kind,
        data,
        { id, reference, email, language, resume: file, createdAt },
        deps.mail,
      );
      const outgoing = mails.map((mail) => ({ id: randomUUID(), ...mail }));
      const saved = await deps.storage.save({
        id,
        reference,
        kind: endpoint.kind,
        email,
        language,
        data,
        ...(file ? { file } : {}),
        ...(fileContent ? { fileContent } : {}),
        // The confirmation spends its caps in the save's transaction: past one it is not written (the
        // submission is stored and we are told; only the visitor's copy is not sent), and a replayed
        // Idempotency-Key spends nothing.
        mails: outgoing.map(({ id: mailId, template, message }) => ({
          id: mailId,
          template,
          to: message.to,
          ...(template === 'confirmation' ? { allowances } : {}),
        })),
        consents,
        createdAt,
        mailNotBefore: deps.outbox.notBefore(createdAt),
        ...(key !== undefined && fingerprint !== undefined
          ? {
              idempotency: {
                endpoint: endpoint.path,
                key: scopedKey(key, fingerprint),
                fingerprint,
                status: 201,
                body: JSON.stringify(answer),
              },
            }
          : {}),
      });
      return { saved, answer, outgoing };
    });
  } catch (error) {
    if (file) await deps.resumes.discard(file.storedName).catch(() => undefined);
    throw error;
  }
  const { saved, answer, outgoing } = stored;
  if (saved.replay) {
    // A retry (or a reuse) of an Idempotency-Key: nothing was stored this time.
    if (file) await deps.resumes.discard(file.storedName).catch(() => undefined);
    deps.log.info({ kind: endpoint.kind, id: saved.id, idempotentReplay: true }, 'submission repeated');
    return { id: saved.id, response: replay(saved.replay) };
  }
  if (file) await deps.resumes.publish(file.storedName);
  logCapReached(deps.log, endpoint.kind, allowances, saved.spent);
  const withheld = new Set(saved.withheld);
  // The first attempt starts once this answer is out: the outbox records how it went and retries.
  void deps.outbox.deliverNow(outgoing.filter((mail) => !withheld.has(mail.id)));
  deps.log.info(
    { kind: endpoint.kind, id, ...(withheld.size > 0 ? { confirmationWithheld: true } : {}) },
    'submission stored',
  );
  return { id, response: c.json(answer, 201) };
}

/**
 * An application held for its guardian (routes/guardian.ts), stored as any application is now
 * that the guardian has confirmed, its resume from the hold's bytes; `key` makes a second
 * confirmation a replay of the first. Answers the submission's id.
 */
export async function storeConfirmedApplication(
  c: Context,
  deps: SubmissionDependencies,
  held: { data: Record<string, unknown>; file: HeldFile | null; fileContent: string | null },
  key: string,
): Promise<string> {
  const endpoint = endpoints.find((candidate) => candidate.kind === 'application')!;
  let upload: UploadedFile | undefined;
  if (held.file && held.fileContent) {
    upload = { ...held.file, tempPath: path.join(deps.uploads.incomingDir, `.${randomUUID()}.part`) };
    await writeFile(upload.tempPath, Buffer.from(held.fileContent, 'base64'), { mode: 0o600 });
  }
  try {
    return (await store(c, endpoint, deps, held.data, upload, key)).id;
  } finally {
    await removeQuietly(upload?.tempPath);
  }
}
