import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import { POPUP_DELAY_MS, SLIDE_INTERVAL_MS } from './constants.ts';
import { promoPopupMachine, type PromoPopupEvent } from './promoPopupMachine.ts';

function start(slideCount = 4) {
  const readShownFlag = controlledActor<boolean, void>();
  const rememberShown = vi.fn();
  const machine = promoPopupMachine.provide({
    actors: { readShownFlag: readShownFlag.logic },
    actions: { rememberShown },
  });
  const actor = createActor(machine, { input: { slideCount } }).start();
  return { actor, readShownFlag, rememberShown };
}

async function startOpen(slideCount = 4) {
  const started = start(slideCount);
  started.readShownFlag.last().resolve(false);
  await flushPromises();
  vi.advanceTimersByTime(POPUP_DELAY_MS);
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('promoPopupMachine', () => {
  it('uses the documented timings: 1 s before it opens, 5 s per slide', () => {
    expect([POPUP_DELAY_MS, SLIDE_INTERVAL_MS]).toEqual([1000, 5000]);
  });

  it('opens 1 s after the first load on slide 1 and sets the flag', async () => {
    const { actor, readShownFlag, rememberShown } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    readShownFlag.last().resolve(false);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(POPUP_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(rememberShown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'playing' });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(rememberShown).toHaveBeenCalledTimes(1);
  });

  it('stays closed when the flag says it was shown this session', async () => {
    const { actor, readShownFlag, rememberShown } = start();
    readShownFlag.last().resolve(true);
    await flushPromises();
    vi.advanceTimersByTime(POPUP_DELAY_MS * 10);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(rememberShown).not.toHaveBeenCalled();
  });

  it('shows the popup when storage cannot be read', async () => {
    const { actor, readShownFlag } = start();
    readShownFlag.last().reject(new Error('SecurityError'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('treats a missing readShownFlag like unreadable storage', async () => {
    const machine = promoPopupMachine.provide({ actions: { rememberShown: () => undefined } });
    const actor = createActor(machine, { input: { slideCount: 4 } }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('advances every 5 s and wraps from the last slide to the first', async () => {
    const { actor } = await startOpen(3);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('goes next, previous (wrapping) and to a chosen slide, clamped to the slides there are', async () => {
    const { actor } = await startOpen();
    actor.send({ type: 'popup.previous' });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'popup.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'popup.goTo', index: 2 });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'popup.goTo', index: 9 });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'popup.goTo', index: -1 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it.each([
    ['popup.next', { type: 'popup.next' }, 1],
    ['popup.previous', { type: 'popup.previous' }, 3],
    ['popup.goTo', { type: 'popup.goTo', index: 2 }, 2],
    ['a swipe', { type: 'popup.swipe', deltaX: -80 }, 1],
    ['popup.focusIn', { type: 'popup.focusIn' }, 0],
  ] as const)(
    'stops the rotation for good after %s, until the visitor presses Play',
    async (_name, use, index) => {
      const { actor } = await startOpen();
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1000);
      actor.send(use);
      expect(actor.getSnapshot().value).toEqual({ open: 'paused' });
      expect(actor.getSnapshot().context.pausedByUser).toBe(true);
      // Hovering and leaving does not start it again.
      actor.send({ type: 'popup.pointerEnter' });
      actor.send({ type: 'popup.pointerLeave' });
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
      expect(actor.getSnapshot().context.index).toBe(index);
      actor.send({ type: 'popup.play' });
      expect(actor.getSnapshot().value).toEqual({ open: 'playing' });
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
      expect(actor.getSnapshot().context.index).toBe((index + 1) % 4);
    },
  );

  it.each([
    [-49, 0],
    [-50, 1],
    [49, 0],
    [50, 3],
  ])('a swipe of %i px shows slide %i', async (deltaX, index) => {
    const { actor } = await startOpen();
    actor.send({ type: 'popup.swipe', deltaX });
    expect(actor.getSnapshot().context.index).toBe(index);
  });

  it.each([
    ['popup.pointerEnter', 'popup.pointerLeave'],
    ['popup.pause', 'popup.play'],
  ] as const)('%s pauses auto-advance until %s', async (pause, resume) => {
    const { actor } = await startOpen();
    actor.send({ type: pause });
    expect(actor.getSnapshot().value).toEqual({ open: 'paused' });
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: resume });
    expect(actor.getSnapshot().value).toEqual({ open: 'playing' });
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stays paused while any reason to pause remains', async () => {
    const { actor } = await startOpen();
    actor.send({ type: 'popup.pointerEnter' });
    actor.send({ type: 'popup.pause' });
    actor.send({ type: 'popup.pointerLeave' });
    expect(actor.getSnapshot().value).toEqual({ open: 'paused' });
    actor.send({ type: 'popup.pointerEnter' });
    actor.send({ type: 'popup.play' });
    expect(actor.getSnapshot().value).toEqual({ open: 'paused' });
    actor.send({ type: 'popup.pointerLeave' });
    expect(actor.getSnapshot().value).toEqual({ open: 'playing' });
  });

  it('moves between slides by hand while paused', async () => {
    const { actor } = await startOpen();
    actor.send({ type: 'popup.pause' });
    actor.send({ type: 'popup.swipe', deltaX: -80 });
    actor.send({ type: 'popup.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ open: 'paused' });
  });

  it('closes for good on Escape or Maybe Later', async () => {
    const { actor } = await startOpen();
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('promoPopupMachine model', () => {
  const events = [
    { type: 'popup.next' },
    { type: 'popup.previous' },
    { type: 'popup.goTo', index: 2 },
    { type: 'popup.swipe', deltaX: -60 },
    { type: 'popup.swipe', deltaX: 60 },
    { type: 'popup.pointerEnter' },
    { type: 'popup.pointerLeave' },
    { type: 'popup.focusIn' },
    { type: 'popup.pause' },
    { type: 'popup.play' },
    { type: 'popup.close' },
  ];
  const machine = promoPopupMachine.provide({ actions: { rememberShown: () => undefined } });
  const coverage = transitionCoverage(machine, {
    events: [
      ...events,
      { type: 'xstate.done.actor.readShownFlag', output: true },
      { type: 'xstate.done.actor.readShownFlag', output: false },
      { type: 'xstate.error.actor.readShownFlag', error: new Error('SecurityError') },
    ],
    input: { slideCount: 3 },
  });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, readShownFlag } = start(3);
      await replayPath(actor, path, async (event) => {
        if (await settleFromEvent(event, { readShownFlag })) return;
        if (event.type.startsWith('xstate.after.popupDelay')) vi.advanceTimersByTime(POPUP_DELAY_MS);
        else if (event.type.startsWith('xstate.after.slideInterval'))
          vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
        else actor.send(event as PromoPopupEvent);
      });
    },
  );
});
