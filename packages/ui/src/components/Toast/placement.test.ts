import { describe, expect, it } from 'vitest';
import { toastPlacement } from './placement';

const viewport = { width: 1280, height: 800 };
const sizes = { gap: 24, minWidth: 256, height: 72 };

describe('where toasts go around a modal dialog', () => {
  it('keeps their own corner when no dialog is open', () => {
    expect(toastPlacement({ viewport, dialog: null, actions: [], ...sizes })).toBeUndefined();
  });

  it("goes beside a desktop's dialog, narrowed to the room on its right", () => {
    // The payment dialog at 1280 x 800: 560 px wide, centred, as tall as the screen.
    const dialog = { left: 360, right: 920, top: 16, bottom: 784 };
    expect(toastPlacement({ viewport, dialog, actions: [], ...sizes })).toMatchObject({
      right: 24,
      bottom: 24,
      maxWidth: 312,
    });
  });

  it('goes on the left when only the left has room', () => {
    const dialog = { left: 400, right: 1200, top: 16, bottom: 784 };
    expect(toastPlacement({ viewport, dialog, actions: [], ...sizes })).toMatchObject({
      left: 24,
      maxWidth: 352,
    });
  });

  it("stays in its corner below a phone's short dialog, and over a full one finds the first height clear of its actions", () => {
    const phone = { width: 390, height: 844 };
    const short = { left: 16, right: 374, top: 200, bottom: 600 };
    expect(toastPlacement({ viewport: phone, dialog: short, actions: [], ...sizes })).toBeUndefined();
    const full = { left: 16, right: 374, top: 16, bottom: 828 };
    const close = { left: 326, right: 358, top: 28, bottom: 60 };
    const copy = { left: 40, right: 200, top: 96, bottom: 140 };
    const confirm = { left: 200, right: 358, top: 760, bottom: 804 };
    expect(
      toastPlacement({ viewport: phone, dialog: full, actions: [confirm, close, copy], ...sizes }),
    ).toMatchObject({ top: 152, bottom: 'auto' });
    expect(toastPlacement({ viewport: phone, dialog: full, actions: [], ...sizes })).toMatchObject({
      top: 24,
    });
  });
});
