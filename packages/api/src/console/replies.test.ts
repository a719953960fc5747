// Staff answer from the console: a reply goes through the outbox to the address the submission
// gave, from the company with Reply-To its inbox, and is kept in the submission's history.
import { randomUUID } from 'node:crypto';
import { fillReplyTemplate, languageMessage, replyMessages } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { validContact } from '../../harness/fixtures.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId, testMailSettings } from '../../harness/testApp.ts';

const t = consoleForEachTest();

async function contact(fields: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  const response = await t.app.request('/api/contact-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validContact(), ...fields }),
  });
  expect(response.status).toBe(201);
  const answer = await response.json();
  return { id: await storedId(t, answer), reference: answer.reference };
}

describe('replies from the console', () => {
  it("sends a template's reply, filled in, to the submission's address from the company, keeps it and answers the message", async () => {
    const message = await contact();
    const { templates } = await (await t.reviewer.get(callPath('replyTemplates'))).json();
    const template = templates.find((candidate: { situation: string }) => candidate.situation === 'message');
    const values = { name: 'Asha Rao', reference: message.reference };
    const subject = fillReplyTemplate(template.subject, values);
    const body = fillReplyTemplate(template.body, values).replace(
      '\n\n\n\n',
      '\n\nYes: a catalogue site takes about three weeks.\n\n',
    );
    const sent = await t.reviewer.post(callPath('reply'), {
      submissionId: message.id,
      templateId: template.id,
      subject,
      body,
      // Not part of the call: a reply goes only to the address the submission gave.
      to: 'someone.else@example.org',
    });
    expect(sent.status).toBe(200);
    expect((await sent.json()).reply).toMatchObject({
      subject,
      body,
      staffEmail: 'ravi@aarambhlabs.example',
    });

    await t.outbox.runOnce(new Date());
    const delivered = t.mail.sent.filter((m) => m.subject === subject);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      from: testMailSettings.from,
      to: 'asha.rao@example.com',
      replyTo: testMailSettings.inbox,
    });
    expect(delivered[0]!.text).toContain('Yes: a catalogue site takes about three weeks.');
    expect(delivered[0]!.text).toContain(`Reference: ${message.reference}`);
    expect(t.mail.sent.some((m) => m.to === 'someone.else@example.org')).toBe(false);

    const detail = await (await t.reviewer.get(callPath('submission', message.id))).json();
    expect(detail.item.stage).toBe('answered');
    expect(detail.replies).toEqual([
      expect.objectContaining({ subject, body, staffEmail: 'ravi@aarambhlabs.example', mailStatus: 'sent' }),
    ]);
    const audit = await (await t.admin.get(`${callPath('audit')}?action=reply`)).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({
        staffEmail: 'ravi@aarambhlabs.example',
        target: `submission:${message.id}`,
        detail: { template: template.id },
      }),
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('three weeks');
  });

  it('frames a reply in the language staff wrote it in: Hindi around Hindi, English around a template to a Hindi submission', async () => {
    const message = await contact({ language: 'hi' });
    const reply = async (subject: string, body: string) => {
      const sent = await t.reviewer.post(callPath('reply'), {
        submissionId: message.id,
        templateId: null,
        subject,
        body,
      });
      expect(sent.status).toBe(200);
      await t.outbox.runOnce(new Date());
      return t.mail.sent.find((m) => m.subject === subject)!;
    };
    const hindi = await reply('आपके संदेश के बारे में', 'नमस्ते, हम कल आपको फ़ोन करेंगे। Website की details भेजें।');
    expect(hindi.text).toContain(`रेफ़रेंस: ${message.reference}`);
    expect(hindi.text).not.toContain('Reference:');
    expect(hindi.html).toContain('<html lang="hi">');
    const english = await reply('About your message', 'Dear Asha, we will call you tomorrow.');
    expect(english.text).toContain(`Reference: ${message.reference}`);
    expect(english.html).toContain('<html lang="en">');
  });

  it('refuses a reply to a submission that gave no address, and to none, writing nothing', async () => {
    const response = await t.app.request('/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: '',
        email: '',
        message: 'Anonymous, and pleased with the workshop.',
        rating: 5,
        isAnonymous: true,
        timestamp: new Date().toISOString(),
        source: 'feedback_page',
      }),
    });
    const id = await storedId(t, await response.json());
    const reply = { submissionId: id, templateId: null, subject: 'Thanks', body: 'Thank you.' };
    const refused = await t.reviewer.post(callPath('reply'), reply);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(replyMessages.noAddress);
    expect((await t.reviewer.post(callPath('reply'), { ...reply, submissionId: randomUUID() })).status).toBe(
      404,
    );
    expect((await t.storage.mailFor(id)).filter((m) => m.template === 'reply')).toEqual([]);
  });

  it('says what is wrong with an empty or overlong reply', async () => {
    const message = await contact();
    const empty = await t.reviewer.post(callPath('reply'), {
      submissionId: message.id,
      templateId: null,
      subject: '  ',
      body: '',
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toMatchObject({
      subject: replyMessages.subject,
      body: replyMessages.body,
    });
    const long = await t.reviewer.post(callPath('reply'), {
      submissionId: message.id,
      templateId: null,
      subject: 'Fine',
      body: 'x'.repeat(5001),
    });
    expect((await long.json()).errors).toMatchObject({ body: replyMessages.bodyLong });
  });

  it('lets admins, and only admins, change the templates, each in a language of the site', async () => {
    const template = {
      id: randomUUID(),
      situation: 'message',
      language: 'hi',
      title: 'Pricing',
      subject: 'Our prices',
      body: 'Dear {name}, ...',
    };
    expect((await t.reviewer.post(callPath('saveReplyTemplate'), template)).status).toBe(403);
    // A template says which language it is written in, one of the site's.
    const { language: _, ...withoutLanguage } = template;
    const unsaid = await t.admin.post(callPath('saveReplyTemplate'), withoutLanguage);
    expect(unsaid.status).toBe(400);
    expect((await unsaid.json()).errors).toHaveProperty('language');
    const other = await t.admin.post(callPath('saveReplyTemplate'), { ...template, language: 'fr' });
    expect(other.status).toBe(400);
    expect((await other.json()).errors).toMatchObject({ language: languageMessage });
    expect((await t.admin.post(callPath('saveReplyTemplate'), template)).status).toBe(200);
    const { templates } = await (await t.reviewer.get(callPath('replyTemplates'))).json();
    expect(templates).toContainEqual(template);
  });
});
