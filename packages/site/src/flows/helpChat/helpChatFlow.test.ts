import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatPanelCopy } from '@aarambh/content';
import { isSendKey } from './chatInput';
import { bindHelpChatMachine } from './helpChatFlow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const openLink = vi.fn();
  const actor = createActor(bindHelpChatMachine({ openLink }), {
    input: { phoneNumber: '+91 11 5550 0142' },
  });
  return { actor: actor.start(), openLink };
}

describe('help chat flow', () => {
  it('offers help after 2 s while closed', () => {
    const { actor } = start();
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().matches({ closed: 'waiting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ closed: 'tooltip' })).toBe(true);
  });

  it('opens WhatsApp with the digits of the number and the encoded text', () => {
    const { actor, openLink } = start();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.selectPreset', text: chatPanelCopy.presets[2] });
    actor.send({ type: 'chat.send' });
    expect(openLink).toHaveBeenCalledWith(
      'https://wa.me/911155500142?text=I%20have%20a%20question%20about%20fees%20or%20payment.',
    );
  });

  it('sends nothing for blank text', () => {
    const { actor, openLink } = start();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.changeText', text: '  \n ' });
    expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
    actor.send({ type: 'chat.send' });
    expect(openLink).not.toHaveBeenCalled();
  });

  it('uses the given tooltip delay', () => {
    const actor = createActor(bindHelpChatMachine({ openLink: vi.fn(), delays: { tooltipDelay: 10 } }), {
      input: { phoneNumber: '911155500142' },
    }).start();
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches({ closed: 'tooltip' })).toBe(true);
  });
});

describe('isSendKey', () => {
  it('is Enter alone', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
  });

  it('is not Shift+Enter, which adds a line', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('is not the Enter that ends an input method composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });

  it('is not another key', () => {
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
