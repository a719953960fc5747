import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import { HELP_TOOLTIP_DELAY_MS, helpChatTexts, whatsAppLink } from './constants.ts';
import { helpChatMachine, type HelpChatEvent } from './helpChatMachine.ts';

function start() {
  const openLink = vi.fn();
  const machine = helpChatMachine.provide({ actions: { openLink: (_, params) => openLink(params.url) } });
  const actor = createActor(machine, { input: { phoneNumber: '+91 98765-43210' } }).start();
  return { actor, openLink };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whatsAppLink', () => {
  it('uses the digits of the number and encodes the text', () => {
    expect(whatsAppLink('+91 98765-43210', 'Hi! Fees & dates?')).toBe(
      'https://wa.me/919876543210?text=Hi!%20Fees%20%26%20dates%3F',
    );
  });
});

describe('helpChatMachine', () => {
  it("offers 'Get help from here' 2 s after load", () => {
    const { actor } = start();
    expect(helpChatTexts.tooltip).toBe('Get help from here');
    expect(HELP_TOOLTIP_DELAY_MS).toBe(2000);
    vi.advanceTimersByTime(HELP_TOOLTIP_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ closed: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ closed: 'tooltip' });
  });

  it('never shows the tooltip again once dismissed', () => {
    const { actor } = start();
    vi.advanceTimersByTime(HELP_TOOLTIP_DELAY_MS);
    actor.send({ type: 'chat.dismissTooltip' });
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.close' });
    vi.advanceTimersByTime(HELP_TOOLTIP_DELAY_MS * 5);
    expect(actor.getSnapshot().value).toEqual({ closed: 'quiet' });
  });

  it('offers the tooltip again after closing when it was not dismissed', () => {
    const { actor } = start();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.close' });
    vi.advanceTimersByTime(HELP_TOOLTIP_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ closed: 'tooltip' });
  });

  it('cannot send blank text', () => {
    const { actor, openLink } = start();
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
    actor.send({ type: 'chat.changeText', text: '   \n' });
    actor.send({ type: 'chat.send' });
    expect(openLink).not.toHaveBeenCalled();
  });

  it('sends by opening WhatsApp with the number and the text, then clears the text', () => {
    const { actor, openLink } = start();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.changeText', text: 'Hello\nI need help' });
    actor.send({ type: 'chat.send' });
    expect(openLink).toHaveBeenCalledWith('https://wa.me/919876543210?text=Hello%0AI%20need%20help');
    expect(actor.getSnapshot().context.text).toBe('');
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('fills the text from a preset', () => {
    const { actor } = start();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.selectPreset', text: 'I want to know about internships' });
    expect(actor.getSnapshot().context.text).toBe('I want to know about internships');
  });
});

describe('helpChatMachine model', () => {
  const events = [
    { type: 'chat.open' },
    { type: 'chat.close' },
    { type: 'chat.dismissTooltip' },
    { type: 'chat.changeText', text: 'Hello' },
    { type: 'chat.changeText', text: ' ' },
    { type: 'chat.selectPreset', text: 'Fees?' },
    { type: 'chat.send' },
  ];
  const machine = helpChatMachine.provide({ actions: { openLink: () => undefined } });
  const input = { phoneNumber: '+91 98765-43210' };
  const coverage = transitionCoverage(machine, { events, input });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor } = start();
      await replayPath(actor, path, (event) => {
        if (event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(HELP_TOOLTIP_DELAY_MS);
        else actor.send(event as HelpChatEvent);
      });
    },
  );
});
