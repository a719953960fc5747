import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ContactMessage } from '../schemas/contact.ts';
import { visibleErrors } from '../shared/form.ts';
import type { SubmitResult } from '../shared/submission.ts';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import {
  contactFailureDescription,
  contactMessageMachine,
  emptyContactForm,
  type ContactFormValues,
  type ContactMessageEvent,
} from './contactMessageMachine.ts';

const filled: ContactFormValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '',
  company: 'Acme',
  subject: 'Workshop for our team',
  message: 'We would like a two-day workshop on React.',
  inquiryType: 'partnership',
};

function start(values: Partial<ContactFormValues> = filled, language?: 'hi') {
  const sendMessage = controlledActor<SubmitResult, ContactMessage>();
  const machine = contactMessageMachine.provide({ actors: { sendMessage: sendMessage.logic } });
  const actor = createActor(machine, { input: { values, language } }).start();
  return { actor, sendMessage };
}

describe('contactMessageMachine', () => {
  it('starts editing an empty form with no error shown', () => {
    const { actor } = start({});
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ editing: 'idle' });
    expect(context.values).toEqual(emptyContactForm);
    expect(visibleErrors(context)).toEqual({});
  });

  it('validates a field as it changes and shows its error once touched', () => {
    const { actor } = start({});
    actor.send({ type: 'contact.change', field: 'subject', value: 'Hi' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      subject: 'Subject must be at least 5 characters',
    });
    actor.send({ type: 'contact.blur', field: 'email' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      subject: 'Subject must be at least 5 characters',
      email: 'Email is required',
    });
  });

  it('refuses to send an invalid form and then shows every error', () => {
    const { actor, sendMessage } = start({ ...filled, message: 'short' });
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(sendMessage.calls).toHaveLength(0);
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      message: 'Message must be at least 10 characters',
    });
  });

  it('sends the validated message, trimmed, and cannot send twice', () => {
    const { actor, sendMessage } = start({ ...filled, firstName: ' Asha ' });
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sendMessage.last().input).toEqual({ ...filled, firstName: 'Asha' });
    expect(actor.getSnapshot().can({ type: 'contact.submit' })).toBe(false);
  });

  it("sends the page's language when it is given, and none otherwise", () => {
    const hindi = start(filled, 'hi');
    hindi.actor.send({ type: 'contact.submit' });
    expect(hindi.sendMessage.last().input).toEqual({ ...filled, language: 'hi' });
    const english = start();
    english.actor.send({ type: 'contact.submit' });
    expect(JSON.parse(JSON.stringify(english.sendMessage.last().input))).not.toHaveProperty('language');
  });

  it('resets the form after a successful send', async () => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage.last().resolve({ status: 200, body: { success: true, message: 'Sent', id: 'c1' } });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'sent' });
    expect(actor.getSnapshot().context.values).toEqual(emptyContactForm);
  });

  it('keeps the reference the answer gives for the confirmation', async () => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage
      .last()
      .resolve({ status: 201, body: { success: true, message: 'Sent', reference: 'AL-7K3M-Q2PC' } });
    await flushPromises();
    expect(actor.getSnapshot().context.confirmation).toEqual({ reference: 'AL-7K3M-Q2PC' });
  });

  it.each([
    [{ status: 207, body: { success: false, message: 'Mail failed' } }, { editing: 'sentWithWarnings' }],
    [{ status: 207, body: null }, { editing: 'sentWithWarnings' }],
    [{ status: 207, body: { success: true, message: 'Sent', id: 'c1' } }, { editing: 'sent' }],
    [{ status: 200, body: { success: false, message: 'Spam' } }, { editing: 'failed' }],
  ])('treats %j as %j', async (result, state) => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it.each([
    [{ status: 500, body: { success: false, message: 'Database down' } }, 'Database down'],
    [{ status: 502, body: null }, 'Failed to send message'],
    [{ status: 400, body: { success: false, message: '  ' } }, 'Failed to send message'],
  ])('keeps the values and records the failure of %j', async (result, message) => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('records a network error by its message, and a non-standard error as null', async () => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage.last().reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toBe('Failed to fetch');
    actor.send({ type: 'contact.submit' });
    sendMessage.last().reject('nope');
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toBeNull();
  });

  it('writes the documented failure toast', () => {
    expect(contactFailureDescription('Failed to send message')).toBe(
      'Error: Failed to send message. Please try again or contact us directly via email.',
    );
    expect(contactFailureDescription(null)).toBe('Please try again or contact us directly via email.');
  });

  it('goes back to idle editing on the next change', async () => {
    const { actor, sendMessage } = start();
    actor.send({ type: 'contact.submit' });
    sendMessage.last().resolve({ status: 500, body: null });
    await flushPromises();
    actor.send({ type: 'contact.change', field: 'subject', value: 'Another subject' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('fails loudly when sendMessage is not provided', async () => {
    const actor = createActor(contactMessageMachine, { input: { values: filled } }).start();
    actor.send({ type: 'contact.submit' });
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toContain('sendMessage');
  });
});

describe('contactMessageMachine model', () => {
  const events = [
    { type: 'contact.change', field: 'subject', value: '' },
    { type: 'contact.change', field: 'subject', value: 'A valid subject' },
    { type: 'contact.blur', field: 'subject' },
    { type: 'contact.submit' },
    {
      type: 'xstate.done.actor.sendMessage',
      output: { status: 200, body: { success: true, message: 'Sent', id: 'c1' } },
    },
    {
      type: 'xstate.done.actor.sendMessage',
      output: { status: 207, body: { success: false, message: 'Mail failed' } },
    },
    {
      type: 'xstate.done.actor.sendMessage',
      output: { status: 500, body: { success: false, message: 'Down' } },
    },
    { type: 'xstate.error.actor.sendMessage', error: new Error('Failed to fetch') },
  ];
  const input = { values: filled };
  const coverage = transitionCoverage(contactMessageMachine, { events, input });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, sendMessage } = start();
      await replayPath(actor, path, async (event) => {
        if (!(await settleFromEvent(event, { sendMessage }))) actor.send(event as ContactMessageEvent);
      });
    },
  );
});
