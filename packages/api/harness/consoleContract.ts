// The console's storage contract: what both engines must do for the staff console. The SQLite and
// PostgreSQL test files call it beside the storage contract, with the same harness.
import { randomUUID } from 'node:crypto';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type PaymentState,
  type Stage,
  allStages,
  applicationStages,
  canMove,
  canSetPayment,
  messageStages,
  paymentStates,
  refusalMessages,
} from '@aarambh/machines/pipeline';
import { INBOX_COUNT_LIMIT, STATUS_MAIL_GATHER_MS } from '../src/storage/consoleRows.ts';
import type {
  AuditEntry,
  AuditQuery,
  Enrolment,
  InboxChange,
  InboxQuery,
} from '../src/storage/consoleTypes.ts';
import type { NewSubmission, Storage, SubmissionKind } from '../src/storage/types.ts';
import type { AuditAction, IncidentRecords } from '@aarambh/machines/schemas';
import type { StorageHarness } from './storageContract.ts';
import { interviewSlots } from './fixtures.ts';
import { retentionRules } from '../src/records.ts';

const minutes = (n: number) => n * 60_000;

function application(overrides: Record<string, unknown> = {}, createdAt = new Date()): NewSubmission {
  return {
    id: randomUUID(),
    reference: createSubmissionReference(),
    kind: 'application',
    email: 'asha@example.com',
    language: 'en',
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      opportunityId: 3,
      opportunityTitle: 'Full Stack Web Development',
      paymentAmount: 2500,
      transactionId: '4123 4567 8901',
      ...overrides,
    },
    mails: [],
    createdAt,
    mailNotBefore: createdAt,
  };
}

/** A submission of `kind` (not a subscription, which arrives by `subscribe`). */
function ofKind(kind: SubmissionKind, id: string): NewSubmission {
  const at = new Date();
  const base = { id, mails: [], createdAt: at, mailNotBefore: at };
  switch (kind) {
    case 'application':
      return { ...application({ transactionId: id }), ...base };
    case 'career':
      return {
        ...base,
        reference: createSubmissionReference(),
        kind,
        email: 'meera@example.com',
        language: 'en',
        data: {
          firstName: 'Meera',
          lastName: 'Iyer',
          email: 'meera@example.com',
          jobId: 2,
          jobTitle: 'Designer',
        },
      };
    default:
      return { ...contact('Hello'), ...base, kind };
  }
}

function contact(message: string, createdAt = new Date()): NewSubmission {
  return {
    id: randomUUID(),
    reference: createSubmissionReference(),
    kind: 'contact',
    email: 'kiran@example.com',
    language: 'en',
    data: { firstName: 'Kiran', lastName: 'Shah', subject: 'A website for my shop', message },
    mails: [],
    createdAt,
    mailNotBefore: createdAt,
  };
}

const enrolment = (hash = randomUUID()): Enrolment => ({
  hash,
  expiresAt: new Date(Date.now() + minutes(60)),
  totpSecret: 'JBSWY3DPEHPK3PXP',
});

const auditBy = (action: AuditAction): AuditEntry => ({
  at: new Date(),
  staffId: null,
  staffEmail: 'lead@aarambhlabs.example',
  action,
  target: null,
  client: '127.0.0.1',
  detail: {},
});

const everything: InboxQuery = { sort: 'created', descending: true, offset: 0, limit: 50 };

export function describeConsoleContract(name: string, harness: StorageHarness): void {
  describe(`${name}: the console's storage contract`, () => {
    let storage: Storage;
    beforeEach(async () => {
      await harness.reset();
      storage = await harness.open();
    });
    afterEach(async () => {
      await storage.close();
    });

    async function reviewer() {
      const id = randomUUID();
      const hash = randomUUID();
      await storage.console.inviteStaff(
        { id, email: `${id}@aarambhlabs.example`, role: 'reviewer', at: new Date() },
        enrolment(hash),
      );
      await storage.console.completeEnrolment(hash, 'scrypt$hash', 1, new Date());
      return id;
    }

    it('gives every stored submission an inbox row in its own transaction, with what the console lists', async () => {
      const paid = application({}, new Date(Date.now() - minutes(2)));
      const message = contact(
        'Namaste, we need a catalogue for our shop.',
        new Date(Date.now() - minutes(1)),
      );
      await storage.save(paid);
      await storage.save(message);
      const { items, total } = await storage.console.inbox(everything);
      expect(total).toBe(2);
      expect(items.map((item) => item.id)).toEqual([message.id, paid.id]);
      expect(items[1]).toMatchObject({
        kind: 'application',
        name: 'Asha Rao',
        subject: 'Full Stack Web Development',
        target: 'opportunity:3',
        stage: 'new',
        payment: 'unverified',
        paymentAmount: 2500,
        transactionId: '4123 4567 8901',
        receiptNumber: null,
        read: false,
        sharedTransaction: false,
      });
      expect(items[0]).toMatchObject({
        kind: 'contact',
        stage: 'open',
        payment: null,
        subject: 'A website for my shop',
      });
    });

    it('filters, searches by word beginnings over names, addresses and messages, sorts and pages', async () => {
      const base = Date.now() - minutes(100);
      for (let index = 0; index < 7; index += 1)
        await storage.save(
          contact(`Message number ${index} about a catalogue`, new Date(base + minutes(index))),
        );
      const paid = application({}, new Date(base + minutes(50)));
      await storage.save(paid);
      expect(
        (await storage.console.inbox({ ...everything, kind: 'application' })).items.map((i) => i.id),
      ).toEqual([paid.id]);
      expect((await storage.console.inbox({ ...everything, payment: 'unverified' })).total).toBe(1);
      expect((await storage.console.inbox({ ...everything, target: 'opportunity:3' })).total).toBe(1);
      expect((await storage.console.inbox({ ...everything, search: ['catal'] })).total).toBe(7);
      expect((await storage.console.inbox({ ...everything, search: ['asha', 'example'] })).total).toBe(1);
      expect((await storage.console.inbox({ ...everything, search: ['nobody'] })).total).toBe(0);
      const byReference = await storage.console.inbox({ ...everything, reference: paid.reference });
      expect(byReference.items.map((item) => [item.id, item.reference])).toEqual([[paid.id, paid.reference]]);
      expect(byReference.total).toBe(1);
      const page = await storage.console.inbox({ ...everything, limit: 3, offset: 3 });
      expect(page.total).toBe(8);
      expect(page.items).toHaveLength(3);
      const byName = await storage.console.inbox({ ...everything, sort: 'name', descending: false });
      expect(byName.items[0]!.name).toBe('Asha Rao');
      const window = await storage.console.inbox({
        ...everything,
        from: new Date(base + minutes(2)),
        to: new Date(base + minutes(4)),
      });
      expect(window.total).toBe(2);
    });

    it('counts what a query matches up to INBOX_COUNT_LIMIT, and says when more match', async () => {
      const at = Date.now() - minutes(5000);
      // Ten at a time, as many as PostgreSQL's pool has connections: a thousand at once waited
      // past the pool's 5 s for a connection on a busy machine, which is the pool's 503, not this.
      for (let start = 0; start < INBOX_COUNT_LIMIT + 2; start += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, INBOX_COUNT_LIMIT + 2 - start) }, (_, offset) => {
            const index = start + offset;
            return storage.save(contact(`Message ${index}`, new Date(at + index * 1000)));
          }),
        );
      }
      expect(await storage.console.inbox({ ...everything, limit: 5 })).toMatchObject({
        total: INBOX_COUNT_LIMIT,
        totalCapped: true,
      });
      expect(await storage.console.inbox({ ...everything, search: ['message', '1001'] })).toMatchObject({
        total: 1,
        totalCapped: false,
      });
    });

    it('flags a transaction id another application gave too, whatever its spacing and case', async () => {
      const first = application({ transactionId: 'upi-4123 4567 8901' });
      const second = application({ transactionId: 'UPI412345678901', firstName: 'Meera' });
      const other = application({ transactionId: '999988887777' });
      for (const submission of [first, second, other]) await storage.save(submission);
      const flagged = (await storage.console.inbox(everything)).items.filter(
        (item) => item.sharedTransaction,
      );
      expect(flagged.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
      expect((await storage.console.sharingTransaction(first.id)).map((item) => item.id)).toEqual([
        second.id,
      ]);
    });

    it('purges by the retention table as its clock moves on: applications not taken forward first, paid ones last', async () => {
      const staffId = await reviewer();
      const sent = new Date('2026-01-10T09:00:00Z');
      const by = { staffId, role: 'reviewer', at: sent } as const;
      const withResume = (storedName: string) => ({
        ...application({ transactionId: storedName }, sent),
        file: { storedName, originalName: 'cv.pdf', mediaType: 'application/pdf', size: 5, crc32: '1' },
      });
      const rejected = withResume('rejected.pdf');
      const waiting = withResume('waiting.pdf');
      const paid = withResume('paid.pdf');
      for (const s of [rejected, waiting, paid]) await storage.save(s);
      await storage.console.change(
        [rejected.id],
        { type: 'stage', stage: 'rejected', note: null },
        by,
        auditBy('stage'),
      );
      await storage.console.change(
        [paid.id],
        { type: 'payment', payment: 'verified', reason: null },
        by,
        auditBy('payment'),
      );
      await storage.console.change(
        [paid.id],
        { type: 'stage', stage: 'rejected', note: null },
        by,
        auditBy('stage'),
      );
      const purgeAt = async (now: string) => {
        const { rules, mailsBefore } = retentionRules(new Date(now));
        return (await storage.purge(rules, mailsBefore)).files;
      };
      const left = async () =>
        (await Promise.all([rejected, waiting, paid].map((s) => storage.get(s.id))))
          .filter((record) => record !== undefined)
          .map((record) => record.file?.storedName);

      expect(await purgeAt('2026-07-09T09:00:00Z')).toEqual([]);
      expect(await purgeAt('2026-07-10T09:00:01Z')).toEqual(['rejected.pdf']);
      expect(await left()).toEqual(['waiting.pdf', 'paid.pdf']);
      expect(await purgeAt('2033-01-10T09:00:01Z')).toEqual(['waiting.pdf']);
      expect(await left()).toEqual(['paid.pdf']);
      expect(await purgeAt('2034-01-10T08:59:59Z')).toEqual([]);
      expect(await purgeAt('2034-01-10T09:00:01Z')).toEqual(['paid.pdf']);
      expect(await left()).toEqual([]);
    });

    it('keeps a privacy request out of the queue until it is confirmed, and clears its address when it closes', async () => {
      const staffId = await reviewer();
      const made = new Date('2026-03-01T10:00:00Z');
      const request = (id: string, email: string) => ({
        id,
        type: 'erasure' as const,
        email,
        emailHash: `hash-of-${email}`,
        reference: null,
        details: '',
        language: 'en' as const,
        at: made,
        // One confirmation an hour, between the two: the second request is kept, its mail is not.
        mail: { id: randomUUID(), notBefore: made, allowances: [{ key: 'privacy test', limit: 1 }] },
      });
      const mine = request(randomUUID(), 'asha@example.com');
      const never = request(randomUUID(), 'ravi@example.com');
      expect(await storage.console.requestPrivacy(mine)).toBeUndefined();
      expect(await storage.console.requestPrivacy(never)).toBe('privacy test');
      expect((await storage.heldAbout('ravi@example.com')).mails).toEqual([]);
      const mails = (await storage.heldAbout('asha@example.com')).mails;
      expect(mails).toMatchObject([
        {
          id: mine.mail.id,
          template: 'privacy-confirmation',
          to: 'asha@example.com',
          privacyRequestId: mine.id,
        },
      ]);
      expect(await storage.console.privacyRequests()).toEqual([]);

      const confirmed = new Date('2026-03-02T10:00:00Z');
      const due = new Date('2026-04-01T10:00:00Z');
      expect(
        await storage.console.confirmPrivacyRequest(
          mine.id,
          confirmed,
          due,
          auditBy('privacy-request.confirm'),
        ),
      ).toBe(true);
      expect(
        await storage.console.confirmPrivacyRequest(
          mine.id,
          confirmed,
          due,
          auditBy('privacy-request.confirm'),
        ),
      ).toBe(false);
      expect(await storage.console.privacyRequests()).toMatchObject([
        {
          id: mine.id,
          status: 'open',
          email: 'asha@example.com',
          confirmedAt: confirmed.toISOString(),
          dueAt: due.toISOString(),
        },
      ]);

      const counts = { submissions: 1, mails: 2, files: 1, mailCopies: 2 };
      const by = { staffId, at: new Date('2026-03-05T10:00:00Z') };
      const erasure = { id: randomUUID(), emailHash: mine.emailHash, counts };
      expect(await storage.console.closePrivacyRequest(mine.id, by, auditBy('privacy-close'), erasure)).toBe(
        true,
      );
      expect(await storage.console.closePrivacyRequest(mine.id, by, auditBy('privacy-close'))).toBe(false);
      expect(await storage.console.privacyRequest(mine.id)).toMatchObject({
        status: 'closed',
        email: null,
        emailHash: 'hash-of-asha@example.com',
        closedBy: `${staffId}@aarambhlabs.example`,
      });
      expect((await storage.console.auditLog({ limit: 5 })).map((line) => line.action)).toEqual([
        'privacy-close',
        'privacy-request.confirm',
      ]);

      const sweep = (now: string) => storage.console.sweep(retentionRules(new Date(now)).console);
      expect((await sweep('2026-03-31T10:00:00Z')).privacyRequests).toBe(0);
      expect((await sweep('2026-03-31T10:00:01Z')).privacyRequests).toBe(1);
      expect(await storage.console.privacyRequest(never.id)).toBeUndefined();
      expect(await storage.heldAbout('ravi@example.com')).toMatchObject({ submissions: [], mails: [] });
      expect((await sweep('2029-03-05T10:00:01Z')).privacyRequests).toBe(1);
      expect(await storage.console.privacyRequest(mine.id)).toBeUndefined();
    });

    it('holds an application for its guardian with the mail in one write, confirms it once, and sweeps an unconfirmed hold', async () => {
      const at = new Date('2026-03-01T10:00:00Z');
      const hold = (guardianEmail: string) => ({
        id: randomUUID(),
        consentId: randomUUID(),
        data: { firstName: 'Asha', lastName: 'Rao', opportunityTitle: 'Web Development Intern' },
        file: {
          size: 3,
          crc32: '00000000',
          originalName: 'asha.pdf',
          declaredType: 'application/pdf',
          kind: 'pdf' as const,
        },
        fileContent: Buffer.from('%PD').toString('base64'),
        guardianName: 'Meera Rao',
        guardianEmail,
        at,
        expiresAt: new Date(at.getTime() + 7 * 86_400_000),
        mail: { id: randomUUID(), notBefore: at, allowances: [] },
      });
      const confirmed = hold('meera@example.com');
      const unconfirmed = hold('sunil@example.com');
      for (const each of [confirmed, unconfirmed])
        expect(await storage.console.holdApplication(each)).toEqual({});
      expect(await storage.console.guardianConsent(confirmed.consentId)).toMatchObject({
        guardianEmail: 'meera@example.com',
        confirmedAt: null,
        held: {
          id: confirmed.id,
          data: confirmed.data,
          file: confirmed.file,
          fileContent: confirmed.fileContent,
        },
      });
      const stored = application();
      await storage.save(stored);
      const when = new Date('2026-03-02T10:00:00Z');
      expect(await storage.console.confirmGuardian(confirmed.consentId, stored.id, when)).toBe(true);
      expect(await storage.console.confirmGuardian(confirmed.consentId, stored.id, when)).toBe(false);
      expect(await storage.console.guardianConsent(confirmed.consentId)).toMatchObject({
        submissionId: stored.id,
        confirmedAt: when.toISOString(),
        held: null,
      });
      const sweep = (now: string) => storage.console.sweep(retentionRules(new Date(now)).console);
      expect((await sweep('2026-03-08T10:00:00Z')).heldApplications).toBe(0);
      expect((await sweep('2026-03-08T10:00:01Z')).heldApplications).toBe(1);
      expect(await storage.console.guardianConsent(unconfirmed.consentId)).toBeUndefined();
      expect(await storage.console.guardianConsent(confirmed.consentId)).toMatchObject({
        submissionId: stored.id,
      });
    });

    it('finds the holds an address is in, as applicant or guardian, and erases those still held with their mail', async () => {
      const at = new Date();
      const hold = (email: string, guardianEmail: string) => ({
        id: randomUUID(),
        consentId: randomUUID(),
        data: { firstName: 'Asha', email, opportunityTitle: 'Web Development Intern' },
        file: null,
        fileContent: null,
        guardianName: 'Meera Rao',
        guardianEmail,
        at,
        expiresAt: new Date(at.getTime() + 7 * 86_400_000),
        mail: { id: randomUUID(), notBefore: at, allowances: [] },
      });
      const mine = hold('asha@example.com', 'Meera@Example.com');
      const other = hold('kiran@example.com', 'sunil@example.com');
      for (const each of [mine, other]) await storage.console.holdApplication(each);
      const asApplicant = await storage.console.guardianConsentsOf('asha@example.com');
      expect(asApplicant).toMatchObject([
        {
          role: 'applicant',
          consent: { id: mine.consentId, held: { id: mine.id } },
          mailIds: [mine.mail.id],
        },
      ]);
      expect(await storage.console.guardianConsentsOf('meera@example.com')).toMatchObject([
        { role: 'guardian', consent: { id: mine.consentId } },
      ]);
      expect(await storage.console.eraseGuardianConsentsOf('asha@example.com')).toEqual({
        held: 1,
        files: [],
        mailIds: [mine.mail.id],
      });
      expect(await storage.console.guardianConsent(mine.consentId)).toBeUndefined();
      expect(await storage.console.guardianConsentsOf('meera@example.com')).toEqual([]);
      expect(await storage.console.guardianConsent(other.consentId)).toMatchObject({
        held: { id: other.id },
      });
    });

    it("corrects a text field of the address's own submission, with a history line", async () => {
      const staffId = await reviewer();
      const sent = application({ university: 'Pune Uni' });
      await storage.save(sent);
      const correction = {
        submissionId: sent.id,
        email: 'asha@example.com',
        field: 'university',
        value: 'University of Pune',
        staffId,
        at: new Date(),
      };
      expect(
        await storage.console.correctSubmission(
          { ...correction, email: 'ravi@example.com' },
          auditBy('privacy-correct'),
        ),
      ).toBe('not-found');
      expect(
        await storage.console.correctSubmission(
          { ...correction, field: 'paymentAmount' },
          auditBy('privacy-correct'),
        ),
      ).toBe('no-field');
      expect(await storage.console.correctSubmission(correction, auditBy('privacy-correct'))).toBe(
        'corrected',
      );
      expect((await storage.get(sent.id))!.data).toMatchObject({
        university: 'University of Pune',
        firstName: 'Asha',
        paymentAmount: 2500,
      });
      expect((await storage.console.events(sent.id)).map((event) => event.note)).toEqual([
        'Corrected on a privacy request: university was “Pune Uni”, now “University of Pune”.',
      ]);
    });

    it('opens a breach incident with its people by hash, queues its notices once, and finds each notice by its mail', async () => {
      const staffId = await reviewer();
      const at = new Date();
      const early = contact('Before the range', new Date(at.getTime() - minutes(120)));
      const inRange = contact('In the range', new Date(at.getTime() - minutes(30)));
      const paid = application({}, new Date(at.getTime() - minutes(20)));
      for (const submission of [early, inRange, paid]) await storage.save(submission);
      const records: IncidentRecords = {
        by: 'kinds',
        kinds: ['contact', 'application'],
        from: '2026-11-01',
        to: '2026-11-30',
      };
      const range = { from: new Date(at.getTime() - minutes(60)), until: at };
      expect((await storage.console.incidentSubmissions(records, range)).map(({ id }) => id)).toEqual([
        inRange.id,
        paid.id,
      ]);
      expect(
        (
          await storage.console.incidentSubmissions(
            { by: 'references', references: [early.reference] },
            undefined,
          )
        ).map(({ email }) => email),
      ).toEqual(['kiran@example.com']);

      const id = randomUUID();
      const due = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
      await storage.console.openIncident(
        {
          id,
          summary: 'A public link to the inbox',
          records,
          detectedAt: at,
          openedBy: staffId,
          openedAt: at,
          certInDueAt: due(6),
          boardDueAt: due(72),
          people: ['hash-kiran', 'hash-asha', 'hash-asha'],
        },
        auditBy('incident-open'),
      );
      expect(await storage.console.incident(id)).toMatchObject({
        status: 'open',
        records,
        detectedAt: at.toISOString(),
        certInDueAt: due(6).toISOString(),
        boardDueAt: due(72).toISOString(),
        notice: null,
        people: 2,
        noticesQueued: 0,
      });
      const mails = [
        { id: randomUUID(), submissionId: inRange.id, to: 'kiran@example.com', emailHash: 'hash-kiran' },
        { id: randomUUID(), submissionId: paid.id, to: 'asha@example.com', emailHash: 'hash-asha' },
      ];
      const notices = { id, subject: 'About your details', body: 'What happened', by: staffId, at, mails };
      expect(await storage.console.notifyIncident(notices, auditBy('incident-notify'))).toBe(true);
      expect(
        await storage.console.notifyIncident(
          { ...notices, mails: mails.map((mail) => ({ ...mail, id: randomUUID() })) },
          auditBy('incident-notify'),
        ),
      ).toBe(false);
      expect(await storage.console.incidents()).toEqual([
        expect.objectContaining({
          id,
          status: 'notified',
          notice: { subject: 'About your details', body: 'What happened' },
          people: 2,
          noticesQueued: 2,
        }),
      ]);
      expect((await storage.mailFor(paid.id)).filter((mail) => mail.template === 'breach-notice')).toEqual([
        expect.objectContaining({ id: mails[1]!.id, to: 'asha@example.com' }),
      ]);
      expect(await storage.console.incidentNoticeForMail(mails[0]!.id)).toEqual({
        subject: 'About your details',
        body: 'What happened',
      });
      expect((await storage.console.auditLog({ limit: 10 })).map((line) => line.action)).toEqual([
        'incident-notify',
        'incident-open',
      ]);
    });

    it('moves a stage with its history and audit line, and accepts no application whose fee is unverified', async () => {
      const staffId = await reviewer();
      const paid = application();
      await storage.save(paid);
      const by = { staffId, role: 'reviewer', at: new Date(Date.now() - minutes(1)) } as const;
      expect(
        await storage.console.change(
          [paid.id],
          { type: 'stage', stage: 'accepted', note: null },
          by,
          auditBy('stage'),
        ),
      ).toEqual({
        changed: [],
        refused: [
          { id: paid.id, reason: 'acceptedNeedsPayment', message: refusalMessages.acceptedNeedsPayment },
        ],
      });
      expect(
        await storage.console.change(
          [paid.id],
          { type: 'stage', stage: 'open', note: null },
          by,
          auditBy('stage'),
        ),
      ).toMatchObject({ changed: [], refused: [{ id: paid.id, reason: 'notItsStage' }] });
      expect(
        await storage.console.change(
          [paid.id],
          { type: 'payment', payment: 'verified', reason: null },
          by,
          auditBy('payment'),
        ),
      ).toEqual({ changed: [paid.id], refused: [] });
      expect(
        await storage.console.change(
          [paid.id],
          { type: 'stage', stage: 'accepted', note: 'Welcome aboard' },
          { staffId, role: 'reviewer', at: new Date() },
          auditBy('stage'),
        ),
      ).toEqual({ changed: [paid.id], refused: [] });
      expect(await storage.console.inboxItem(paid.id)).toMatchObject({
        stage: 'accepted',
        payment: 'verified',
      });
      const events = await storage.console.events(paid.id);
      expect(events.map((event) => [event.type, event.stage ?? event.payment, event.note])).toEqual([
        ['payment', 'verified', null],
        ['stage', 'accepted', 'Welcome aboard'],
      ]);
      expect(events[0]!.staffEmail).toBe(`${staffId}@aarambhlabs.example`);
      const audit = await storage.console.auditLog({ limit: 10 });
      expect(audit.map((line) => [line.action, line.detail.changed])).toEqual([
        ['stage', 1],
        ['payment', 1],
        ['stage', 0],
        ['stage', 0],
      ]);
    });

    it('refuses exactly what the pipeline refuses, with its reason: every kind, stage, payment, move and role', async () => {
      const adminId = await reviewer();
      const setUp = { staffId: adminId, role: 'admin', at: new Date() } as const;
      // Every state a submission can reach through the console, as [kind, stage, payment, paid]:
      // paid, the applicant has sent the UPI transaction id (not yet, when the fee is due).
      const states: [SubmissionKind, Stage, PaymentState | null, boolean][] = [
        ...applicationStages.flatMap((stage) =>
          paymentStates
            .filter((payment) => stage !== 'accepted' || payment === 'verified')
            .map((payment): [SubmissionKind, Stage, PaymentState, boolean] => [
              'application',
              stage,
              payment,
              true,
            ]),
        ),
        ...applicationStages
          .filter((stage) => stage !== 'accepted')
          .map((stage): [SubmissionKind, Stage, PaymentState, boolean] => [
            'application',
            stage,
            'unverified',
            false,
          ]),
        ...applicationStages.map((stage): [SubmissionKind, Stage, null, boolean] => [
          'career',
          stage,
          null,
          false,
        ]),
        ...messageStages.flatMap((stage): [SubmissionKind, Stage, null, boolean][] => [
          ['contact', stage, null, false],
          ['feedback', stage, null, false],
        ]),
      ];
      const changes: Extract<InboxChange, { type: 'stage' | 'payment' }>[] = [
        ...allStages.map((stage) => ({ type: 'stage', stage, note: null }) as const),
        { type: 'payment', payment: 'verified', reason: null },
        { type: 'payment', payment: 'rejected', reason: 'The amount paid does not match the fee' },
      ];
      const actors = [
        { role: 'reviewer', reason: 'Asked by the applicant' },
        { role: 'admin', reason: null },
        { role: 'admin', reason: 'Asked by the applicant' },
      ] as const;
      // A submission in each state: a change leaves the refused ones as they were for the next.
      const inState = new Map<number, string>();
      async function fill() {
        const fresh = states.flatMap(([kind, stage, payment, paid], n) =>
          inState.has(n) ? [] : [{ n, kind, stage, payment, paid, id: randomUUID() }],
        );
        // Each with a UPI transaction id of its own, but for the fees still due.
        await Promise.all(
          fresh.map((row) => {
            const saved = ofKind(row.kind, row.id);
            const due = row.kind === 'application' && !row.paid;
            return storage.save(due ? { ...saved, data: { ...saved.data, transactionId: '' } } : saved);
          }),
        );
        for (const payment of ['verified', 'rejected'] as const) {
          const ids = fresh.filter((row) => row.payment === payment).map((row) => row.id);
          if (ids.length > 0)
            await storage.console.change(
              ids,
              { type: 'payment', payment, reason: null },
              setUp,
              auditBy('payment'),
            );
        }
        for (const stage of allStages.filter((stage) => stage !== 'new' && stage !== 'open')) {
          const ids = fresh.filter((row) => row.stage === stage).map((row) => row.id);
          if (ids.length === 0) continue;
          const moved = await storage.console.change(
            ids,
            { type: 'stage', stage, note: 'Setting up' },
            setUp,
            auditBy('stage'),
          );
          expect(moved.refused).toEqual([]);
        }
        for (const row of fresh) inState.set(row.n, row.id);
      }
      for (const [actor, change] of actors.flatMap((actor) =>
        changes.map((change) => [actor, change] as const),
      )) {
        await fill();
        const rows = states.map(([kind, stage, payment, paid], n) => ({
          kind,
          stage,
          payment,
          paid,
          id: inState.get(n)!,
        }));
        const asked =
          change.type === 'stage' ? { ...change, note: actor.reason } : { ...change, override: actor.reason };
        const outcome = await storage.console.change(
          rows.map((row) => row.id),
          asked,
          { staffId: adminId, role: actor.role, at: new Date() },
          auditBy(change.type),
        );
        const verdicts = rows.map((row) => ({
          id: row.id,
          verdict:
            asked.type === 'stage'
              ? canMove(row.kind, row.stage, asked.stage, {
                  ...row,
                  role: actor.role,
                  reason: actor.reason,
                })
              : canSetPayment(asked.payment, {
                  ...row,
                  role: actor.role,
                  upiVerifiedElsewhere: false,
                  reason: actor.reason,
                }),
        }));
        expect({ actor, change, outcome }).toEqual({
          actor,
          change,
          outcome: {
            changed: verdicts.filter(({ verdict }) => verdict.ok).map(({ id }) => id),
            refused: verdicts.flatMap(({ id, verdict }) =>
              verdict.ok ? [] : [{ id, reason: verdict.reason, message: verdict.message }],
            ),
          },
        });
        states.forEach((_, n) => {
          if (outcome.changed.includes(inState.get(n)!)) inState.delete(n);
        });
      }
    });

    it('verifies one payment per UPI transaction id, within a bulk change and across concurrent ones, unless an admin says why', async () => {
      const staffId = await reviewer();
      const verify = { type: 'payment', payment: 'verified', reason: null } as const;
      const by = { staffId, role: 'reviewer', at: new Date() } as const;
      // The same id, spaced and cased differently, and another application's own.
      const same = ['4123 4567 8901', '4123-4567-8901', '412345678901'].map((transactionId) =>
        application({ transactionId }),
      );
      const other = application({ transactionId: '999988887777' });
      for (const submission of [...same, other]) await storage.save(submission);
      const elsewhere = { reason: 'upiVerifiedElsewhere', message: refusalMessages.upiVerifiedElsewhere };
      expect(
        await storage.console.change(
          [...same, other].map((s) => s.id),
          verify,
          by,
          auditBy('payment'),
        ),
      ).toEqual({
        changed: [same[0]!.id, other.id],
        refused: [
          { id: same[1]!.id, ...elsewhere },
          { id: same[2]!.id, ...elsewhere },
        ],
      });
      const override = { ...verify, override: 'Two siblings paid with one transfer' };
      expect(await storage.console.change([same[1]!.id], override, by, auditBy('payment'))).toEqual({
        changed: [],
        refused: [{ id: same[1]!.id, ...elsewhere }],
      });
      expect(
        await storage.console.change([same[1]!.id], override, { ...by, role: 'admin' }, auditBy('payment')),
      ).toEqual({ changed: [same[1]!.id], refused: [] });
      expect((await storage.console.events(same[1]!.id)).at(-1)).toMatchObject({
        payment: 'verified',
        note: override.override,
      });
      // Pairs verified at once by two people: one of each pair only.
      const pairs = Array.from({ length: 4 }, (_, n) =>
        [0, 1].map(() => application({ transactionId: `77776666555${n}` })),
      );
      for (const submission of pairs.flat()) await storage.save(submission);
      const outcomes = await Promise.all(
        pairs
          .flat()
          .map((submission) => storage.console.change([submission.id], verify, by, auditBy('payment'))),
      );
      expect(outcomes.filter((outcome) => outcome.changed.length === 1)).toHaveLength(pairs.length);
      for (const pair of pairs) {
        const items = await Promise.all(pair.map((submission) => storage.console.inboxItem(submission.id)));
        expect(items.map((item) => item?.payment).sort()).toEqual(['unverified', 'verified']);
      }
    });

    it('numbers each verified payment once, consecutively in its financial year, under concurrent verifications, never twice', async () => {
      const staffId = await reviewer();
      const setPayment = (id: string, payment: 'verified' | 'rejected', at: string) =>
        storage.console.change(
          [id],
          { type: 'payment', payment, reason: payment === 'rejected' ? 'No payment with this id' : null },
          { staffId, role: 'reviewer', at: new Date(at) },
          auditBy('payment'),
        );
      const numberOf = async (id: string) => (await storage.console.inboxItem(id))?.receiptNumber;
      const paid = Array.from({ length: 7 }, (_, n) =>
        application({ transactionId: `55554444333${n}` }, new Date('2026-03-01T10:00:00.000Z')),
      );
      // The last one's applicant asks to be erased later.
      paid[6] = { ...paid[6]!, email: 'ravi@example.com' };
      for (const submission of paid) await storage.save(submission);
      const [march, april, a, b, c, rejected, erased] = paid.map((submission) => submission.id) as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];

      // 23:30 on 31 March in India is the old year; half an hour later, the new one.
      await setPayment(march, 'verified', '2026-03-31T18:00:00.000Z');
      await setPayment(april, 'verified', '2026-03-31T18:30:00.000Z');
      expect(await numberOf(march)).toBe('AL/2025-26/000001');
      expect(await numberOf(april)).toBe('AL/2026-27/000001');

      // Three people verify at once: three numbers, each another.
      await Promise.all([a, b, c].map((id) => setPayment(id, 'verified', '2026-05-02T09:00:00.000Z')));
      expect((await Promise.all([a, b, c].map((id) => numberOf(id)))).sort()).toEqual([
        'AL/2026-27/000002',
        'AL/2026-27/000003',
        'AL/2026-27/000004',
      ]);

      // A payment turned down has none; one verified again after a rejection keeps its own.
      await setPayment(rejected, 'rejected', '2026-05-03T09:00:00.000Z');
      expect(await numberOf(rejected)).toBeNull();
      const before = await numberOf(a);
      await setPayment(a, 'rejected', '2026-05-04T09:00:00.000Z');
      await setPayment(a, 'verified', '2026-05-05T09:00:00.000Z');
      expect(await numberOf(a)).toBe(before);

      // An erased applicant's number is not given again.
      await setPayment(erased, 'verified', '2026-05-06T09:00:00.000Z');
      expect(await numberOf(erased)).toBe('AL/2026-27/000005');
      await storage.erase('ravi@example.com');
      await setPayment(rejected, 'verified', '2026-05-07T09:00:00.000Z');
      expect(await numberOf(rejected)).toBe('AL/2026-27/000006');
    });

    it("writes an application's status mail with a stage or payment change, one for the changes of the gathering window", async () => {
      const paid = application();
      const message = contact('Hello');
      await storage.save(paid);
      await storage.save(message);
      const staffId = await reviewer();
      const at = new Date();
      const by = (offset: number) =>
        ({ staffId, role: 'reviewer', at: new Date(at.getTime() + offset) }) as const;
      const statusMails = async (id: string) =>
        (await storage.mailFor(id)).filter((mail) => mail.template === 'status');
      await storage.console.change(
        [paid.id],
        { type: 'stage', stage: 'in_review', note: null },
        by(0),
        auditBy('stage'),
      );
      await storage.console.change(
        [paid.id],
        { type: 'payment', payment: 'verified', reason: null },
        by(1000),
        auditBy('payment'),
      );
      await storage.console.change(
        [paid.id],
        { type: 'note', note: 'Looks good' },
        by(2000),
        auditBy('note'),
      );
      const [first, ...others] = await statusMails(paid.id);
      expect(others).toEqual([]);
      expect(first).toMatchObject({ to: 'asha@example.com', status: 'pending', attempts: 0 });
      expect(Date.parse(first!.nextAttemptAt)).toBe(at.getTime() + STATUS_MAIL_GATHER_MS);
      // Past the window a change writes a mail of its own; a message's stage never mails its sender.
      await storage.console.change(
        [paid.id],
        { type: 'stage', stage: 'shortlisted', note: null },
        by(STATUS_MAIL_GATHER_MS + 1),
        auditBy('stage'),
      );
      expect(await statusMails(paid.id)).toHaveLength(2);
      await storage.console.change(
        [message.id],
        { type: 'stage', stage: 'answered', note: null },
        by(0),
        auditBy('stage'),
      );
      expect(await statusMails(message.id)).toEqual([]);
    });

    it('lets an applicant withdraw once, unless turned down, marking it unread with a history event by no one', async () => {
      const first = application();
      const second = application();
      await storage.save(first);
      await storage.save(second);
      const staffId = await reviewer();
      await storage.console.change(
        [first.id, second.id],
        { type: 'read' },
        { staffId, role: 'reviewer', at: new Date() },
        auditBy('read'),
      );
      expect(await storage.console.withdraw(first.id, new Date(), auditBy('application.withdraw'))).toBe(
        true,
      );
      expect(await storage.console.withdraw(first.id, new Date(), auditBy('application.withdraw'))).toBe(
        false,
      );
      expect(await storage.console.inboxItem(first.id)).toMatchObject({ stage: 'withdrawn', read: false });
      expect((await storage.console.events(first.id)).at(-1)).toMatchObject({
        type: 'stage',
        stage: 'withdrawn',
        staffEmail: null,
      });
      await storage.console.change(
        [second.id],
        { type: 'stage', stage: 'rejected', note: null },
        { staffId, role: 'reviewer', at: new Date() },
        auditBy('stage'),
      );
      expect(await storage.console.withdraw(second.id, new Date(), auditBy('application.withdraw'))).toBe(
        false,
      );
      expect((await storage.mailFor(first.id)).filter((mail) => mail.template === 'status')).toEqual([]);
    });

    it('takes the UPI transaction id of a due fee from its applicant once, while the application is open, and only then lets staff check it', async () => {
      const staffId = await reviewer();
      const staff = { staffId, role: 'reviewer', at: new Date() } as const;
      const due = application({ transactionId: '' });
      const paid = application({ transactionId: 'UPI 9876-5432-10' });
      const withdrawn = application({ transactionId: '' });
      for (const submission of [due, paid, withdrawn]) await storage.save(submission);
      await storage.console.change([due.id], { type: 'read' }, staff, auditBy('read'));
      const verify = { type: 'payment', payment: 'verified', reason: null } as const;
      expect((await storage.console.change([due.id], verify, staff, auditBy('payment'))).refused).toEqual([
        { id: due.id, reason: 'notPaidYet', message: refusalMessages.notPaidYet },
      ]);

      const send = (id: string, transactionId: string) =>
        storage.console.sendFeePayment(
          { submissionId: id, transactionId, at: new Date() },
          auditBy('application.payment'),
        );
      await storage.console.withdraw(withdrawn.id, new Date(), auditBy('application.withdraw'));
      const waiting = async () => (await storage.console.unverifiedPayments()).map((row) => row.id);
      expect(await waiting()).not.toContain(due.id);
      expect(await send(due.id, 'upi 1234-5678 9012')).toBe(true);
      expect(await waiting()).toContain(due.id);
      expect(await send(due.id, '999988887777')).toBe(false);
      expect(await send(paid.id, '999988887777')).toBe(false);
      expect(await send(withdrawn.id, '999988887777')).toBe(false);

      expect(await storage.console.inboxItem(due.id)).toMatchObject({
        payment: 'unverified',
        transactionId: 'upi 1234-5678 9012',
        read: false,
      });
      expect((await storage.console.events(due.id)).at(-1)).toMatchObject({
        type: 'payment',
        payment: 'unverified',
        staffEmail: null,
      });
      expect((await storage.console.auditLog({ limit: 1 })).map((line) => line.action)).toEqual([
        'application.payment',
      ]);
      // Compared as the inbox compares every id: the same UPI reference, typed another way.
      const again = application({ transactionId: 'UPI12345678-9012' });
      await storage.save(again);
      expect((await storage.console.change([due.id], verify, staff, auditBy('payment'))).changed).toEqual([
        due.id,
      ]);
      expect(
        (await storage.console.change([again.id], verify, staff, auditBy('payment'))).refused,
      ).toMatchObject([{ reason: 'upiVerifiedElsewhere' }]);
    });

    it('sends a reply to the address the submission gave, keeps it, and marks an open message answered, in one go', async () => {
      const staffId = await reviewer();
      const message = contact('A question about websites');
      await storage.save(message);
      const at = new Date();
      const reply = {
        id: randomUUID(),
        submissionId: message.id,
        staffId,
        templateId: null,
        subject: 'Re: your message',
        body: 'Dear Kiran,\n\nYes, we build those.',
        mailId: randomUUID(),
        at,
        mailNotBefore: at,
      };
      expect(await storage.console.reply(reply, auditBy('reply'))).toBe('sent');
      const mails = (await storage.mailFor(message.id)).filter((mail) => mail.template === 'reply');
      expect(mails.map((mail) => [mail.id, mail.to, mail.status])).toEqual([
        [reply.mailId, 'kiran@example.com', 'pending'],
      ]);
      expect(await storage.console.replyForMail(reply.mailId)).toEqual({
        subject: reply.subject,
        body: reply.body,
      });
      expect(await storage.console.replies(message.id)).toEqual([
        {
          id: reply.id,
          at: at.toISOString(),
          staffEmail: `${staffId}@aarambhlabs.example`,
          subject: reply.subject,
          body: reply.body,
          mailStatus: 'pending',
        },
      ]);
      expect((await storage.console.inboxItem(message.id))?.stage).toBe('answered');
      expect((await storage.console.events(message.id)).map((event) => [event.type, event.stage])).toEqual([
        ['stage', 'answered'],
      ]);
      // A second reply keeps the stage as it is, and adds no stage event.
      expect(
        await storage.console.reply({ ...reply, id: randomUUID(), mailId: randomUUID() }, auditBy('reply')),
      ).toBe('sent');
      expect(await storage.console.events(message.id)).toHaveLength(1);
      expect(await storage.console.replies(message.id)).toHaveLength(2);
    });

    it('lets one of the applications a time was offered to book it, when each tries at once, and gives a time back when its booker books another', async () => {
      const staffId = await reviewer();
      const by = { staffId, role: 'admin', at: new Date() } as const;
      const applicants = Array.from({ length: 6 }, () => application());
      for (const submission of applicants) await storage.save(submission);
      const ids = applicants.map((submission) => submission.id);
      for (const stage of ['in_review', 'shortlisted'] as const) {
        await storage.console.change(ids, { type: 'stage', stage, note: null }, by, auditBy('stage'));
      }
      const at = new Date();
      const slots = interviewSlots(at);
      for (const [index, id] of ids.entries()) {
        const offer = {
          submissionId: id,
          staffId,
          slots: index === 0 ? slots : [],
          existing: index === 0 ? [] : slots.map((slot) => slot.id),
          mailId: randomUUID(),
          at,
        };
        expect(await storage.console.offerInterview(offer, auditBy('interview-offer'))).toBe('offered');
      }
      const book = (submissionId: string, slotId: string) =>
        storage.console.bookInterview(
          {
            submissionId,
            slotId,
            at,
            mails: { applicant: randomUUID(), staff: randomUUID(), reminder: randomUUID() },
          },
          auditBy('application.interview'),
        );
      const outcomes = await Promise.all(ids.map((id) => book(id, slots[0]!.id)));
      expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(ids.length - 1);
      const winner = ids[outcomes.indexOf('booked')]!;
      const loser = ids.find((id) => id !== winner)!;
      expect((await storage.console.submissionInterviews(loser, at)).offered.map((slot) => slot.id)).toEqual([
        slots[1]!.id,
      ]);
      // Booking the other time gives the first back to everyone it was offered to.
      expect(await book(winner, slots[1]!.id)).toBe('booked');
      expect((await storage.console.submissionInterviews(loser, at)).offered.map((slot) => slot.id)).toEqual([
        slots[0]!.id,
      ]);
      expect((await storage.console.submissionInterviews(winner, at)).booked?.id).toBe(slots[1]!.id);
      const reminders = (await storage.mailFor(winner)).filter(
        (mail) => mail.template === 'interview-reminder',
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.nextAttemptAt).toBe(
        new Date(slots[1]!.startsAt.getTime() - 86_400_000).toISOString(),
      );
    });

    it('keeps proof whole: a completion only when enrolled, a reissue that supersedes, one answer to an offer when two arrive at once, the status list of what is no longer valid', async () => {
      const staffId = await reviewer();
      const by = { staffId, role: 'admin', at: new Date() } as const;
      const enrol = async (submission: NewSubmission) => {
        await storage.save(submission);
        if (submission.kind === 'application') {
          await storage.console.change(
            [submission.id],
            { type: 'payment', payment: 'verified', reason: null },
            by,
            auditBy('payment'),
          );
        }
        for (const stage of ['in_review', 'shortlisted', 'accepted'] as const) {
          await storage.console.change(
            [submission.id],
            { type: 'stage', stage, note: null },
            by,
            auditBy('stage'),
          );
        }
        return submission.id;
      };
      const learner = await enrol(ofKind('application', randomUUID()));
      const hire = await enrol(ofKind('career', randomUUID()));
      const at = new Date();
      const completion = {
        submissionId: learner,
        printedName: 'Asha Rao',
        startsOn: '2026-09-01',
        endsOn: '2026-11-20',
        hours: 240,
        outcome: 'completed' as const,
        projectUrl: null,
        staffId,
        at,
      };
      expect(
        await storage.console.complete({ ...completion, submissionId: hire }, auditBy('completion')),
      ).toBe('not-enrolled');
      expect(await storage.console.complete(completion, auditBy('completion'))).toBe('completed');
      const facts = (await storage.console.documentFacts(learner))!;
      expect(facts.completion).toMatchObject({ printedName: 'Asha Rao', hours: 240, startsOn: '2026-09-01' });
      const certificate = (id: string, statusIndex: number, supersedes: string | null) => ({
        id,
        submissionId: learner,
        kind: 'certificate' as const,
        fields: {
          kind: 'certificate' as const,
          name: 'Asha Rao',
          programme: 'Full Stack Web Development',
          organisation: 'Aarambh Labs',
          startsOn: '2026-09-01',
          endsOn: '2026-11-20',
          hours: 240,
          outcome: 'completed' as const,
          projectUrl: null,
          issuedOn: '2026-11-28',
        },
        issuedBy: staffId,
        at,
        keyId: 'key-1',
        credential: 'header.payload.signature',
        statusIndex,
        basis: { completionAt: facts.completion!.at, supersedes },
      });
      expect(
        await storage.console.issueDocument(certificate('AAAAAAAAAAAA', 7, null), auditBy('document-issue')),
      ).toBe('issued');
      // Made from a state that has moved on (the valid document read before is gone), or on a taken index: nothing written.
      expect(
        await storage.console.issueDocument(certificate('BBBBBBBBBBBB', 8, null), auditBy('document-issue')),
      ).toBe('changed');
      expect(
        await storage.console.issueDocument(
          certificate('BBBBBBBBBBBB', 7, 'AAAAAAAAAAAA'),
          auditBy('document-issue'),
        ),
      ).toBe('index-taken');
      expect(
        await storage.console.issueDocument(
          certificate('BBBBBBBBBBBB', 8, 'AAAAAAAAAAAA'),
          auditBy('document-issue'),
        ),
      ).toBe('issued');
      const [newest, oldest] = (await storage.console.submissionProof(learner, '2026-11-28')).documents;
      expect([newest!.id, newest!.state, oldest!.state, oldest!.supersededBy]).toEqual([
        'BBBBBBBBBBBB',
        'valid',
        'superseded',
        'BBBBBBBBBBBB',
      ]);
      expect(
        await storage.console.revokeDocument(
          { documentId: 'BBBBBBBBBBBB', reason: 'Wrong hours', at },
          auditBy('document-revoke'),
        ),
      ).toEqual({ submissionId: learner });
      expect(await storage.console.invalidIndexes()).toEqual([7, 8]);
      expect(
        (await storage.mailFor(learner)).filter((mail) => mail.template === 'status').length,
      ).toBeGreaterThan(0);

      await storage.console.issueDocument(
        {
          ...certificate('CCCCCCCCCCCC', 9, null),
          submissionId: hire,
          kind: 'offer',
          fields: {
            kind: 'offer',
            name: 'Meera Iyer',
            role: 'Designer',
            department: 'Design',
            startsOn: '2027-01-04',
            place: 'New Delhi',
            compensation: 'INR 6,00,000 a year',
            expiresOn: '2026-12-15',
            issuedOn: '2026-11-28',
          },
          basis: { completionAt: null, supersedes: null },
        },
        auditBy('document-issue'),
      );
      const answer = (answer: 'accepted' | 'declined') =>
        storage.console.answerOffer(
          {
            documentId: 'CCCCCCCCCCCC',
            submissionId: hire,
            answer,
            at,
            today: '2026-11-28',
            client: '192.0.2.1',
            userAgent: 'Browser',
            letterSha256: 'ab'.repeat(32),
          },
          auditBy('application.offer'),
        );
      const outcomes = await Promise.all([answer('accepted'), answer('declined'), answer('accepted')]);
      expect(outcomes.filter((outcome) => outcome !== 'answered')).toHaveLength(1);
      expect((await storage.console.documentById('CCCCCCCCCCCC', '2026-11-28'))!.view.answer?.answer).toBe(
        outcomes.find((outcome) => outcome !== 'answered'),
      );
      expect(
        await storage.console.answerOffer(
          {
            documentId: 'CCCCCCCCCCCC',
            submissionId: learner,
            answer: 'accepted',
            at,
            today: '2026-11-28',
            client: '',
            userAgent: '',
            letterSha256: '',
          },
          auditBy('application.offer'),
        ),
      ).toBe('gone');
      expect((await storage.console.documentById('CCCCCCCCCCCC', '2027-01-01'))!.view.state).not.toBe(
        'valid',
      );
      await storage.console.addSigningKey({
        kid: 'key-1',
        publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'abc' },
        at,
      });
      await storage.console.addSigningKey({
        kid: 'key-1',
        publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'changed' },
        at,
      });
      expect(await storage.console.signingKeys()).toEqual([
        { kid: 'key-1', publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'abc' } },
      ]);
    });

    it('writes nothing for a reply to a submission without an address, or to none', async () => {
      const staffId = await reviewer();
      const anonymous = {
        ...contact('Anonymous feedback'),
        kind: 'feedback' as const,
        email: null,
        data: { message: 'Nice site, really', rating: 5, isAnonymous: true },
      };
      await storage.save(anonymous);
      const reply = {
        id: randomUUID(),
        submissionId: anonymous.id,
        staffId,
        templateId: null,
        subject: 'Thanks',
        body: 'Thanks',
        mailId: randomUUID(),
        at: new Date(),
        mailNotBefore: new Date(),
      };
      expect(await storage.console.reply(reply, auditBy('reply'))).toBe('no-address');
      expect(await storage.console.reply({ ...reply, submissionId: randomUUID() }, auditBy('reply'))).toBe(
        'not-found',
      );
      expect(await storage.console.replies(anonymous.id)).toEqual([]);
      expect(await storage.mailFor(anonymous.id)).toEqual([]);
      expect(await storage.console.auditLog({ limit: 10 })).toEqual([]);
    });

    it('starts with a template per situation in each language and keeps what an admin saves, its language too', async () => {
      const staffId = await reviewer();
      const templates = await storage.console.replyTemplates();
      for (const language of ['en', 'hi'])
        expect(
          new Set(templates.filter((t) => t.language === language).map((template) => template.situation)),
        ).toEqual(new Set(['application', 'message', 'feedback']));
      // Each Hindi one is written in Hindi, its placeholders as the English ones have them.
      for (const hindi of templates.filter((template) => template.language === 'hi')) {
        expect(hindi.body).toMatch(/^प्रिय \{name\},/);
        expect(hindi.subject + hindi.body).toContain('{reference}');
      }
      const changed = {
        ...templates.find((template) => template.language === 'en')!,
        language: 'hi' as const,
        title: 'बदला हुआ',
        body: 'प्रिय {name}, ({reference})',
      };
      await storage.console.saveReplyTemplate(
        changed,
        { staffId, at: new Date() },
        auditBy('reply-template'),
      );
      const added = {
        id: randomUUID(),
        situation: 'message' as const,
        language: 'en' as const,
        title: 'New',
        subject: 'S',
        body: 'B',
      };
      await storage.console.saveReplyTemplate(added, { staffId, at: new Date() }, auditBy('reply-template'));
      const after = await storage.console.replyTemplates();
      expect(after).toHaveLength(templates.length + 1);
      expect(after).toContainEqual(changed);
      expect(after).toContainEqual(added);
      expect((await storage.console.auditLog({ limit: 10 })).map((line) => line.action)).toEqual([
        'reply-template',
        'reply-template',
      ]);
    });

    it('writes a status link mail only for an application with that address, within its allowances', async () => {
      const paid = application();
      await storage.save(paid);
      const ask = (reference: string, email: string) =>
        storage.requestStatusLink({
          reference,
          email,
          mailId: randomUUID(),
          at: new Date(),
          mailNotBefore: new Date(),
          allowances: [{ key: `status link test ${paid.id}`, limit: 2 }],
        });
      expect(await ask(paid.reference, 'someone@example.com')).toBe(false);
      expect(await ask(createSubmissionReference(), 'asha@example.com')).toBe(false);
      expect(await ask(randomUUID(), 'asha@example.com')).toBe(false);
      expect(await ask(paid.reference, 'asha@example.com')).toBe(true);
      // The id an e-mail sent before references named it by still works.
      expect(await ask(paid.id, 'asha@example.com')).toBe(true);
      expect(await ask(paid.reference, 'asha@example.com')).toBe(false);
      const links = (await storage.mailFor(paid.id)).filter((mail) => mail.template === 'status-link');
      expect(links.map((mail) => mail.to)).toEqual(['asha@example.com', 'asha@example.com']);
    });

    it('lists the unverified payments with their payment references and how many others gave their transaction id, and marks items read once', async () => {
      const staffId = await reviewer();
      const paid = application({ paymentReference: 'AL7K3M9QX2PD' });
      const older = application(
        { firstName: 'Meera', transactionId: '5123 4567 8902' },
        new Date(Date.now() - minutes(5)),
      );
      const again = application(
        { firstName: 'Kiran', transactionId: '412345678901' },
        new Date(Date.now() - minutes(1)),
      );
      await storage.save(paid);
      await storage.save(older);
      await storage.save(again);
      await storage.save(contact('Hello there, a question.'));
      expect(await storage.console.unverifiedPayments()).toEqual([
        expect.objectContaining({ id: older.id, name: 'Meera Rao', paymentReference: '', sharedWith: 0 }),
        expect.objectContaining({ id: again.id, sharedWith: 1 }),
        expect.objectContaining({
          id: paid.id,
          amount: 2500,
          transactionId: '4123 4567 8901',
          paymentReference: 'AL7K3M9QX2PD',
          name: 'Asha Rao',
          sharedWith: 1,
        }),
      ]);
      const by = { staffId, role: 'reviewer', at: new Date() } as const;
      expect(await storage.console.change([paid.id], { type: 'read' }, by, auditBy('read'))).toEqual({
        changed: [paid.id],
        refused: [],
      });
      expect(await storage.console.change([paid.id], { type: 'read' }, by, auditBy('read'))).toMatchObject({
        changed: [],
        refused: [{ id: paid.id, reason: 'unchanged' }],
      });
      expect((await storage.console.inbox({ ...everything, unread: true })).total).toBe(3);
    });

    it('deletes the inbox row, history and search words with the submission (an erasure)', async () => {
      const staffId = await reviewer();
      const paid = application();
      await storage.save(paid);
      await storage.console.change(
        [paid.id],
        { type: 'note', note: 'Called her' },
        { staffId, role: 'reviewer', at: new Date() },
        auditBy('note'),
      );
      await storage.erase('asha@example.com');
      expect(await storage.console.inboxItem(paid.id)).toBeUndefined();
      expect(await storage.console.events(paid.id)).toEqual([]);
      expect((await storage.console.inbox({ ...everything, search: ['asha'] })).total).toBe(0);
      expect((await storage.console.auditLog({ limit: 10 })).map((line) => line.action)).toEqual(['note']);
    });

    it('enrols an invited account once, before its link expires', async () => {
      const hash = randomUUID();
      const account = {
        id: randomUUID(),
        email: 'lead@aarambhlabs.example',
        role: 'admin' as const,
        at: new Date(),
      };
      expect(await storage.console.inviteStaff(account, enrolment(hash))).toBe(true);
      expect(await storage.console.inviteStaff({ ...account, id: randomUUID() }, enrolment())).toBe(false);
      expect(await storage.console.staffByEnrolment(hash, new Date())).toMatchObject({
        status: 'invited',
        totpSecret: 'JBSWY3DPEHPK3PXP',
      });
      expect(
        await storage.console.staffByEnrolment(hash, new Date(Date.now() + minutes(61))),
      ).toBeUndefined();
      expect(await storage.console.completeEnrolment(hash, 'scrypt$a', 100, new Date())).toMatchObject({
        status: 'active',
      });
      expect(await storage.console.completeEnrolment(hash, 'scrypt$b', 101, new Date())).toBeUndefined();
      expect(await storage.console.staffByEmail(account.email)).toMatchObject({ passwordHash: 'scrypt$a' });
      expect(await storage.console.useTotpStep(account.id, 100)).toBe(false);
      expect(await storage.console.useTotpStep(account.id, 101)).toBe(true);
    });

    it('ends sessions when idle, too old, signed out everywhere, or the account is disabled or reset', async () => {
      const staffId = await reviewer();
      const email = `${staffId}@aarambhlabs.example`;
      const start = new Date();
      const open = async (tokenHash: string) =>
        storage.console.createSession({ tokenHash, staffId, at: start, client: '127.0.0.1' });
      await open('a');
      expect(
        await storage.console.session(
          'a',
          new Date(start.getTime() + minutes(29)),
          minutes(30),
          minutes(720),
        ),
      ).toMatchObject({
        staff: { id: staffId, role: 'reviewer' },
      });
      expect(
        await storage.console.session(
          'a',
          new Date(start.getTime() + minutes(60)),
          minutes(30),
          minutes(720),
        ),
      ).toBeUndefined();
      expect(
        await storage.console.session('a', new Date(start.getTime() + minutes(1)), minutes(30), minutes(720)),
      ).toBeUndefined();
      await open('b');
      expect(
        await storage.console.session('b', new Date(start.getTime() + minutes(5)), minutes(30), minutes(3)),
      ).toBeUndefined();
      await open('c');
      await open('d');
      expect(await storage.console.endAllSessions(staffId)).toBe(2);
      expect(await storage.console.session('c', start, minutes(30), minutes(720))).toBeUndefined();
      await open('e');
      await storage.console.disableStaff(email);
      expect(await storage.console.session('e', start, minutes(30), minutes(720))).toBeUndefined();
      await storage.console.resetStaff(email, enrolment());
      await open('f');
      expect(await storage.console.session('f', start, minutes(30), minutes(720))).toBeUndefined();
      expect(await storage.console.staffByEmail(email)).toMatchObject({
        status: 'invited',
        passwordHash: null,
      });
    });

    it('counts each sign-in attempt before it is checked, waits longer per key, and forgets after a success', async () => {
      const now = new Date();
      const later = new Date(now.getTime() + 1000);
      const delays = [0, 0, 1000, 4000];
      const keys = ['account:a', 'client:1'];
      const attempt = (on: string[], at: Date) => storage.console.signInAttempt(on, at, delays);
      for (let index = 0; index < 3; index += 1) expect(await attempt(keys, now)).toBe(0);
      expect(await attempt(keys, now)).toBe(1000);
      expect(await attempt(['client:2'], now)).toBe(0);
      expect(await attempt(['account:a'], later)).toBe(0);
      // Refused for the account's wait, which counts nothing on the client's key: it still has a fourth try.
      expect(await attempt(keys, later)).toBe(4000);
      expect(await attempt(['client:1'], later)).toBe(0);
      expect(await attempt(['client:1'], later)).toBe(4000);
      await storage.console.signInSucceeded(keys);
      expect(await attempt(keys, later)).toBe(0);
    });

    it('lets only as many concurrent sign-in attempts through as the delays allow', async () => {
      const now = new Date();
      const waits = await Promise.all(
        Array.from({ length: 12 }, () =>
          storage.console.signInAttempt(['account:b', 'client:3'], now, [0, 0, 1000, 4000]),
        ),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
      expect(waits.filter((wait) => wait === 1000)).toHaveLength(9);
    });

    it("sweeps dead sessions and the throttle's untouched rows, and nothing else", async () => {
      const staffId = await reviewer();
      const now = new Date();
      const ago = (n: number) => new Date(now.getTime() - minutes(n));
      await storage.console.createSession({ tokenHash: 'idle', staffId, at: ago(40), client: '127.0.0.1' });
      await storage.console.createSession({ tokenHash: 'live', staffId, at: ago(5), client: '127.0.0.1' });
      await storage.console.signInAttempt(['client:old'], ago(2000), [0]);
      await storage.console.signInAttempt(['client:new'], ago(1), [0]);
      const before = {
        sessionsSeenBefore: ago(30),
        sessionsStartedBefore: ago(720),
        throttleBefore: ago(1440),
        refusalsBefore: now,
      };
      expect(await storage.console.sweep(before)).toEqual({
        sessions: 1,
        throttle: 1,
        refusals: 0,
        privacyRequests: 0,
        heldApplications: 0,
      });
      expect(await storage.console.session('live', now, minutes(30), minutes(720))).toBeDefined();
      expect(await storage.console.sweep(before)).toEqual({
        sessions: 0,
        throttle: 0,
        refusals: 0,
        privacyRequests: 0,
        heldApplications: 0,
      });
    });

    it('counts refused sign-ins per client and window: the first a line at once, the rest one line when the window closes', async () => {
      const window = minutes(15);
      const start = new Date('2026-11-28T09:00:00.000Z').getTime();
      const at = (ms: number) => new Date(start + ms);
      const refused = (client: string, ms: number) =>
        storage.console.signInRefused(
          { ...auditBy('sign-in-refused'), client, at: at(ms), detail: { reason: 'throttled' } },
          window,
        );
      for (let n = 0; n < 40; n += 1) expect(await refused('203.0.113.9', n * 1000)).toBe(n + 1);
      expect(await refused('198.51.100.7', 5000)).toBe(1);
      const lines = async () =>
        (await storage.console.auditLog({ limit: 100 })).map(({ at: when, client, detail }) => ({
          at: when,
          client,
          detail,
        }));
      // Forty refusals from one client and one from another: a line each, at their first.
      expect(await lines()).toEqual([
        { at: at(5000).toISOString(), client: '198.51.100.7', detail: { reason: 'throttled' } },
        { at: at(0).toISOString(), client: '203.0.113.9', detail: { reason: 'throttled' } },
      ]);
      // The first client's next window closes its last: one line with the count and the times.
      expect(await refused('203.0.113.9', window + 1000)).toBe(1);
      const closed = {
        at: at(window).toISOString(),
        client: '203.0.113.9',
        detail: { reason: 'throttled', refused: 40, from: at(0).toISOString(), to: at(window).toISOString() },
      };
      expect((await lines()).slice(0, 2)).toEqual([
        { at: at(window + 1000).toISOString(), client: '203.0.113.9', detail: { reason: 'throttled' } },
        closed,
      ]);
      // The sweep closes the windows that have ended; a window of one refusal has its line already.
      await refused('203.0.113.9', window + 2000);
      const sweep = (refusalsBefore: Date) =>
        storage.console.sweep({
          sessionsSeenBefore: at(0),
          sessionsStartedBefore: at(0),
          throttleBefore: at(0),
          refusalsBefore,
        });
      expect(await sweep(at(window + 3000))).toMatchObject({ refusals: 1 });
      expect(await sweep(at(3 * window))).toMatchObject({ refusals: 1 });
      const [newest] = await lines();
      expect(newest).toEqual({
        at: at(2 * window).toISOString(),
        client: '203.0.113.9',
        detail: {
          reason: 'throttled',
          refused: 2,
          from: at(window).toISOString(),
          to: at(2 * window).toISOString(),
        },
      });
      expect(await lines()).toHaveLength(5);
      expect(await sweep(at(3 * window))).toMatchObject({ refusals: 0 });
    });

    it('filters the audit log by who, what and when, and pages through what the filters keep', async () => {
      const asha = '0b7c2a4e-1d3f-4c5b-9a6e-7f8d9e0a1b2c';
      const ravi = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
      const line = (action: AuditAction, staffId: string | null, at: string): AuditEntry => ({
        ...auditBy(action),
        staffId,
        at: new Date(at),
      });
      await storage.console.audit(line('sign-in', asha, '2026-11-01T09:00:00.000Z'));
      await storage.console.audit(line('view', asha, '2026-11-02T23:59:59.000Z'));
      await storage.console.audit(line('sign-in', ravi, '2026-11-03T00:00:00.000Z'));
      await storage.console.audit(line('stage', ravi, '2026-11-04T10:00:00.000Z'));
      await storage.console.audit(line('sign-in', null, '2026-11-05T10:00:00.000Z'));
      const actions = async (query: Omit<AuditQuery, 'limit'>) =>
        (await storage.console.auditLog({ limit: 10, ...query })).map(
          (each) => `${each.action} ${each.at.slice(5, 10)}`,
        );
      expect(await actions({ staffId: asha })).toEqual(['view 11-02', 'sign-in 11-01']);
      expect(await actions({ action: 'sign-in' })).toEqual([
        'sign-in 11-05',
        'sign-in 11-03',
        'sign-in 11-01',
      ]);
      expect(
        await actions({
          from: new Date('2026-11-02T00:00:00.000Z'),
          to: new Date('2026-11-03T00:00:00.000Z'),
        }),
      ).toEqual(['view 11-02']);
      expect(await actions({ staffId: ravi, action: 'sign-in' })).toEqual(['sign-in 11-03']);
      const [newest] = await storage.console.auditLog({ limit: 1, action: 'sign-in' });
      expect(await actions({ action: 'sign-in', beforeSeq: newest!.seq })).toEqual([
        'sign-in 11-03',
        'sign-in 11-01',
      ]);
    });

    it('keeps the audit log append-only and remembers settings', async () => {
      await storage.console.audit(auditBy('sign-in'));
      await storage.console.audit({
        ...auditBy('view'),
        target: 'submission:x',
        detail: { kind: 'contact' },
      });
      const lines = await storage.console.auditLog({ limit: 10 });
      expect(lines.map((line) => line.action)).toEqual(['view', 'sign-in']);
      expect(lines[0]).toMatchObject({
        target: 'submission:x',
        detail: { kind: 'contact' },
        client: '127.0.0.1',
      });
      expect(
        (await storage.console.auditLog({ limit: 10, beforeSeq: lines[0]!.seq })).map((line) => line.action),
      ).toEqual(['sign-in']);
      expect(await storage.console.setting('statement-columns')).toBeUndefined();
      await storage.console.saveSetting('statement-columns', { reference: 'UTR' }, new Date());
      await storage.console.saveSetting('statement-columns', { reference: 'Ref No' }, new Date());
      expect(await storage.console.setting('statement-columns')).toEqual({ reference: 'Ref No' });
    });
  });
}
