import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUse } from './firstUse';

/** The platform's PointerEvent, as much of it as `isUse` reads (these tests run in Node). */
class PointerEventStandIn extends Event {
  readonly movementX: number;
  readonly movementY: number;
  constructor(type: string, { movementX = 0, movementY = 0 } = {}) {
    super(type);
    this.movementX = movementX;
    this.movementY = movementY;
  }
}

describe("what counts as the visitor's use", () => {
  beforeEach(() => vi.stubGlobal('PointerEvent', PointerEventStandIn));
  afterEach(() => vi.unstubAllGlobals());

  it('takes a pointer that moves', () => {
    expect(isUse(new PointerEventStandIn('pointermove', { movementX: 3 }))).toBe(true);
    expect(isUse(new PointerEventStandIn('pointermove', { movementY: -1 }))).toBe(true);
  });

  it('ignores a mouse at rest, which the browser reports where something appears under it', () => {
    expect(isUse(new PointerEventStandIn('pointermove'))).toBe(false);
  });

  it('takes a press, a touch, a key, focus, a click and a scroll as they come', () => {
    expect(isUse(new PointerEventStandIn('pointerdown'))).toBe(true);
    for (const type of ['touchstart', 'focusin', 'keydown', 'click', 'scroll']) {
      expect(isUse(new Event(type))).toBe(true);
    }
  });
});

describe('what the first use sets off', () => {
  /** A window as much as `firstUse.ts` uses: events, timers, frames and idle callbacks. */
  let frames: (() => void)[];
  let idle: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    frames = [];
    idle = [];
    const target = new EventTarget();
    vi.stubGlobal('window', {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  /** Paints a frame, then lets its tasks and promises run. */
  const paint = async () => {
    for (const frame of frames.splice(0)) frame();
    await vi.runOnlyPendingTimersAsync();
  };
  /** Runs the idle callbacks asked for so far, one task each. */
  const idleTasks = async () => {
    await vi.advanceTimersByTimeAsync(0);
    for (const callback of idle.splice(0)) {
      callback();
      await vi.advanceTimersByTimeAsync(0);
    }
  };

  it('waits for a pause in the input and a paint, then gives each part an idle task of its own', async () => {
    const { markFirstUse, whenFirstUsed } = await import('./firstUse');
    const started: string[] = [];
    void whenFirstUsed().then(() => started.push('router'));
    void whenFirstUsed().then(() => started.push('navigation'));
    markFirstUse();
    // The tap's click comes 200 ms after its touchstart: the wait begins again.
    await vi.advanceTimersByTimeAsync(200);
    window.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(200);
    await paint();
    await idleTasks();
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await idleTasks();
    expect(started).toEqual([]);
    await paint();
    await idleTasks();
    expect(started).toEqual(['router']);
    await idleTasks();
    expect(started).toEqual(['router', 'navigation']);
  });

  it('gives a part asked for after the first use a slice after the others', async () => {
    const { markFirstUse, whenFirstUsed } = await import('./firstUse');
    const started: string[] = [];
    void whenFirstUsed().then(() => started.push('router'));
    markFirstUse();
    markFirstUse();
    await vi.advanceTimersByTimeAsync(250);
    await paint();
    await idleTasks();
    void whenFirstUsed().then(() => started.push('cursor'));
    expect(started).toEqual(['router']);
    await idleTasks();
    expect(started).toEqual(['router', 'cursor']);
  });
});
