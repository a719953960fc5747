import type { Logger } from 'pino';
import type { MailMessage, OutboxEntry, Storage, SubmissionRecord } from '../storage/types.ts';
import { type MailSettings, composeStored } from './compose.ts';
import { composeInterview, isInterviewTemplate } from './interviewMail.ts';
import { composeBreachNotice, composePrivacyConfirmation } from './privacyMail.ts';
import { composeGuardianRequest } from './guardianMail.ts';
import { redact } from '../log.ts';
import { statusView } from '../status/view.ts';
import { indianDay } from '../indianTime.ts';
import type { MailTransport } from './transport.ts';
import type { ErrorReporter } from '../errorReporting.ts';

export interface OutboxOptions {
  /** How often the worker looks for mail due again. @default 15000 */
  pollIntervalMs?: number;
  /** The wait after the first failure; it doubles with each further failure. @default 30000 */
  retryBaseMs?: number;
  /** The longest wait between two attempts. @default 6 hours */
  retryMaxMs?: number;
  /** Attempts before a mail is given up (status failed). @default 12 */
  maxAttempts?: number;
  /** How long a claimed mail is left alone by other workers while it is being sent. @default 5 minutes */
  leaseMs?: number;
  /**
   * First attempts under way at most (each holds its composed message until the transport
   * answers); a new submission's mail past it is left in the table, where the worker finds it once
   * its lease (`notBefore`) has passed. @default 100
   */
  maxFirstAttempts?: number;
  /** Told of a mail given up and of a worker's pass that failed (ERROR_REPORTING_DSN). */
  errors?: ErrorReporter | undefined;
}

export interface MailHealth {
  transport: MailTransport['kind'];
  /** `ok` after a delivery, `failing` after a failure, `idle` before either. */
  status: 'ok' | 'failing' | 'idle';
  /** Mail waiting for a retry, as of the worker's last look. */
  pending: number;
  /** First attempts under way now (at most `maxFirstAttempts`). */
  firstAttempts: number;
}

/** An error as one line without addresses: for the log and the outbox's last_error column. */
const oneLine = (error: unknown) => redact(error instanceof Error ? error.message : String(error));

/**
 * The transactional outbox. Mail rows are written with the submission; `deliverNow` makes the
 * first attempt once the request has been answered (composing a message with MailComposer costs
 * 0.4 to 0.65 ms of CPU, more with an attachment, and an SMTP round trip far more: neither is the
 * visitor's wait), and the worker retries whatever is still pending with exponential backoff,
 * including mail left over from before a restart. Delivery is at least once: a crash between
 * sending and recording can resend.
 */
export class Outbox {
  readonly #storage: Storage;
  readonly #transport: MailTransport;
  readonly #settings: MailSettings;
  readonly #log: Logger;
  readonly #options: Required<Omit<OutboxOptions, 'errors'>>;
  readonly #errors: ErrorReporter | undefined;
  readonly #inFlight = new Set<Promise<unknown>>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #status: MailHealth['status'] = 'idle';
  #pending = 0;
  #firstAttempts = 0;

  constructor(
    storage: Storage,
    transport: MailTransport,
    settings: MailSettings,
    log: Logger,
    options: OutboxOptions = {},
  ) {
    this.#storage = storage;
    this.#transport = transport;
    this.#settings = settings;
    this.#log = log;
    const { errors, ...timing } = options;
    this.#errors = errors;
    this.#options = {
      pollIntervalMs: 15_000,
      retryBaseMs: 30_000,
      retryMaxMs: 6 * 3600_000,
      maxAttempts: 12,
      leaseMs: 5 * 60_000,
      maxFirstAttempts: 100,
      ...timing,
    };
  }

  /**
   * When mail written now may first be touched by the worker: the first attempt (`deliverNow`) has
   * a lease's time; if the process dies before it, the worker sends the mail then.
   */
  notBefore(now: Date): Date {
    return new Date(now.getTime() + this.#options.leaseMs);
  }

  /** The wait before attempt number `attempts + 1`, with ±20 % jitter so retries spread out. */
  backoff(attempts: number): number {
    const base = Math.min(
      this.#options.retryBaseMs * 2 ** Math.max(0, attempts - 1),
      this.#options.retryMaxMs,
    );
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#inFlight.add(promise);
    void promise.finally(() => this.#inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  /**
   * One attempt at one mail. `delivered` settles as soon as the transport answers; `recorded` when
   * the outcome is in storage (the response does not wait for that: a lost record only means the
   * mail is sent once more).
   */
  #attempt(id: string, message: MailMessage, attemptsBefore: number) {
    let recorded: Promise<void> = Promise.resolve();
    const record = (write: Promise<void>) => {
      recorded = this.#track(write).catch((error: unknown) => {
        this.#log.error({ mailId: id, error: oneLine(error) }, 'mail state not recorded');
      });
    };
    const delivered = this.#track(
      this.#withResumes(message)
        .then((ready) => this.#transport.send(ready, id))
        .then(
          () => {
            this.#status = 'ok';
            record(this.#storage.markMailSent(id, new Date()));
            return true;
          },
          (error: unknown) => {
            this.#status = 'failing';
            const attempts = attemptsBefore + 1;
            const retryAt =
              attempts >= this.#options.maxAttempts ? null : new Date(Date.now() + this.backoff(attempts));
            this.#log.warn(
              { mailId: id, attempts, retry: retryAt !== null, error: oneLine(error) },
              'mail not delivered',
            );
            record(this.#storage.markMailFailed(id, oneLine(error), retryAt));
            if (retryAt === null) {
              this.#errors?.report(new Error(`Mail given up after ${attempts} attempts: ${oneLine(error)}`), {
                source: 'outbox',
              });
            }
            return false;
          },
        ),
    );
    return { delivered, recorded: delivered.then(() => recorded) };
  }

  /** The message with its attachments' bytes, read now from where resumes are kept (any server's). */
  async #withResumes(message: MailMessage): Promise<MailMessage> {
    if (!message.attachments) return message;
    const attachments = await Promise.all(
      message.attachments.map(async (attachment) => {
        const content = await this.#settings.resumes.read(attachment.storedName);
        if (!content) throw new Error(`The resume ${attachment.storedName} is not stored (yet)`);
        return { ...attachment, content };
      }),
    );
    return { ...message, attachments };
  }

  /**
   * The first attempt at a new submission's mail, started after the current turn of the event loop,
   * so the request's answer goes out first. It is tracked at once: `stop` waits for it. At most
   * `maxFirstAttempts` are under way: a relay that accepts and never answers holds them, not an
   * ever longer queue in memory; past the bound a mail is only in the table, and the worker sends
   * it after its lease. Resolves true when every message was delivered (tests await it; the
   * routes do not).
   */
  deliverNow(mails: readonly { id: string; message: MailMessage }[]): Promise<boolean> {
    if (mails.length === 0) return Promise.resolve(true);
    const room = Math.max(0, this.#options.maxFirstAttempts - this.#firstAttempts);
    const now = mails.slice(0, room);
    if (now.length < mails.length) {
      this.#log.warn(
        { deferred: mails.length - now.length, firstAttempts: this.#firstAttempts },
        'first attempts at their bound: mail left to the worker',
      );
    }
    this.#firstAttempts += now.length;
    return this.#track(
      new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        const results = await Promise.all(
          now.map((mail) =>
            this.#attempt(mail.id, mail.message, 0).delivered.finally(() => {
              this.#firstAttempts -= 1;
            }),
          ),
        );
        return now.length === mails.length && results.every(Boolean);
      }),
    );
  }

  /** Sends every mail that is due now; answers how many were delivered. */
  runOnce(now = new Date()): Promise<number> {
    this.#running ??= this.#runOnce(now).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #runOnce(now: Date): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await this.#storage.claimDueMail(now, this.#options.leaseMs, 20);
      if (due.length === 0) break;
      const attempts = await Promise.all(due.map((mail) => this.#retry(mail, now)));
      const results = await Promise.all(attempts.map((attempt) => attempt.delivered));
      await Promise.all(attempts.map((attempt) => attempt.recorded));
      delivered += results.filter(Boolean).length;
      if (due.length < 20) break;
    }
    this.#pending = (await this.#storage.mailBacklog(now)).pending;
    return delivered;
  }

  /** A retry: the mail composed again from its stored submission (and a status mail's application, a reply's text). */
  async #retry(mail: OutboxEntry, now: Date) {
    if (mail.privacyRequestId !== null) return this.#retryPrivacy(mail, mail.privacyRequestId);
    if (mail.template === 'breach-notice') return this.#retryBreachNotice(mail, now);
    if (mail.guardianConsentId !== null) return this.#retryGuardian(mail, mail.guardianConsentId);
    const submission = mail.submissionId === null ? undefined : await this.#storage.get(mail.submissionId);
    const status =
      submission && (mail.template === 'status' || mail.template === 'status-link')
        ? {
            view: statusView(submission, await this.#storage.console.inboxItem(submission.id)),
            writtenAt: new Date(),
            documents: (await this.#storage.console.submissionDocuments(submission.id, indianDay(now))).map(
              ({ view }) => ({ id: view.id, fields: view.fields, state: view.state }),
            ),
          }
        : undefined;
    const staffReply =
      submission && mail.template === 'reply' ? await this.#storage.console.replyForMail(mail.id) : undefined;
    const reply = staffReply && { ...staffReply, writtenAt: now };
    const message =
      submission && isInterviewTemplate(mail.template)
        ? await this.#interviewMail(submission, mail, now)
        : submission && composeStored(submission, mail.template, this.#settings, status, reply);
    if (!message) {
      const recorded = this.#storage.markMailFailed(mail.id, 'submission or template not found', null);
      return { delivered: recorded.then(() => false), recorded };
    }
    return this.#attempt(mail.id, message, mail.attempts);
  }

  /** A privacy request's confirmation, while the request waits for it. */
  async #retryPrivacy(mail: OutboxEntry, requestId: string) {
    const request = await this.#storage.console.privacyRequest(requestId);
    if (request?.status !== 'unconfirmed') {
      const recorded = this.#storage.markMailFailed(
        mail.id,
        'privacy request not waiting for confirmation',
        null,
      );
      return { delivered: recorded.then(() => false), recorded };
    }
    return this.#attempt(
      mail.id,
      composePrivacyConfirmation(request, mail.to, this.#settings, new Date()),
      mail.attempts,
    );
  }

  /** A breach notice, in the words the admin confirmed (`console/incidents.ts`). */
  async #retryBreachNotice(mail: OutboxEntry, now: Date) {
    const notice = await this.#storage.console.incidentNoticeForMail(mail.id);
    if (!notice) {
      const recorded = this.#storage.markMailFailed(mail.id, 'incident notice not found', null);
      return { delivered: recorded.then(() => false), recorded };
    }
    // The submission the notice's mail belongs to: its consents' withdraw links go with the notice.
    const submission = mail.submissionId === null ? undefined : await this.#storage.get(mail.submissionId);
    return this.#attempt(
      mail.id,
      composeBreachNotice(notice, mail.to, this.#settings, submission, now),
      mail.attempts,
    );
  }

  /** A guardian's request, while its application is held unconfirmed. */
  async #retryGuardian(mail: OutboxEntry, consentId: string) {
    const consent = await this.#storage.console.guardianConsent(consentId);
    if (!consent?.held || consent.confirmedAt !== null) {
      const recorded = this.#storage.markMailFailed(
        mail.id,
        'application no longer held for its guardian',
        null,
      );
      return { delivered: recorded.then(() => false), recorded };
    }
    return this.#attempt(
      mail.id,
      composeGuardianRequest({ ...consent, held: consent.held }, this.#settings),
      mail.attempts,
    );
  }

  /** An interview mail, from the application's interview as it is now. */
  async #interviewMail(
    submission: SubmissionRecord,
    mail: OutboxEntry,
    writtenAt: Date,
  ): Promise<MailMessage | undefined> {
    const [item, interviews] = await Promise.all([
      this.#storage.console.inboxItem(submission.id),
      this.#storage.console.submissionInterviews(submission.id, writtenAt),
    ]);
    const view = statusView(submission, item);
    if (!view || !item) return undefined;
    return composeInterview(
      submission,
      mail.template,
      mail.to,
      { view, interviews, name: item.name, writtenAt },
      this.#settings,
    );
  }

  /** Starts the worker: one look now (mail left from before a restart), then every poll interval. */
  start(): void {
    const tick = () => {
      this.runOnce().catch((error: unknown) => {
        this.#log.error({ error: oneLine(error) }, 'outbox worker failed');
        this.#errors?.report(error, { source: 'outbox' });
      });
    };
    tick();
    this.#timer = setInterval(tick, this.#options.pollIntervalMs);
    this.#timer.unref();
  }

  /** Resolves when every attempt under way has ended and been recorded. */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0 || this.#running) {
      await Promise.allSettled([...this.#inFlight, this.#running]);
    }
  }

  /** Stops the worker and waits for attempts under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.settled();
  }

  health(): MailHealth {
    return {
      transport: this.#transport.kind,
      status: this.#status,
      pending: this.#pending,
      firstAttempts: this.#firstAttempts,
    };
  }
}
