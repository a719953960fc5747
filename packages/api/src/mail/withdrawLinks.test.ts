// "Every e-mail and the status page carry a withdraw link that works in one step" (issue 41): each
// outbox template that goes to a person who gave a consent carries the withdraw link of each
// consent given, and one POST of it withdraws. The table below names every template, so a new one
// must say which it is.
import { indianWallClock } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { documents, form, validCareerFields, validContact } from '../../harness/fixtures.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId, testMailSettings } from '../../harness/testApp.ts';
import { type MailTemplate, mailTemplates } from '../storage/types.ts';
import { STATUS_LINK_VALID_MS, statusToken } from './links.ts';

/**
 * Which templates carry withdraw links. `person`: a mail to the person a submission came from,
 * with a link per consent given; otherwise why not: it goes to the company, or to someone who
 * gave no consent (an address a privacy request names, unconfirmed; a guardian asked to give one).
 */
const templates = {
  confirmation: 'person',
  status: 'person',
  'status-link': 'person',
  reply: 'person',
  'interview-invitation': 'person',
  'interview-booked': 'person',
  'interview-reminder': 'person',
  'breach-notice': 'person',
  notification: 'the company',
  'interview-booked-staff': 'the company',
  'privacy-confirmation': 'an address no consent was given from',
  'guardian-request': 'a guardian asked to give consent',
} as const satisfies Record<MailTemplate, string>;

const t = consoleForEachTest();
const { clock } = t;
const applicant = 'asha.rao@example.com';

const WITHDRAW = /https:\/\/aarambhlabs\.example\/api\/privacy\/withdraw\?token=([A-Za-z0-9_.-]+)/g;
const withdrawTokens = (text: string) => [...new Set([...text.matchAll(WITHDRAW)].map((match) => match[1]!))];

/** The site's withdraw page's one button. */
const withdraw = (token: string) =>
  t.app.request(`/api/privacy/withdraw?token=${encodeURIComponent(token)}`, { method: 'POST' });

/** A job application that consented to its use and to updates (`allowContact`), shortlisted. */
async function jobApplication() {
  const response = await t.app.request('/api/career', {
    method: 'POST',
    body: form(
      { ...validCareerFields(), email: applicant, allowContact: 'true' },
      { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
    ),
  });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { reference: string };
  const id = await storedId(t, answer);
  for (const stage of ['in_review', 'shortlisted'] as const)
    expect(
      (await t.reviewer.post(callPath('change'), { ids: [id], change: { type: 'stage', stage } })).status,
    ).toBe(200);
  await t.outbox.settled();
  t.mail.sent.length = 0;
  return { id, reference: answer.reference };
}

/** The mails sent now to `to`, with their subjects. */
async function sentNow(to: string, at = clock.now()) {
  await t.outbox.runOnce(at);
  await t.outbox.settled();
  const sent = t.mail.sent.filter((message) => message.to === to);
  t.mail.sent.length = 0;
  return sent;
}

/** Every consent of the submission ends withdrawn once each token's one POST is sent. */
async function expectEachWithdraws(id: string, tokens: string[]) {
  expect(tokens).toHaveLength(2);
  for (const token of tokens) expect((await withdraw(token)).status).toBe(200);
  const records = await t.storage.consentsOf(id);
  for (const purpose of ['application', 'updates'])
    expect(
      records
        .filter((record) => record.purpose === purpose)
        .map(({ granted, channel }) => ({ granted, channel })),
    ).toContainEqual({ granted: false, channel: 'email-link' });
}

const inIndia = (days: number, at: string) =>
  `${indianWallClock(new Date(clock.now().getTime() + days * 86_400_000)).slice(0, 10)}T${at}`;

describe('withdraw links in every mail to a person who consented', () => {
  it('names every outbox template', () => {
    expect(Object.keys(templates).sort()).toEqual([...mailTemplates].sort());
  });

  it('a staff reply to an application carries a link per consent given, each withdrawing in one POST', async () => {
    const { id } = await jobApplication();
    const { templates: replyTemplates } = await (await t.reviewer.get(callPath('replyTemplates'))).json();
    const sent = await t.reviewer.post(callPath('reply'), {
      submissionId: id,
      templateId: replyTemplates[0].id,
      subject: 'About your application',
      body: 'Thank you: we will write again soon.',
    });
    expect(sent.status).toBe(200);
    const [reply] = await sentNow(applicant);
    expect(reply?.subject).toBe('About your application');
    expect(reply!.html).toContain('/api/privacy/withdraw?token=');
    await expectEachWithdraws(id, withdrawTokens(reply!.text));
  });

  it('a staff reply to a contact message carries none: that form asks for no consent', async () => {
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    const id = await storedId(t, await response.json());
    await t.outbox.settled();
    t.mail.sent.length = 0;
    const { templates: replyTemplates } = await (await t.reviewer.get(callPath('replyTemplates'))).json();
    await t.reviewer.post(callPath('reply'), {
      submissionId: id,
      templateId: replyTemplates[0].id,
      subject: 'About your message',
      body: 'Thank you for writing.',
    });
    const [reply] = await sentNow(validContact().email);
    expect(reply?.subject).toBe('About your message');
    expect(withdrawTokens(reply!.text)).toEqual([]);
  });

  it("the applicant's interview mails carry them; staff's copy does not", async () => {
    const { id } = await jobApplication();
    const offered = await t.reviewer.post(callPath('offerInterview'), {
      submissionId: id,
      slots: ['11:00', '15:00'].map((at) => ({
        startsAt: inIndia(3, at),
        minutes: 45,
        mode: 'phone',
        detail: '+91 98765 43210',
      })),
      existing: [],
    });
    expect(offered.status).toBe(200);
    const { interviews } = await offered.json();
    const [invitation] = await sentNow(applicant);
    expect(invitation?.subject).toMatch(/^Pick a time for your interview/);
    expect(withdrawTokens(invitation!.text)).toHaveLength(2);

    const token = statusToken(
      testMailSettings.links.secret,
      id,
      new Date(clock.now().getTime() + STATUS_LINK_VALID_MS),
    );
    const booked = await t.app.request('/api/application-status/interview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, slot: interviews.offered[0].id }).toString(),
    });
    expect(booked.headers.get('location')).toMatch(/&interview=booked$/);
    await t.outbox.runOnce(clock.now());
    await t.outbox.settled();
    const toApplicant = t.mail.sent.find((message) => message.to === applicant)!;
    const toStaff = t.mail.sent.find((message) => message.to === 'ravi@aarambhlabs.example')!;
    expect(toApplicant.subject).toMatch(/^Your interview is booked/);
    expect(withdrawTokens(toApplicant.text)).toHaveLength(2);
    expect(withdrawTokens(toStaff.text)).toEqual([]);
    t.mail.sent.length = 0;

    const startsAt = Date.parse(interviews.offered[0].startsAt);
    const [reminder] = await sentNow(applicant, new Date(startsAt - 23 * 3_600_000));
    expect(reminder?.subject).toMatch(/^Reminder: your interview/);
    await expectEachWithdraws(id, withdrawTokens(reminder!.text));
  });

  it('a breach notice carries the links of the submission it was sent for', async () => {
    const { reference, id } = await jobApplication();
    const { incident } = await (
      await t.admin.post(callPath('openIncident'), {
        summary: 'A copy of the applications inbox was readable at a public link.',
        detectedAt: indianWallClock(new Date(clock.now().getTime() - 3_600_000)).slice(0, 16),
        records: { by: 'references', references: [reference] },
      })
    ).json();
    expect(
      (
        await t.admin.post(callPath('notifyIncident'), {
          id: incident.id,
          subject: 'About your data',
          body: 'We are sorry.',
        })
      ).status,
    ).toBe(200);
    const [notice] = await sentNow(applicant, new Date(Date.now() + 60_000));
    expect(notice?.subject).toBe('About your data');
    await expectEachWithdraws(id, withdrawTokens(notice!.text));
  });
});
