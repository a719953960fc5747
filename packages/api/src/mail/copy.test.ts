// The applicant's e-mails in the language of the page they applied on (issue 42): the confirmation
// and the status mails of a Hindi submission in Hindi, the company's notification in English.
import { describe, expect, it } from 'vitest';
import {
  documents,
  form,
  opening,
  programme,
  validApplicationFields,
  validCareerFields,
} from '../../harness/fixtures.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId, testMailSettings } from '../../harness/testApp.ts';
import { STATUS_MAIL_GATHER_MS } from '../storage/consoleRows.ts';
import { type MailCopy, mailCopy } from './copy.ts';
import { readStatusToken } from './links.ts';

/** The keys of a copy set, nested ones as dotted paths. */
function keysOf(copy: object, prefix = ''): string[] {
  return Object.entries(copy).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the mail copy of each language', () => {
  it('has every English text in Hindi, and a Hindi set missing one fails the type check', () => {
    expect(keysOf(mailCopy.hi)).toEqual(keysOf(mailCopy.en));
    const { notYou: _missing, ...withoutOne } = mailCopy.hi;
    // @ts-expect-error: a set without `notYou` is not a MailCopy
    const incomplete: MailCopy = withoutOne;
    expect(incomplete).not.toHaveProperty('notYou');
  });
});

const t = consoleForEachTest();
const applicant = 'asha.rao@example.com';

/** The mails the outbox sends to `to` once a status mail has waited for further changes. */
async function sentLater(to: string) {
  await t.outbox.runOnce(new Date(t.clock.now().getTime() + STATUS_MAIL_GATHER_MS + 1000));
  await t.outbox.settled();
  const sent = t.mail.sent.filter((message) => message.to === to);
  t.mail.sent.length = 0;
  return sent;
}

describe("the applicant's e-mails in the language of the page", () => {
  it('confirms a Hindi internship application in Hindi, the titles and UPI in Latin script', async () => {
    const response = await t.app.request('/api/application', {
      method: 'POST',
      body: form({ ...validApplicationFields(), email: applicant, language: 'hi' }),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await t.outbox.settled();
    const confirmation = t.mail.sent.find((message) => message.to === applicant)!;
    expect(confirmation.subject).toBe(`आपका आवेदन हमें मिल गया: ${programme.title}`);
    expect(confirmation.html).toContain('<html lang="hi">');
    expect(confirmation.text).toContain(`रेफ़रेंस: ${reference}`);
    expect(confirmation.text).toContain(
      `${programme.company} के ${programme.title} के लिए आपका आवेदन हमें मिल गया है।`,
    );
    expect(confirmation.text).toMatch(/प्रोग्राम: \d+ हफ़्ते, /);
    expect(confirmation.text).toMatch(/फ़ीस: ₹[\d,]+, UPI ट्रांज़ैक्शन आईडी के आख़िरी अंक \w{4}, जाँच बाकी है/);
    expect(confirmation.text).toContain('देखें कि आपका आवेदन कहाँ तक पहुँचा: https://aarambhlabs.example/');
    expect(confirmation.text).toContain('अपनी सहमति वापस लें: आपका आवेदन');
    expect(confirmation.text).not.toMatch(/We have received|Reference:|Withdraw/);
    // The company reads English.
    const notification = t.mail.sent.find((message) => message.to === programme.ownerEmail)!;
    expect(notification.subject).toMatch(/^New internship application: /);
  });

  it("writes a Hindi application's status mails in Hindi, with the same signed status link to the Hindi page", async () => {
    const response = await t.app.request('/api/career', {
      method: 'POST',
      body: form(
        { ...validCareerFields(), email: applicant, language: 'hi' },
        { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
      ),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { reference: string };
    const id = await storedId(t, answer);
    await t.outbox.settled();
    t.mail.sent.length = 0;
    const change = { ids: [id], change: { type: 'stage', stage: 'in_review' } };
    expect((await t.reviewer.post(callPath('change'), change)).status).toBe(200);
    const [status] = await sentLater(applicant);
    expect(status?.subject).toBe(`${opening.title} के लिए आपका आवेदन: समीक्षा में`);
    expect(status?.text).toContain('हमारी टीम आपके आवेदन को देख रही है।');
    expect(status?.text).toContain(`रेफ़रेंस: ${answer.reference}`);
    const link =
      /देखें कि आपका आवेदन कहाँ तक पहुँचा: (https:\/\/aarambhlabs\.example\/hi\/application-status\?token=\S+)/;
    const token = new URL(status!.text.match(link)![1]!).searchParams.get('token')!;
    // Signed as the English link is: it opens this application, as mailed to its address.
    expect(readStatusToken(testMailSettings.links.secret, token, new Date())).toEqual({
      submissionId: id,
      verified: true,
    });
    expect(readStatusToken(testMailSettings.links.secret, `${token.slice(0, -2)}xx`, new Date())).toBe(
      'invalid',
    );
  });
});
