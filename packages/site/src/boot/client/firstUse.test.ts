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
