// The Idempotency-Key header on the submission endpoints (IETF draft-ietf-httpapi-idempotency-key-header).
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite.ts';
import {
  appForEachTest,
  createTestApp,
  memoryTransport,
  testMailSettings,
  type TestApp,
  storedId,
} from '../../harness/testApp.ts';
import { documents, form, validApplicationFields, validContact } from '../../harness/fixtures.ts';

const t = appForEachTest();

const contact = (key: string | undefined, body: unknown = validContact(), app: Pick<TestApp, 'app'> = t) =>
  app.app.request('/api/contact-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });

async function contactRows(app: Pick<TestApp, 'storage'> = t) {
  return (await app.storage.list('contact', new Date(0), new Date(Date.now() + 60_000))).length;
}

describe('Idempotency-Key', () => {
  it('answers a retry with the same key with the first answer, storing and mailing nothing twice', async () => {
    const first = await contact('"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const retry = await contact('"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await contactRows()).toBe(1);
    expect(t.mail.sent).toHaveLength(2);
  });

  it('stores a request again under a new key, and without one', async () => {
    await contact('"a"');
    await contact('"b"');
    await contact(undefined);
    expect(await contactRows()).toBe(3);
  });

  it('takes a key that comes back with a different request as a new request: no 422 tells anyone the key was used', async () => {
    const first = await contact('"k"');
    const other = await contact('"k"', { ...validContact(), subject: 'Another subject entirely' });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await other.json()).reference).not.toBe((await first.json()).reference);
    expect(await contactRows()).toBe(2);
    // Each request keeps its own first answer.
    const retry = await contact('"k"', { ...validContact(), subject: 'Another subject entirely' });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await contactRows()).toBe(2);
  });

  it('stores the key scoped to its request: the database never holds the key as sent', async () => {
    await contact('"visible-key-1234"');
    const { DatabaseSync } = await import('node:sqlite');
    const database = new DatabaseSync(`${t.dataDir}/aarambh.sqlite`, { readOnly: true });
    try {
      const keys = database.prepare('SELECT key FROM idempotency_keys').all() as { key: string }[];
      expect(keys).toHaveLength(1);
      expect(keys[0]!.key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      database.close();
    }
  });

  it('spends no second confirmation allowance for a retry', async () => {
    const capped = await createTestApp(t.mail, { mail: { ...testMailSettings, confirmationsPerHour: 2 } });
    try {
      await contact('"cap-1"', validContact(), capped);
      await contact('"cap-1"', validContact(), capped);
      // The hour's second confirmation is still there for another visitor.
      await contact('"cap-2"', { ...validContact(), email: 'ravi@example.com' }, capped);
      await capped.outbox.settled();
      const confirmations = t.mail.sent.filter((message) => message.to !== 'hello@aarambhlabs.example');
      expect(confirmations.map((message) => message.to)).toEqual([
        'asha.rao@example.com',
        'ravi@example.com',
      ]);
    } finally {
      await capped.close();
    }
  });

  it('sends no mail again for a retry, even when the first delivery had failed', async () => {
    t.mail.failing = true;
    const first = await contact('"w"');
    await t.outbox.settled();
    t.mail.failing = false;
    const retry = await contact('"w"');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    await t.outbox.settled();
    expect(t.mail.sent).toHaveLength(0);
  });

  it('stores one application and one file for a multipart retry (a new boundary, the same form)', async () => {
    const send = () =>
      t.app.request('/api/application', {
        method: 'POST',
        headers: { 'Idempotency-Key': '"upload-1"' },
        body: form(validApplicationFields(), {
          content: documents.pdf(),
          name: 'cv.pdf',
          type: 'application/pdf',
        }),
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    const answer = await first.json();
    expect(await retry.json()).toEqual(answer);
    expect(t.uploads()).toEqual([`${await storedId(t, answer)}.pdf`]);
  });

  it('holds across a restart: the key is stored with the submission', async () => {
    const first = await contact('"restart"');
    const { reference } = await first.json();
    await t.outbox.stop();
    await t.storage.close();
    const restarted = await createTestApp(memoryTransport(), { storage: openSqlite(t.dataDir) });
    try {
      const retry = await contact('"restart"', validContact(), restarted);
      expect(retry.status).toBe(201);
      expect((await retry.json()).reference).toBe(reference);
      expect(await contactRows(restarted)).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const response = await contact('"has a space"');
    expect(response.status).toBe(400);
    expect(await contactRows()).toBe(0);
  });
});
