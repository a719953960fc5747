// Breach incidents from the console: an admin opens one, sees its clocks and the affected people,
// confirms the pre-filled notice, and one mail per address goes through the outbox, once. A
// reviewer gets nothing; the audit log names no one.
import { describe, expect, it } from 'vitest';
import { staffCalls } from '@aarambh/machines/schemas';
import { validContact, validFeedback } from '../../harness/fixtures.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';

import { indianDay } from '../indianTime.ts';

const t = consoleForEachTest();

async function send(path: string, body: Record<string, unknown>): Promise<{ reference: string }> {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** Three messages from two people (one writes twice, once in capitals) and a feedback from a third. */
async function records() {
  const first = await send('/api/contact-us', { ...validContact(), email: 'asha@example.com' });
  await send('/api/contact-us', { ...validContact(), email: 'asha@example.com' });
  const other = await send('/api/contact-us', { ...validContact(), email: 'ravi.k@example.com' });
  await send('/api/feedback', { ...validFeedback(), email: 'meera@example.com' });
  await t.outbox.settled();
  t.mail.sent.length = 0;
  return { first, other };
}

const today = () => indianDay(new Date());
const opening = (records: Record<string, unknown>) => ({
  summary: 'A copy of the contact inbox was readable at a public link.',
  detectedAt: '2026-11-26T10:00',
  records,
});

describe('breach incidents', () => {
  it('opens an incident with both clocks from detection and the affected people of the chosen kinds', async () => {
    await records();
    const response = await t.admin.post(
      callPath('openIncident'),
      opening({ by: 'kinds', kinds: ['contact'], from: today(), to: today() }),
    );
    expect(response.status).toBe(200);
    const { incident } = await response.json();
    expect(incident).toMatchObject({
      status: 'open',
      detectedAt: '2026-11-26T04:30:00.000Z',
      certInDueAt: '2026-11-26T10:30:00.000Z',
      boardDueAt: '2026-11-29T04:30:00.000Z',
      people: 2,
      openedBy: 'lead@aarambhlabs.example',
      notifiedAt: null,
      noticesQueued: 0,
    });
    expect([...incident.addresses].sort()).toEqual(['asha@example.com', 'ravi.k@example.com']);
    // Rule 7(1)'s five items, in order, with the grievance contact.
    const headings = [
      'What happened',
      'What it may mean for you',
      'What we have done and are doing',
      'What you can do',
      'Who can answer your questions',
    ];
    const positions = headings.map((heading) => incident.notice.body.indexOf(heading));
    expect(
      positions.every((at: number, index: number) => at >= 0 && (index === 0 || at > positions[index - 1]!)),
    ).toBe(true);
    expect(incident.notice.body).toContain('grievance@aarambhlabs.example');
    expect(incident.notice.body).toContain('2026-11-26 at 10:00');

    const list = await (await t.admin.get(callPath('incidents'))).json();
    expect(list.incidents).toEqual([expect.objectContaining({ id: incident.id, people: 2, status: 'open' })]);
  });

  it('finds chosen submissions by reference', async () => {
    const { other } = await records();
    const { incident } = await (
      await t.admin.post(
        callPath('openIncident'),
        opening({ by: 'references', references: [other.reference] }),
      )
    ).json();
    expect(incident.addresses).toEqual(['ravi.k@example.com']);
  });

  it('sends the confirmed notice once to each affected address through the outbox, and a retry sends nothing more', async () => {
    await records();
    const { incident } = await (
      await t.admin.post(
        callPath('openIncident'),
        opening({ by: 'kinds', kinds: ['contact', 'feedback'], from: today(), to: today() }),
      )
    ).json();
    const notice = { subject: 'About your details', body: 'What happened\nWe are sorry.' };
    const sent = await t.admin.post(callPath('notifyIncident'), { id: incident.id, ...notice });
    expect(sent.status).toBe(200);
    expect((await sent.json()).incident).toMatchObject({ status: 'notified', noticesQueued: 3, notice });
    const again = await t.admin.post(callPath('notifyIncident'), {
      id: incident.id,
      ...notice,
      body: 'Another text',
    });
    expect((await again.json()).incident).toMatchObject({ noticesQueued: 3, notice });

    await t.outbox.runOnce(new Date(Date.now() + 60_000));
    await t.outbox.settled();
    expect(t.mail.sent.map((message) => message.to).sort()).toEqual([
      'asha@example.com',
      'meera@example.com',
      'ravi.k@example.com',
    ]);
    for (const message of t.mail.sent) {
      expect(message.subject).toBe('About your details');
      expect(message.text).toContain('We are sorry.');
      expect(message.text).not.toContain('Another text');
      expect(message.replyTo).toBe('grievance@aarambhlabs.example');
    }

    const { entries } = await (await t.admin.get(`${callPath('audit')}?action=incident-notify`)).json();
    const lines = JSON.stringify(entries);
    expect(lines).toContain('incident-notify');
    expect(lines).not.toMatch(/asha|ravi\.k|meera/i);
  });

  it('declares a notice written in Hindi Hindi, and one in English English', async () => {
    await records();
    const notify = async (notice: { subject: string; body: string }) => {
      const { incident } = await (
        await t.admin.post(
          callPath('openIncident'),
          opening({ by: 'kinds', kinds: ['feedback'], from: today(), to: today() }),
        )
      ).json();
      expect((await t.admin.post(callPath('notifyIncident'), { id: incident.id, ...notice })).status).toBe(
        200,
      );
      await t.outbox.runOnce(new Date(Date.now() + 60_000));
      await t.outbox.settled();
      return t.mail.sent.find((message) => message.subject === notice.subject)!;
    };
    const hindi = await notify({ subject: 'आपकी जानकारी के बारे में', body: 'क्या हुआ\nहमें खेद है।' });
    expect(hindi.html).toContain('<html lang="hi">');
    const english = await notify({ subject: 'About your details', body: 'What happened\nWe are sorry.' });
    expect(english.html).toContain('<html lang="en">');
  });

  it('refuses a detection time later than now and records that match nothing sensible', async () => {
    expect(
      (
        await t.admin.post(callPath('openIncident'), {
          ...opening({ by: 'kinds', kinds: ['contact'], from: today(), to: today() }),
          detectedAt: '2026-11-27T10:00',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.admin.post(
          callPath('openIncident'),
          opening({ by: 'kinds', kinds: [], from: today(), to: today() }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.admin.post(
          callPath('openIncident'),
          opening({ by: 'references', references: ['not a reference'] }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await t.admin.post(callPath('incident'), { id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
  });

  it('answers a reviewer 403 on every incident call and changes nothing', async () => {
    await records();
    const { incident } = await (
      await t.admin.post(
        callPath('openIncident'),
        opening({ by: 'kinds', kinds: ['contact'], from: today(), to: today() }),
      )
    ).json();
    const bodies = {
      incidents: undefined,
      openIncident: opening({ by: 'kinds', kinds: ['contact'], from: today(), to: today() }),
      incident: { id: incident.id },
      notifyIncident: { id: incident.id, subject: 'x', body: 'y' },
    } as const;
    for (const [name, body] of Object.entries(bodies) as [keyof typeof bodies, unknown][]) {
      const response =
        staffCalls[name].method === 'GET'
          ? await t.reviewer.get(callPath(name))
          : await t.reviewer.post(callPath(name), body);
      expect(response.status, name).toBe(403);
    }
    const { incidents } = await (await t.admin.get(callPath('incidents'))).json();
    expect(incidents).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(t.mail.sent).toEqual([]);
  });
});
