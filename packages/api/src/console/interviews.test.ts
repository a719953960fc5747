// Interviews: staff offer times to a shortlisted application from the console, the applicant
// books one from the status page opened by a mailed link, a time booked is gone for everyone it
// was offered to, both sides get a calendar invitation in India's time, a reminder waits for the
// day before, and a reschedule request reaches the console.
import { randomUUID } from 'node:crypto';
import { indianWallClock, interviewMessages } from '@aarambh/machines/schemas';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { documents, form, validCareerFields } from '../../harness/fixtures.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId, testMailSettings } from '../../harness/testApp.ts';
import { STATUS_LINK_VALID_MS, statusToken } from '../mail/links.ts';

const t = consoleForEachTest();
const { clock } = t;

/** A job application from `email`, moved to shortlisted (or left at `stage`), sent from a page in `language`. */
async function application(
  email: string,
  stage: 'shortlisted' | 'in_review' = 'shortlisted',
  language: 'en' | 'hi' = 'en',
) {
  const response = await t.app.request('/api/career', {
    method: 'POST',
    body: form(
      { ...validCareerFields(), email, language },
      { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
    ),
  });
  expect(response.status).toBe(201);
  const id = await storedId(t, await response.json());
  for (const next of stage === 'shortlisted'
    ? (['in_review', 'shortlisted'] as const)
    : (['in_review'] as const)) {
    expect(
      (await t.reviewer.post(callPath('change'), { ids: [id], change: { type: 'stage', stage: next } }))
        .status,
    ).toBe(200);
  }
  return id;
}

/** A wall-clock time in India `days` from the test's now, at `clock` (HH:MM). */
const inIndia = (days: number, at: string) =>
  `${indianWallClock(new Date(clock.now().getTime() + days * 86_400_000)).slice(0, 10)}T${at}`;

const slot = (startsAt: string, mode: 'video' | 'phone' | 'office' = 'video') => ({
  startsAt,
  minutes: 45,
  mode,
  detail:
    mode === 'video'
      ? 'https://meet.example.org/aarambh-interview'
      : mode === 'phone'
        ? '+91 98765 43210'
        : 'Aarambh Labs, Connaught Place, New Delhi',
});

/** The status page's form, posted as the page posts it, with a link mailed to the address (`verified`) or the form's answer. */
function post(path: string, id: string, fields: Record<string, string>, verified = true) {
  const token = statusToken(
    testMailSettings.links.secret,
    id,
    new Date(clock.now().getTime() + STATUS_LINK_VALID_MS),
    verified,
  );
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }).toString(),
  });
}
const book = (id: string, slotId: string, verified = true) =>
  post('/api/application-status/interview', id, { slot: slotId }, verified);

/** The calendar event of an invitation, read by ical.js with the VTIMEZONE it carries. */
function calendarEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    uid: event.uid,
  };
}

describe('interviews', () => {
  it('books a time from the mailed link, takes it from everyone it was offered to, and sends both sides a calendar invitation in IST', async () => {
    const asha = await application('asha.rao@example.com');
    const kiran = await application('kiran.shah@example.com');
    const times = [inIndia(3, '11:00'), inIndia(3, '15:30'), inIndia(4, '10:00')];
    const offered = await t.reviewer.post(callPath('offerInterview'), {
      submissionId: asha,
      slots: times.map((time) => slot(time)),
      existing: [],
    });
    expect(offered.status).toBe(200);
    const { interviews } = await offered.json();
    expect(
      interviews.offered.map((s: { startsAt: string }) => indianWallClock(new Date(s.startsAt))),
    ).toEqual(times);
    const [first, second] = interviews.offered as { id: string; startsAt: string }[];
    // The same two times, open, offered to a second applicant.
    expect(
      (
        await t.reviewer.post(callPath('offerInterview'), {
          submissionId: kiran,
          slots: [],
          existing: [first!.id, second!.id],
        })
      ).status,
    ).toBe(200);

    await t.outbox.runOnce(clock.now());
    const invitation = t.mail.sent.find(
      (m) => m.to === 'asha.rao@example.com' && m.subject.startsWith('Pick a time'),
    );
    expect(invitation!.text).toMatch(/Time 1: .+, 11:00–11:45 IST, video call/);
    expect(invitation!.text).toMatch(/Time 3: .+, 10:00–10:45 IST, video call/);
    expect(invitation!.text).toContain('/application-status?token=');

    // The form's answer opens the page but books nothing: only a link mailed to the address does.
    expect((await book(asha, first!.id, false)).headers.get('location')).not.toContain('interview=');
    const booked = await book(asha, first!.id);
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/application-status\?token=.+&interview=booked$/);
    // Gone for the other applicant: their booking of it is refused, and it is no longer offered to them.
    expect((await book(kiran, first!.id)).headers.get('location')).toMatch(/&interview=taken$/);
    const kiranNow = await t.storage.console.submissionInterviews(kiran, clock.now());
    expect(kiranNow.offered.map((s) => s.id)).toEqual([second!.id]);
    expect(kiranNow.booked).toBeNull();

    t.mail.sent.length = 0;
    await t.outbox.runOnce(clock.now());
    const toAsha = t.mail.sent.find((m) => m.to === 'asha.rao@example.com')!;
    const toStaff = t.mail.sent.find((m) => m.to === 'ravi@aarambhlabs.example')!;
    expect(toAsha.subject).toMatch(/^Your interview is booked: .+, 11:00–11:45 IST$/);
    expect(toAsha.text).toContain('https://meet.example.org/aarambh-interview');
    expect(toStaff.subject).toContain('Interview booked: AL-');
    for (const message of [toAsha, toStaff]) {
      const event = calendarEvent(message.icalEvent!);
      expect(event).toMatchObject({
        tzid: 'Asia/Kolkata',
        start: first!.startsAt,
        uid: `${first!.id}@aarambhlabs.example`,
      });
      expect(Date.parse(event.end) - Date.parse(event.start)).toBe(45 * 60_000);
    }
    expect(calendarEvent(toAsha.icalEvent!).start).toBe(new Date(`${times[0]}:00+05:30`).toISOString());

    // The reminder waits for the day before, and a scheduled mail is no backlog.
    const pending = (await t.storage.mailFor(asha)).filter((m) => m.template === 'interview-reminder');
    expect(pending).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await t.storage.mailBacklog(clock.now())).pending).toBe(0);
    t.mail.sent.length = 0;
    await t.outbox.runOnce(new Date(Date.parse(first!.startsAt) - 25 * 3_600_000));
    expect(t.mail.sent.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
    await t.outbox.runOnce(new Date(Date.parse(first!.startsAt) - 23 * 3_600_000));
    expect(t.mail.sent.filter((m) => m.subject.startsWith('Reminder: your interview'))).toHaveLength(1);
  });

  it('writes the applicant’s interview mails in Hindi for an application made on a Hindi page, staff’s copy in English', async () => {
    const priya = await application('priya.sharma@example.com', 'shortlisted', 'hi');
    const { interviews } = await (
      await t.reviewer.post(callPath('offerInterview'), {
        submissionId: priya,
        slots: [slot(inIndia(3, '11:00')), slot(inIndia(3, '15:30'), 'phone')],
        existing: [],
      })
    ).json();
    await t.outbox.runOnce(clock.now());
    const invitation = t.mail.sent.find(
      (m) => m.to === 'priya.sharma@example.com' && m.subject.startsWith('अपने इंटरव्यू का समय चुनें: '),
    )!;
    expect(invitation.html).toContain('<html lang="hi">');
    expect(invitation.text).toMatch(/समय 1: .+, 11:00–11:45 IST, वीडियो कॉल/);
    expect(invitation.text).toMatch(/समय 2: .+, 15:30–16:15 IST, फ़ोन कॉल/);
    expect(invitation.text).toContain('/hi/application-status?token=');

    t.mail.sent.length = 0;
    await book(priya, (interviews.offered as { id: string }[])[0]!.id);
    await t.outbox.runOnce(clock.now());
    const toPriya = t.mail.sent.find((m) => m.to === 'priya.sharma@example.com')!;
    const toStaff = t.mail.sent.find((m) => m.to === 'ravi@aarambhlabs.example')!;
    expect(toPriya.subject).toMatch(/^आपका इंटरव्यू तय हो गया: .+, 11:00–11:45 IST$/);
    expect(toPriya.text).toContain('वीडियो कॉल का लिंक: https://meet.example.org/aarambh-interview');
    const calendar = new ICAL.Component(ICAL.parse(toPriya.icalEvent!));
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toMatch(
      /के साथ इंटरव्यू: /,
    );
    expect(toStaff.subject).toMatch(/^Interview booked: AL-.+, \w+day, /);
    expect(toStaff.text).toContain('When: ');
  });

  it('lands a reschedule request in the console, and a new booking gives the old time back and drops its reminder', async () => {
    const asha = await application('asha.rao@example.com');
    const kiran = await application('kiran.shah@example.com');
    const { interviews } = await (
      await t.reviewer.post(callPath('offerInterview'), {
        submissionId: asha,
        slots: [slot(inIndia(5, '11:00'), 'office'), slot(inIndia(5, '12:00'), 'phone')],
        existing: [],
      })
    ).json();
    const [first, second] = interviews.offered as { id: string }[];
    await t.reviewer.post(callPath('offerInterview'), {
      submissionId: kiran,
      slots: [],
      existing: [first!.id, second!.id],
    });
    await book(asha, first!.id);

    const asked = await post('/api/application-status/interview/reschedule', asha, {
      message: 'I have an exam that morning.',
    });
    expect(asked.headers.get('location')).toMatch(/&interview=requested$/);
    const board = await (await t.reviewer.get(callPath('interviews'))).json();
    expect(board.requests).toEqual([
      expect.objectContaining({
        submissionId: asha,
        message: 'I have an exam that morning.',
        slot: expect.objectContaining({ id: first!.id }),
      }),
    ]);
    expect(board.upcoming).toEqual([
      expect.objectContaining({ submissionId: asha, staffEmail: 'ravi@aarambhlabs.example' }),
    ]);

    clock.advance(60_000);
    expect((await book(asha, second!.id)).headers.get('location')).toMatch(/&interview=booked$/);
    const kiranNow = await t.storage.console.submissionInterviews(kiran, clock.now());
    expect(kiranNow.offered.map((s) => s.id)).toEqual([first!.id]);
    const reminders = (await t.storage.mailFor(asha)).filter((m) => m.template === 'interview-reminder');
    expect(reminders).toHaveLength(1);
    // Answered by the new booking: the request leaves the list.
    expect((await (await t.reviewer.get(callPath('interviews'))).json()).requests).toEqual([]);
    const audit = await (await t.admin.get(`${callPath('audit')}?action=application.reschedule`)).json();
    expect(audit.entries).toHaveLength(1);
  });

  it('refuses what is not allowed: an application not shortlisted, a time past, one time, a time gone, a time not offered, no session', async () => {
    const asha = await application('asha.rao@example.com');
    const inReview = await application('kiran.shah@example.com', 'in_review');
    const two = [slot(inIndia(3, '11:00')), slot(inIndia(3, '12:00'))];
    const offer = (body: Record<string, unknown>) => t.reviewer.post(callPath('offerInterview'), body);

    const notShortlisted = await offer({ submissionId: inReview, slots: two, existing: [] });
    expect(notShortlisted.status).toBe(409);
    expect((await notShortlisted.json()).message).toBe(interviewMessages.notShortlisted);
    const past = await offer({
      submissionId: asha,
      slots: [slot(inIndia(-1, '11:00')), two[0]],
      existing: [],
    });
    expect(past.status).toBe(400);
    expect((await past.json()).message).toBe(interviewMessages.past);
    expect((await offer({ submissionId: asha, slots: [two[0]], existing: [] })).status).toBe(400);
    expect(
      (
        await offer({
          submissionId: asha,
          slots: [{ ...two[0], detail: 'http://meet.example.org/x' }, two[1]],
          existing: [],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await offer({
          submissionId: asha,
          slots: [{ ...two[0], startsAt: inIndia(3, '25:00') }, two[1]],
          existing: [],
        })
      ).status,
    ).toBe(400);
    const gone = await offer({ submissionId: asha, slots: [two[0]], existing: [randomUUID()] });
    expect(gone.status).toBe(409);
    expect((await gone.json()).message).toBe(interviewMessages.slotGone);
    const unsigned = await t.app.request(callPath('offerInterview'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://aarambhlabs.example',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify({ submissionId: asha, slots: two, existing: [] }),
    });
    expect(unsigned.status).toBe(401);

    // A time offered to someone else cannot be booked by an application it was not offered to.
    const { interviews } = await (await offer({ submissionId: asha, slots: two, existing: [] })).json();
    const other = await application('meera.iyer@example.com');
    expect((await book(other, interviews.offered[0].id)).headers.get('location')).toMatch(
      /&interview=taken$/,
    );
    expect((await t.storage.console.submissionInterviews(asha, clock.now())).booked).toBeNull();
    // Nothing written for the refused offers: the invitation of the one that was made only.
    expect((await t.storage.mailFor(asha)).filter((m) => m.template === 'interview-invitation')).toHaveLength(
      1,
    );
  });
});
