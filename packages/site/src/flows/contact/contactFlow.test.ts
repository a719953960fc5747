import { contactFormCopy } from '@aarambh/content';
import { inquiryTypes, type ContactField } from '@aarambh/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import { bindContactMachine, contactNotice } from './contactFlow';

const filled: Record<ContactField, string> = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: '',
  subject: 'Internship question',
  message: 'When does the next batch of the web internship start?',
  inquiryType: 'internship',
};

async function send(reply: FakeReply) {
  const api = createFakeApi({ contact: reply });
  const actor = createActor(bindContactMachine(api.client), { input: {} }).start();
  for (const [field, value] of Object.entries(filled)) {
    actor.send({ type: 'contact.change', field: field as ContactField, value });
  }
  actor.send({ type: 'contact.submit' });
  const snapshot = await waitFor(actor, (state) => !state.matches('sending'));
  return { api, actor, snapshot };
}

describe('contact flow', () => {
  it('posts the validated message as call 5 and thanks the visitor, then resets the form', async () => {
    const { api, snapshot } = await send({ status: 201, body: { success: true, message: 'ok', id: 'c1' } });
    expect(api.requests).toEqual([{ route: 'contact', json: { ...filled, phone: '+91 98765 43210' } }]);
    expect(contactNotice(snapshot)).toEqual({
      tone: 'success',
      title: 'Message Sent Successfully!',
      description:
        "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
    });
    expect(snapshot.context.values.firstName).toBe('');
  });

  it('warns with an error-styled toast for HTTP 207 whose result is not a success', async () => {
    const { snapshot } = await send({ status: 207, body: { success: false, message: 'Mail delayed' } });
    expect(contactNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Message Sent with Warnings',
      description:
        "Your message was submitted but there were issues with email delivery. We'll still get back to you soon!",
    });
  });

  it('shows the server’s message on failure and keeps every value', async () => {
    const { snapshot } = await send({ status: 429, body: { success: false, message: 'Too many requests' } });
    expect(contactNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Failed to Send Message',
      description: 'Error: Too many requests. Please try again or contact us directly via email.',
    });
    expect(snapshot.context.values).toEqual(filled);
  });

  it('falls back to “Failed to send message” when the server says nothing', async () => {
    const { snapshot } = await send({ status: 500 });
    expect(contactNotice(snapshot)?.description).toBe(
      'Error: Failed to send message. Please try again or contact us directly via email.',
    );
  });

  it('explains a network failure in one sentence, keeps the values, and sends again on retry', async () => {
    const api = createFakeApi({
      contact: ['offline', { status: 201, body: { success: true, message: 'ok' } }],
    });
    const actor = createActor(bindContactMachine(api.client), { input: { values: filled } }).start();
    actor.send({ type: 'contact.submit' });
    const failed = await waitFor(actor, (state) => state.matches({ editing: 'failed' }));
    expect(contactNotice(failed)?.description).toBe(
      "Error: We couldn't reach our server. Check your connection; nothing you typed is lost, so you can try again. Please try again or contact us directly via email.",
    );
    expect(failed.context.values).toEqual(filled);
    actor.send({ type: 'contact.submit' });
    const sent = await waitFor(actor, (state) => state.matches({ editing: 'sent' }));
    expect(contactNotice(sent)?.title).toBe('Message Sent Successfully!');
    expect(api.requests).toHaveLength(2);
  });

  it('has no toast while editing or sending', () => {
    const api = createFakeApi({ contact: 'pending' });
    const actor = createActor(bindContactMachine(api.client), { input: { values: filled } }).start();
    expect(contactNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(contactNotice(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('labels every inquiry type', () => {
    expect(inquiryTypes.map((value) => contactFormCopy.inquiryTypes[value])).toEqual([
      'General Inquiry',
      'Internship Program',
      'Partnership',
      'Technical Support',
      'Careers',
      'Media & Press',
    ]);
  });
});
