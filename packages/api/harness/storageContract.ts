// Longer than most files on purpose: one suite, so that both stores are held to all of it.
// The storage contract: one suite that every Storage implementation must pass. The SQLite and
// PostgreSQL test files each call it with a way to open their database.
import { randomUUID } from 'node:crypto';
import { createSubmissionReference, readSubmissionReference } from '@aarambh/machines/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NewConsent, consentEmailHash } from '../src/storage/consents.ts';
import {
  type MailAllowance,
  type NewSubmission,
  REFERENCE_TAKEN,
  type Storage,
  type SubmissionKind,
  type SubscribeRequest,
} from '../src/storage/types.ts';

export interface StorageHarness {
  /** Opens the storage on the test's database; a second call opens the same database again. */
  open(): Promise<Storage>;
  /** Gives the next test an empty database. */
  reset(): Promise<void>;
}

/** Each of the submissions `ids` has a reference of its own that checks (what a migration's fill gives). */
export async function expectOwnReferences(storage: Storage, ids: readonly string[]): Promise<void> {
  const references = await Promise.all(ids.map(async (id) => (await storage.get(id))!.reference));
  expect(new Set(references).size).toBe(ids.length);
  for (const reference of references) expect(readSubmissionReference(reference)).toBe(reference);
}

/** Submissions stored before their language was kept were all sent from English pages. */
export async function expectEnglish(storage: Storage, ids: readonly string[]): Promise<void> {
  for (const id of ids) expect((await storage.get(id))?.language).toBe('en');
}

/**
 * Payments verified before receipt numbers (the migration's fill): when each was verified, in
 * another order than they were stored, one on 31 March in India; the last never verified.
 */
export const verifiedBeforeReceipts = [
  '2026-05-10T09:00:00.000Z',
  '2026-03-31T18:29:00.000Z',
  '2026-04-02T09:00:00.000Z',
  '2026-03-31T18:30:00.000Z',
  null,
] as const;

/** Their submissions' ids: in the order they were stored, which is not the order they were verified in. */
export const receiptTestIds = verifiedBeforeReceipts.map(
  (_, at) => `00000000-0000-4000-8000-00000000000${at}`,
);

/** The receipts the migration gave the payments of `verifiedBeforeReceipts`: in the order they were verified. */
export async function expectReceiptsInVerifiedOrder(storage: Storage, ids: readonly string[]): Promise<void> {
  const numbers = await Promise.all(
    ids.map(async (id) => (await storage.console.inboxItem(id))?.receiptNumber),
  );
  expect(numbers).toEqual([
    'AL/2026-27/000003',
    'AL/2025-26/000001',
    'AL/2026-27/000002',
    'AL/2026-27/000001',
    null,
  ]);
}

const past = (ms: number) => new Date(Date.now() - ms);

function submission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  const createdAt = overrides.createdAt ?? new Date();
  return {
    id: randomUUID(),
    reference: createSubmissionReference(),
    kind: 'contact',
    email: 'asha@example.com',
    language: 'en',
    data: { firstName: 'Asha', message: 'Hello there, I would like a website.' },
    mails: [
      { id: randomUUID(), template: 'confirmation', to: '"Asha Rao" <asha@example.com>' },
      { id: randomUUID(), template: 'notification', to: 'hello@aarambhlabs.example' },
    ],
    createdAt,
    mailNotBefore: createdAt,
    ...overrides,
  };
}

export function describeStorageContract(name: string, harness: StorageHarness): void {
  describe(`${name}: the storage contract`, () => {
    let storage: Storage;
    beforeEach(async () => {
      await harness.reset();
      storage = await harness.open();
    });
    afterEach(async () => {
      await storage.close();
    });

    /**
     * Saves a contact message at `at` whose confirmation spends `allowances`; answers whether the
     * confirmation was written (every allowance had one left).
     */
    async function take(
      allowances: readonly MailAllowance[],
      at: Date,
      on: Storage = storage,
    ): Promise<boolean> {
      const mailId = randomUUID();
      const saved = await on.save(
        submission({
          createdAt: at,
          mails: [{ id: mailId, template: 'confirmation', to: 'asha@example.com', allowances }],
        }),
      );
      const written = (await on.mailFor(saved.id)).some((mail) => mail.id === mailId);
      expect(saved.withheld?.includes(mailId) ?? false).toBe(!written);
      return written;
    }

    it('stores a submission with its file and mail, and reads it back', async () => {
      const input = submission({
        kind: 'application',
        file: {
          storedName: `${randomUUID()}.pdf`,
          originalName: 'resume.pdf',
          mediaType: 'application/pdf',
          size: 1234,
          crc32: 'cbf43926',
        },
      });
      expect(await storage.save(input)).toEqual({ id: input.id, created: true });
      const stored = await storage.get(input.id);
      expect(stored).toMatchObject({
        id: input.id,
        kind: 'application',
        email: 'asha@example.com',
        data: input.data,
      });
      expect(stored?.file).toEqual(input.file);
      expect(new Date(stored!.createdAt).getTime()).toBe(input.createdAt.getTime());
      const mails = await storage.mailFor(input.id);
      expect(mails.map((m) => [m.template, m.to, m.status, m.attempts])).toEqual(
        expect.arrayContaining([
          ['confirmation', '"Asha Rao" <asha@example.com>', 'pending', 0],
          ['notification', 'hello@aarambhlabs.example', 'pending', 0],
        ]),
      );
    });

    it('keeps any text exactly, including NUL, emoji and scripts other than Latin', async () => {
      const data = {
        message: 'nul \u0000 tab \t emoji 🚀 हिन्दी "quotes" <b>tag</b>',
        nested: { n: 4.5, ok: true },
      };
      const input = submission({ data });
      await storage.save(input);
      expect((await storage.get(input.id))?.data).toEqual(data);
    });

    it('keeps the language of the page each submission was sent from', async () => {
      const hindi = submission({ language: 'hi' });
      const english = submission();
      await storage.save(hindi);
      await storage.save(english);
      expect((await storage.get(hindi.id))?.language).toBe('hi');
      expect((await storage.get(english.id))?.language).toBe('en');
    });

    it("keeps each submission's reference, and refuses a taken one without writing anything", async () => {
      const first = submission();
      await storage.save(first);
      expect((await storage.get(first.id))?.reference).toBe(first.reference);
      const again = submission({ reference: first.reference });
      await expect(storage.save(again)).rejects.toThrow(REFERENCE_TAKEN);
      expect(await storage.get(again.id)).toBeUndefined();
      expect(await storage.mailFor(again.id)).toEqual([]);
      const subscription = {
        id: randomUUID(),
        reference: first.reference,
        email: 'ravi@example.com',
        language: 'en' as const,
        data: { email: 'ravi@example.com' },
        token: randomUUID().replaceAll('-', ''),
        createdAt: new Date(),
        mailNotBefore: new Date(),
        confirmation: { id: randomUUID(), to: 'ravi@example.com', allowances: [] },
        resendAfter: new Date(),
        notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
        answer: { status: 201, body: { success: true } },
      };
      await expect(storage.subscribe(subscription)).rejects.toThrow(REFERENCE_TAKEN);
      expect(await storage.get(subscription.id)).toBeUndefined();
      const subscribed = await storage.subscribe({ ...subscription, reference: createSubmissionReference() });
      expect((await storage.get(subscribed.id))?.reference).toBe(subscribed.reference);
    });

    it('answers undefined for an unknown id', async () => {
      expect(await storage.get(randomUUID())).toBeUndefined();
    });

    it('keeps what it acknowledged when it is opened again', async () => {
      const input = submission();
      await storage.save(input);
      await storage.close();
      storage = await harness.open();
      expect((await storage.get(input.id))?.id).toBe(input.id);
      expect(await storage.mailFor(input.id)).toHaveLength(2);
    });

    it('writes nothing at all when any part of a submission fails', async () => {
      const mailId = randomUUID();
      const input = submission({
        file: {
          storedName: 'x.pdf',
          originalName: 'x.pdf',
          mediaType: 'application/pdf',
          size: 10,
          crc32: '0',
        },
        mails: [
          { id: mailId, template: 'confirmation', to: 'asha@example.com' },
          { id: mailId, template: 'notification', to: 'hello@aarambhlabs.example' },
        ],
      });
      await expect(storage.save(input)).rejects.toThrow();
      expect(await storage.get(input.id)).toBeUndefined();
      expect(await storage.mailFor(input.id)).toEqual([]);
      expect(await storage.storedFileNames()).toEqual([]);
    });

    it('stores concurrent submissions, and one failing does not undo the others', async () => {
      const good = Array.from({ length: 150 }, () => submission());
      const duplicate = submission({ id: good[0]!.id });
      const results = await Promise.allSettled([...good, duplicate].map((s) => storage.save(s)));
      expect(results.slice(0, 150).every((r) => r.status === 'fulfilled')).toBe(true);
      expect(results[150]?.status).toBe('rejected');
      const stored = await storage.list('contact', past(60_000), new Date(Date.now() + 1000));
      expect(stored).toHaveLength(150);
      expect((await storage.mailCounts()).pending).toBe(300);
    });

    describe('subscriptions (double opt-in)', () => {
      const allowance = { key: 'confirmations to ravi', limit: 5 };
      const request = (overrides: Partial<SubscribeRequest> = {}): SubscribeRequest => {
        const createdAt = overrides.createdAt ?? new Date();
        return {
          id: randomUUID(),
          reference: createSubmissionReference(),
          email: 'ravi@example.com',
          language: 'en',
          data: { email: 'ravi@example.com', source: 'footer' },
          token: randomUUID().replaceAll('-', ''),
          createdAt,
          mailNotBefore: createdAt,
          confirmation: { id: randomUUID(), to: 'ravi@example.com', allowances: [allowance] },
          resendAfter: new Date(createdAt.getTime() - 3600_000),
          notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
          answer: { status: 201, body: { success: true } },
          ...overrides,
        };
      };
      const templates = async (id: string) => (await storage.mailFor(id)).map((mail) => mail.template).sort();

      it('stores a new address as pending, with its confirmation and notification', async () => {
        const first = request();
        const result = await storage.subscribe(first);
        expect(result).toEqual({
          id: first.id,
          reference: first.reference,
          token: first.token,
          confirmation: 'written',
          answer: { status: 201, body: JSON.stringify({ success: true, reference: first.reference }) },
          mails: expect.arrayContaining([
            { id: first.confirmation.id, template: 'confirmation', to: 'ravi@example.com' },
            { id: first.notification.id, template: 'notification', to: 'hello@aarambhlabs.example' },
          ]),
        });
        expect((await storage.get(first.id))?.subscription).toMatchObject({
          status: 'pending',
          token: first.token,
          confirmedAt: null,
        });
        expect(await templates(first.id)).toEqual(['confirmation', 'notification']);
      });

      it("keeps a new subscription's language, and the first one's for a repeat", async () => {
        const first = await storage.subscribe(request({ language: 'hi' }));
        expect((await storage.get(first.id))?.language).toBe('hi');
        await storage.subscribe(request({ language: 'en' }));
        expect((await storage.get(first.id))?.language).toBe('hi');
      });

      it('writes nothing for a repeat while a recent confirmation is pending, and a new one after', async () => {
        const first = request();
        await storage.subscribe(first);
        const soon = await storage.subscribe(request());
        expect(soon).toMatchObject({ id: first.id, token: first.token, confirmation: 'recent', mails: [] });
        const later = new Date(Date.now() + 2 * 3600_000);
        const again = request({ createdAt: later });
        expect(await storage.subscribe(again)).toMatchObject({
          id: first.id,
          token: first.token,
          confirmation: 'written',
          mails: [{ id: again.confirmation.id, template: 'confirmation', to: 'ravi@example.com' }],
        });
        expect(await templates(first.id)).toEqual(['confirmation', 'confirmation', 'notification']);
      });

      it('writes no confirmation when an allowance is spent, and counts nothing then', async () => {
        const spent = { key: 'spent', limit: 0 };
        const first = request({
          confirmation: { id: randomUUID(), to: 'ravi@example.com', allowances: [allowance, spent] },
        });
        expect(await storage.subscribe(first)).toMatchObject({ confirmation: 'withheld', spent: 'spent' });
        expect(await templates(first.id)).toEqual(['notification']);
        // The address's allowance was not counted: five are still there.
        for (let n = 0; n < 5; n += 1) expect(await take([allowance], first.createdAt)).toBe(true);
        expect(await take([allowance], first.createdAt)).toBe(false);
      });

      it('confirms by token; a confirmed address gets nothing more for a repeat', async () => {
        const first = request();
        await storage.subscribe(first);
        expect(await storage.confirmSubscription('no-such-token', new Date())).toBe('unknown');
        expect(await storage.confirmSubscription(first.token, new Date())).toBe('confirmed');
        expect(await storage.confirmSubscription(first.token, new Date())).toBe('confirmed');
        expect((await storage.get(first.id))?.subscription?.status).toBe('confirmed');
        const later = new Date(Date.now() + 2 * 3600_000);
        expect(await storage.subscribe(request({ createdAt: later }))).toMatchObject({
          confirmation: 'confirmed',
          mails: [],
        });
      });

      it('records the consent of a new or renewed subscription with it, and its withdrawal once on unsubscribe', async () => {
        const consent = (granted = true): NewConsent => ({
          id: randomUUID(),
          emailHash: consentEmailHash('ravi@example.com'),
          purpose: 'updates',
          granted,
          noticeVersion: 'b'.repeat(64),
          language: 'en',
          channel: 'web',
          at: new Date(Date.now() - 1000),
        });
        const first = request({ consent: consent() });
        await storage.subscribe(first);
        await storage.subscribe(request({ consent: consent() }));
        const granted = async () =>
          (await storage.consentsOf(first.id)).map((row) => [row.granted, row.channel]);
        expect(await granted()).toEqual([[true, 'web']]);
        const withdrawal = {
          id: randomUUID(),
          noticeVersions: { en: 'b'.repeat(64), hi: 'c'.repeat(64) },
          channel: 'email-link' as const,
        };
        expect(await storage.unsubscribe(first.token, new Date(), withdrawal)).toBe(true);
        expect(await storage.unsubscribe(first.token, new Date(), { ...withdrawal, id: randomUUID() })).toBe(
          true,
        );
        expect(await granted()).toEqual([
          [true, 'web'],
          [false, 'email-link'],
        ]);
        await storage.subscribe(request({ consent: { ...consent(), at: new Date(Date.now() + 1000) } }));
        expect(await granted()).toEqual([
          [true, 'web'],
          [false, 'email-link'],
          [true, 'web'],
        ]);
      });

      it('unsubscribes by token; the old confirmation link no longer confirms, a new subscribe starts again', async () => {
        const first = request();
        await storage.subscribe(first);
        await storage.confirmSubscription(first.token, new Date());
        expect(await storage.unsubscribe('no-such-token', new Date())).toBe(false);
        expect(await storage.unsubscribe(first.token, new Date())).toBe(true);
        expect(await storage.unsubscribe(first.token, new Date())).toBe(true);
        expect((await storage.get(first.id))?.subscription?.status).toBe('unsubscribed');
        expect(await storage.confirmSubscription(first.token, new Date())).toBe('unknown');
        const again = request();
        expect(await storage.subscribe(again)).toMatchObject({
          id: first.id,
          token: again.token,
          confirmation: 'written',
        });
        expect((await storage.get(first.id))?.subscription).toMatchObject({
          status: 'pending',
          token: again.token,
        });
      });

      it('replays an Idempotency-Key without writing or spending anything', async () => {
        const key = { endpoint: '/api/subscription/subscribe', key: 'k', fingerprint: 'f' };
        const first = request({ idempotency: key });
        const answer = { status: 201, body: JSON.stringify({ success: true, reference: first.reference }) };
        expect(await storage.subscribe(first)).toMatchObject({ answer });
        const retry = request({ idempotency: key, resendAfter: new Date(Date.now() + 1000) });
        expect(await storage.subscribe(retry)).toMatchObject({
          id: first.id,
          mails: [],
          answer,
          replay: { ...key, ...answer },
        });
        expect(await templates(first.id)).toEqual(['confirmation', 'notification']);
        for (let n = 0; n < 4; n += 1) expect(await take([allowance], first.createdAt)).toBe(true);
        expect(await take([allowance], first.createdAt)).toBe(false);
      });

      it("stores the answer with the known subscription's reference, so its replay is the answer first given", async () => {
        const first = request();
        await storage.subscribe(first);
        const key = { endpoint: '/api/subscription/subscribe', key: 'known', fingerprint: 'f' };
        const repeat = await storage.subscribe(request({ idempotency: key }));
        const answer = { status: 201, body: JSON.stringify({ success: true, reference: first.reference }) };
        expect(repeat).toMatchObject({ id: first.id, answer });
        expect(await storage.subscribe(request({ idempotency: key }))).toMatchObject({
          id: first.id,
          answer,
        });
      });

      it('stores one subscription and one confirmation for concurrent requests of a new address', async () => {
        const results = await Promise.all(Array.from({ length: 6 }, () => storage.subscribe(request())));
        expect(new Set(results.map((result) => result.id)).size).toBe(1);
        expect(results.filter((result) => result.confirmation === 'written')).toHaveLength(1);
        expect(await templates(results[0]!.id)).toEqual(['confirmation', 'notification']);
      });

      it('refuses to save a subscription any other way', async () => {
        await expect(storage.save(submission({ kind: 'subscription' }))).rejects.toThrow('subscribe()');
      });
    });

    it('lets the same address send several messages of other kinds', async () => {
      await storage.save(submission({ kind: 'contact' }));
      await storage.save(submission({ kind: 'contact' }));
      const all = await storage.list('contact', past(60_000), new Date(Date.now() + 1000));
      expect(all).toHaveLength(2);
    });

    it('lists one kind in a date range, oldest first, end excluded', async () => {
      const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
      const kinds: [SubmissionKind, number][] = [
        ['feedback', 3],
        ['feedback', 1],
        ['contact', 2],
        ['feedback', 5],
        ['feedback', 10],
      ];
      for (const [kind, d] of kinds)
        await storage.save(submission({ kind, createdAt: day(d), mailNotBefore: day(d) }));
      const listed = await storage.list('feedback', day(1), day(10));
      expect(listed.map((r) => new Date(r.createdAt).getUTCDate())).toEqual([1, 3, 5]);
    });

    it('hands out due mail once per lease, and again when the lease runs out', async () => {
      const due = submission({ mailNotBefore: past(1000) });
      const later = submission({ mailNotBefore: new Date(Date.now() + 60_000) });
      await storage.save(due);
      await storage.save(later);
      const now = new Date();
      const claimed = await storage.claimDueMail(now, 30_000, 10);
      expect(claimed.map((m) => m.submissionId)).toEqual([due.id, due.id]);
      expect(claimed.map((m) => m.template).sort()).toEqual(['confirmation', 'notification']);
      expect(await storage.claimDueMail(now, 30_000, 10)).toEqual([]);
      const afterLease = await storage.claimDueMail(new Date(now.getTime() + 31_000), 30_000, 10);
      expect(afterLease).toHaveLength(2);
      expect(await storage.claimDueMail(new Date(now.getTime() + 120_000), 30_000, 1)).toHaveLength(1);
    });

    it('records delivery, retries and giving up', async () => {
      const input = submission({ mailNotBefore: past(1000) });
      await storage.save(input);
      const [first, second] = input.mails;
      await storage.markMailSent(first!.id, new Date());
      const retryAt = new Date(Date.now() + 5000);
      await storage.markMailFailed(second!.id, 'connection refused', retryAt);
      let mails = await storage.mailFor(input.id);
      expect(mails.find((m) => m.id === first!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      const retried = mails.find((m) => m.id === second!.id);
      expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
      expect(new Date(retried!.nextAttemptAt).getTime()).toBe(retryAt.getTime());
      expect(await storage.claimDueMail(new Date(), 1000, 10)).toEqual([]);
      expect(await storage.claimDueMail(new Date(retryAt.getTime() + 1), 1000, 10)).toHaveLength(1);

      await storage.markMailFailed(second!.id, 'still refused', null);
      mails = await storage.mailFor(input.id);
      expect(mails.find((m) => m.id === second!.id)).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await storage.mailCounts()).toEqual({ pending: 0, sent: 1, failed: 1 });
      expect(await storage.claimDueMail(new Date(Date.now() + 86_400_000), 1000, 10)).toEqual([]);
    });

    it('purges by kind and age with their files and mail, and old delivered mail', async () => {
      const years = (n: number) => new Date(Date.now() - n * 365.25 * 86_400_000);
      const oldApplication = submission({
        kind: 'application',
        createdAt: years(8),
        mailNotBefore: years(8),
        file: {
          storedName: 'old.pdf',
          originalName: 'cv.pdf',
          mediaType: 'application/pdf',
          size: 5,
          crc32: '1',
        },
      });
      const recentApplication = submission({
        kind: 'application',
        createdAt: years(6),
        mailNotBefore: years(6),
        file: {
          storedName: 'recent.pdf',
          originalName: 'cv.pdf',
          mediaType: 'application/pdf',
          size: 5,
          crc32: '2',
        },
      });
      const oldContact = submission({ kind: 'contact', createdAt: years(4), mailNotBefore: years(4) });
      const oldSubscription = {
        id: randomUUID(),
        mails: [{ id: randomUUID() }, { id: randomUUID() }],
      };
      await storage.subscribe({
        id: oldSubscription.id,
        reference: createSubmissionReference(),
        email: 'ravi@example.com',
        language: 'en',
        data: { email: 'ravi@example.com' },
        token: randomUUID(),
        createdAt: years(4),
        mailNotBefore: years(4),
        confirmation: { id: oldSubscription.mails[0]!.id, to: 'ravi@example.com', allowances: [] },
        resendAfter: years(5),
        notification: { id: oldSubscription.mails[1]!.id, to: 'hello@aarambhlabs.example' },
        answer: { status: 201, body: {} },
      });
      for (const s of [oldApplication, recentApplication, oldContact]) await storage.save(s);
      await storage.markMailSent(oldSubscription.mails[0]!.id, years(4));

      const result = await storage.purge(
        [
          { kinds: ['application', 'career'], before: years(7) },
          { kinds: ['contact', 'feedback'], before: years(3) },
        ],
        years(3),
      );
      expect(result).toEqual({
        submissions: 2,
        mails: 1,
        files: ['old.pdf'],
        mailIds: expect.arrayContaining(
          [...oldApplication.mails, ...oldContact.mails, oldSubscription.mails[0]!].map((mail) => mail.id),
        ),
      });
      expect(result.mailIds).toHaveLength(5);
      expect(await storage.get(oldApplication.id)).toBeUndefined();
      expect(await storage.get(oldContact.id)).toBeUndefined();
      expect(await storage.get(recentApplication.id)).toBeDefined();
      expect(await storage.get(oldSubscription.id)).toBeDefined();
      expect(await storage.mailFor(oldApplication.id)).toEqual([]);
      expect(await storage.mailFor(oldSubscription.id)).toHaveLength(1);
      expect(await storage.storedFileNames()).toEqual(['recent.pdf']);
    });

    it('purges subscriptions never confirmed past the date, and unsubscribed ones, with their mail', async () => {
      const subscribe = async (email: string, createdAt: Date) => {
        const id = randomUUID();
        const token = randomUUID();
        await storage.subscribe({
          id,
          reference: createSubmissionReference(),
          email,
          language: 'en',
          data: { email },
          token,
          createdAt,
          mailNotBefore: createdAt,
          confirmation: { id: randomUUID(), to: email, allowances: [] },
          resendAfter: new Date(0),
          notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
          answer: { status: 201, body: {} },
        });
        return { id, token };
      };
      const old = past(40 * 86_400_000);
      const stale = await subscribe('stale@example.com', old);
      const fresh = await subscribe('fresh@example.com', past(1000));
      const confirmed = await subscribe('kept@example.com', old);
      await storage.confirmSubscription(confirmed.token, past(39 * 86_400_000));
      const left = await subscribe('left@example.com', old);
      await storage.confirmSubscription(left.token, past(39 * 86_400_000));
      await storage.unsubscribe(left.token, past(1000));

      const result = await storage.purge([], null, {
        unconfirmedBefore: past(30 * 86_400_000),
        endedBefore: new Date(),
      });
      expect(result.submissions).toBe(2);
      expect(result.mailIds).toHaveLength(4);
      expect(await storage.get(stale.id)).toBeUndefined();
      expect(await storage.get(left.id)).toBeUndefined();
      expect(await storage.get(fresh.id)).toBeDefined();
      expect(await storage.get(confirmed.id)).toBeDefined();
      expect(await storage.mailFor(left.id)).toEqual([]);
    });

    describe('mail allowances (spent by a save, in its transaction)', () => {
      const hour = new Date('2026-03-01T10:15:00.000Z');
      const later = new Date('2026-03-01T10:59:59.999Z');
      const nextHour = new Date('2026-03-01T11:00:00.000Z');
      const toAsha = { key: 'recipient:asha', limit: 2 };
      const all = { key: 'all', limit: 3 };

      it('spends each allowance up to its limit within an hour, and afresh the next hour', async () => {
        expect(await take([toAsha, all], hour)).toBe(true);
        expect(await take([toAsha, all], later)).toBe(true);
        expect(await take([toAsha, all], later)).toBe(false);
        expect(await take([toAsha, all], nextHour)).toBe(true);
      });

      it('counts nothing when one of the allowances is spent', async () => {
        expect(await take([toAsha, all], hour)).toBe(true);
        expect(await take([toAsha, all], hour)).toBe(true);
        // Asha's is spent: 'all' must still have its third mail for Ravi.
        expect(await take([toAsha, all], hour)).toBe(false);
        expect(await take([{ key: 'recipient:ravi', limit: 2 }, all], hour)).toBe(true);
        expect(await take([{ key: 'recipient:ravi', limit: 2 }, all], hour)).toBe(false);
      });

      it('names the allowance found spent, and none when every one had mail left', async () => {
        const mail = (allowances: MailAllowance[]) =>
          submission({
            createdAt: hour,
            mails: [{ id: randomUUID(), template: 'confirmation', to: 'asha@example.com', allowances }],
          });
        expect(await storage.save(mail([toAsha]))).not.toHaveProperty('spent');
        expect(await storage.save(mail([toAsha, { key: 'none left', limit: 0 }]))).toMatchObject({
          spent: 'none left',
        });
      });

      it('keeps the counts when the database is opened again', async () => {
        expect(await take([toAsha], hour)).toBe(true);
        expect(await take([toAsha], hour)).toBe(true);
        await storage.close();
        storage = await harness.open();
        expect(await take([toAsha], later)).toBe(false);
      });

      it('never gives more than the limit to concurrent callers, on one connection or two', async () => {
        // Both open before the race: two SQLite connections creating one database at the same
        // moment is another matter (issue 14, two servers on one data folder).
        expect(await storage.isHealthy()).toBe(true);
        const other = await harness.open();
        try {
          expect(await other.isHealthy()).toBe(true);
          const taken = await Promise.all(
            Array.from({ length: 12 }, (_, index) => take([all], hour, index % 2 === 0 ? storage : other)),
          );
          expect(taken.filter(Boolean)).toHaveLength(3);
        } finally {
          await other.close();
        }
      });

      it('gives nothing for a limit of 0', async () => {
        expect(await take([{ key: 'none', limit: 0 }], hour)).toBe(false);
      });
    });

    it('answers the backlog for the health check: pending and failed mail, and when the oldest pending was written', async () => {
      expect(await storage.mailBacklog()).toEqual({ pending: 0, failed: 0, oldestPending: null });
      const older = submission({ createdAt: past(7200_000) });
      await storage.save(older);
      const newer = submission({ createdAt: past(60_000) });
      await storage.save(newer);
      expect(await storage.mailBacklog()).toEqual({
        pending: 4,
        failed: 0,
        oldestPending: older.createdAt.toISOString(),
      });
      for (const mail of older.mails) await storage.markMailSent(mail.id, new Date());
      await storage.markMailFailed(newer.mails[0]!.id, 'refused', null);
      expect(await storage.mailBacklog()).toEqual({
        pending: 1,
        failed: 1,
        oldestPending: newer.createdAt.toISOString(),
      });
    });

    it('stores an Idempotency-Key with its submission; the same key again writes nothing and answers the first', async () => {
      const key = {
        endpoint: '/api/contact-us',
        key: 'key-1',
        fingerprint: 'f1',
        status: 201,
        body: '{"id":"a"}',
      };
      const first = submission({ idempotency: key });
      expect(await storage.save(first)).toEqual({ id: first.id, created: true });
      const again = submission({ idempotency: { ...key, fingerprint: 'f2', body: '{"id":"b"}' } });
      expect(await storage.save(again)).toEqual({
        id: first.id,
        created: false,
        replay: key,
      });
      expect(await storage.get(again.id)).toBeUndefined();
      expect((await storage.mailCounts()).pending).toBe(2);
      // The same key on another endpoint is another key.
      const elsewhere = submission({ idempotency: { ...key, endpoint: '/api/feedback' } });
      expect(await storage.save(elsewhere)).toMatchObject({ created: true });
    });

    it('stores one submission for concurrent saves with the same Idempotency-Key', async () => {
      const key = { endpoint: '/api/contact-us', key: 'key-2', fingerprint: 'f', status: 201, body: '{}' };
      const results = await Promise.all(
        Array.from({ length: 5 }, () => storage.save(submission({ idempotency: key }))),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      const firstId = results.find((result) => result.created)!.id;
      for (const result of results.filter((r) => !r.created)) {
        expect(result).toMatchObject({ id: firstId, replay: { fingerprint: 'f' } });
      }
      expect((await storage.mailCounts()).pending).toBe(2);
    });

    it('keeps Idempotency-Keys across a restart, and purges them with their submission', async () => {
      const key = { endpoint: '/api/contact-us', key: 'key-3', fingerprint: 'f', status: 201, body: '{}' };
      const old = submission({ createdAt: past(4 * 365 * 86400_000), idempotency: key });
      await storage.save(old);
      await storage.close();
      storage = await harness.open();
      expect(await storage.save(submission({ idempotency: key }))).toMatchObject({
        id: old.id,
        created: false,
      });
      await storage.purge([{ kinds: ['contact'], before: past(3 * 365 * 86400_000) }], null);
      expect(await storage.save(submission({ idempotency: key }))).toMatchObject({ created: true });
    });

    describe('consent records (append-only, kept after erasure by the hash alone)', () => {
      const consent = (purpose: NewConsent['purpose'], granted: boolean, at: Date): NewConsent => ({
        id: randomUUID(),
        emailHash: consentEmailHash('asha@example.com'),
        purpose,
        granted,
        noticeVersion: 'a'.repeat(64),
        language: 'en',
        channel: 'web',
        at,
      });
      const applied = () => {
        const at = past(5000);
        return submission({
          kind: 'application',
          createdAt: at,
          mailNotBefore: at,
          consents: [consent('application', true, at), consent('updates', false, at)],
        });
      };

      it("writes a submission's choices in its transaction, and none for a replayed Idempotency-Key", async () => {
        const idempotency = {
          endpoint: '/api/application',
          key: 'c1',
          fingerprint: 'f',
          status: 201,
          body: '{}',
        };
        const first = applied();
        await storage.save({ ...first, idempotency });
        await storage.save({ ...applied(), idempotency });
        const records = await storage.consentsOf(first.id);
        expect(
          records.map(({ purpose, granted, channel, language }) => ({ purpose, granted, channel, language })),
        ).toEqual(
          expect.arrayContaining([
            { purpose: 'application', granted: true, channel: 'web', language: 'en' },
            { purpose: 'updates', granted: false, channel: 'web', language: 'en' },
          ]),
        );
        expect(records).toHaveLength(2);
        expect(records[0]).toMatchObject({ submissionId: first.id, noticeVersion: 'a'.repeat(64) });
        expect((await storage.heldAbout('asha@example.com')).consents).toHaveLength(2);
      });

      it('records a withdrawal as a new row once, and knows no consent the submission never had', async () => {
        const first = applied();
        await storage.save(first);
        const withdrawal = {
          submissionId: first.id,
          purpose: 'application' as const,
          noticeVersions: { en: 'b'.repeat(64), hi: 'c'.repeat(64) },
          channel: 'email-link' as const,
          at: new Date(),
        };
        expect(await storage.withdrawConsent({ id: randomUUID(), ...withdrawal })).toBe('withdrawn');
        expect(await storage.withdrawConsent({ id: randomUUID(), ...withdrawal })).toBe('withdrawn');
        const rows = (await storage.consentsOf(first.id)).filter((row) => row.purpose === 'application');
        expect(rows.map(({ granted, channel }) => ({ granted, channel }))).toEqual([
          { granted: true, channel: 'web' },
          { granted: false, channel: 'email-link' },
        ]);
        expect(rows[1]).toMatchObject({
          emailHash: consentEmailHash('asha@example.com'),
          noticeVersion: 'b'.repeat(64),
          language: 'en',
        });
        expect(
          await storage.withdrawConsent({ id: randomUUID(), ...withdrawal, submissionId: randomUUID() }),
        ).toBe('unknown');
      });

      it("records a withdrawal in the language of the consent's notice, under that language's version", async () => {
        const at = past(5000);
        const hindi = submission({
          kind: 'application',
          language: 'hi',
          createdAt: at,
          mailNotBefore: at,
          consents: [{ ...consent('application', true, at), language: 'hi' }],
        });
        await storage.save(hindi);
        await storage.withdrawConsent({
          id: randomUUID(),
          submissionId: hindi.id,
          purpose: 'application',
          noticeVersions: { en: 'b'.repeat(64), hi: 'c'.repeat(64) },
          channel: 'email-link',
          at: new Date(),
        });
        expect(
          (await storage.consentsOf(hindi.id)).map(({ granted, language, noticeVersion }) => ({
            granted,
            language,
            noticeVersion,
          })),
        ).toEqual([
          { granted: true, language: 'hi', noticeVersion: 'a'.repeat(64) },
          { granted: false, language: 'hi', noticeVersion: 'c'.repeat(64) },
        ]);
      });

      it('keeps the rows when the address is erased, with no submission and no address', async () => {
        const first = applied();
        await storage.save(first);
        await storage.erase('asha@example.com');
        const kept = (await storage.heldAbout('asha@example.com')).consents;
        expect(kept).toHaveLength(2);
        expect(kept.every((row) => row.submissionId === null)).toBe(true);
        expect(JSON.stringify(kept)).not.toContain('asha@');
      });
    });

    describe('a data request (access and erasure for one address)', () => {
      const resume = {
        storedName: `${randomUUID()}.pdf`,
        originalName: 'cv.pdf',
        mediaType: 'application/pdf',
        size: 5,
        crc32: '1',
      };
      const asha = () => [
        submission({ kind: 'application', file: resume, createdAt: past(3000), mailNotBefore: past(3000) }),
        submission({
          kind: 'contact',
          createdAt: past(2000),
          mailNotBefore: past(2000),
          idempotency: { endpoint: '/api/contact-us', key: 'k', fingerprint: 'f', status: 201, body: '{}' },
        }),
      ];

      it("finds every submission of the address with its file, subscription and mail, and nobody else's", async () => {
        const [application, contact] = asha();
        await storage.save(application!);
        await storage.save(contact!);
        await storage.save(submission({ email: 'ravi@example.com' }));
        await storage.subscribe({
          id: randomUUID(),
          reference: createSubmissionReference(),
          email: 'asha@example.com',
          language: 'en',
          data: { email: 'asha@example.com' },
          token: randomUUID(),
          createdAt: past(1000),
          mailNotBefore: past(1000),
          confirmation: { id: randomUUID(), to: 'asha@example.com', allowances: [] },
          resendAfter: past(3600_000),
          notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
          answer: { status: 201, body: {} },
        });
        const held = await storage.heldAbout('asha@example.com');
        expect(held.submissions.map((record) => record.kind)).toEqual([
          'application',
          'contact',
          'subscription',
        ]);
        expect(held.submissions[0]?.file).toEqual(resume);
        expect(held.submissions[2]?.subscription?.status).toBe('pending');
        expect(held.mails).toHaveLength(6);
        expect(new Set(held.mails.map((mail) => mail.submissionId))).toEqual(
          new Set(held.submissions.map((record) => record.id)),
        );
        expect((await storage.heldAbout('nobody@example.com')).submissions).toEqual([]);
      });

      it("erases all of it in one go, keeping everyone else's", async () => {
        const [application, contact] = asha();
        await storage.save(application!);
        await storage.save(contact!);
        const ravi = submission({ email: 'ravi@example.com' });
        await storage.save(ravi);
        const erased = await storage.erase('asha@example.com');
        expect(erased).toEqual({
          submissions: 2,
          files: [resume.storedName],
          mailIds: expect.arrayContaining([...application!.mails, ...contact!.mails].map((mail) => mail.id)),
        });
        expect(erased.mailIds).toHaveLength(4);
        expect(await storage.heldAbout('asha@example.com')).toEqual({
          submissions: [],
          mails: [],
          consents: [],
        });
        expect(await storage.storedFileNames()).toEqual([]);
        expect(await storage.get(ravi.id)).toBeDefined();
        expect(await storage.mailFor(ravi.id)).toHaveLength(2);
        // The Idempotency-Key went with its submission: the same key stores anew.
        expect(await storage.save(asha()[1]!)).toMatchObject({ created: true });
      });
    });

    describe('rate limit counts (one statement per request, shared by every server on the database)', () => {
      it('counts each key in its own window, and afresh in the next window', async () => {
        expect(await storage.countRequest('contact 10.0.0.1', 7)).toBe(1);
        expect(await storage.countRequest('contact 10.0.0.1', 7)).toBe(2);
        expect(await storage.countRequest('feedback 10.0.0.1', 7)).toBe(1);
        expect(await storage.countRequest('contact 10.0.0.1', 8)).toBe(1);
      });

      it('gives concurrent requests on two connections each their own count', async () => {
        // The first connection has made the database (a second one opened meanwhile would race it).
        expect(await storage.isHealthy()).toBe(true);
        const other = await harness.open();
        try {
          const counts = await Promise.all(
            Array.from({ length: 20 }, (_, n) =>
              (n % 2 ? other : storage).countRequest('contact 10.0.0.2', 1),
            ),
          );
          expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
        } finally {
          await other.close();
        }
      });

      it('forgets the windows before the one given, and keeps that one', async () => {
        await storage.countRequest('contact 10.0.0.3', 4);
        await storage.countRequest('contact 10.0.0.3', 5);
        await storage.forgetRequests(5);
        expect(await storage.countRequest('contact 10.0.0.3', 4)).toBe(1);
        expect(await storage.countRequest('contact 10.0.0.3', 5)).toBe(2);
      });
    });

    describe("a resume's bytes", () => {
      const application = (content: Buffer) =>
        submission({
          kind: 'application',
          file: {
            storedName: `${randomUUID()}.pdf`,
            originalName: 'resume.pdf',
            mediaType: 'application/pdf',
            size: content.length,
            crc32: '1',
          },
          fileContent: content,
        });

      it('are committed with their row where the database keeps them (a failed save leaves neither), and deleted with it', async () => {
        const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
        const input = application(content);
        if (storage.resumes === 'folder') {
          await expect(storage.save(input)).rejects.toThrow('data folder');
          expect(await storage.get(input.id)).toBeUndefined();
          return;
        }
        // A save that fails part-way (its two mails share an id) leaves neither row nor bytes.
        const mailId = randomUUID();
        const failing = {
          ...input,
          mails: [
            { id: mailId, template: 'confirmation' as const, to: 'asha@example.com' },
            { id: mailId, template: 'notification' as const, to: 'hello@aarambhlabs.example' },
          ],
        };
        await expect(storage.save(failing)).rejects.toThrow();
        expect(await storage.get(input.id)).toBeUndefined();
        expect(await storage.readResume(input.file!.storedName)).toBeUndefined();
        await storage.save(input);
        expect(Buffer.from((await storage.readResume(input.file!.storedName))!)).toEqual(content);
        const other = await harness.open();
        try {
          expect(Buffer.from((await other.readResume(input.file!.storedName))!)).toEqual(content);
        } finally {
          await other.close();
        }
        await storage.erase('asha@example.com');
        expect(await storage.readResume(input.file!.storedName)).toBeUndefined();
      });
    });

    it('answers healthy while the database answers', async () => {
      expect(await storage.isHealthy()).toBe(true);
    });
  });
}
