import type { CSSProperties } from 'react';

/** A box on the screen, as `getBoundingClientRect` gives it. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The open modal dialog on top, if any. */
  dialog: Box | null;
  /** Its buttons, links and fields: what a toast must not cover. */
  actions: readonly Box[];
  /** The gap kept from the screen's edges and the dialog, in px. */
  gap: number;
  /** The narrowest a toast may be beside a dialog, in px. */
  minWidth: number;
  /** The height a toast needs, in px. */
  height: number;
}

/**
 * Where the toasts go so that none lands on a dialog's actions: without a modal dialog, their
 * own corner (undefined: the stylesheet's); with one, beside it where there is room (right, then
 * left, narrowed to the room), else in their corner below it if it is clear of the dialog; else
 * (a phone's dialog filling the screen) at the first height from the top where no action of the
 * dialog is, across the whole width.
 */
export function toastPlacement({
  viewport,
  dialog,
  actions,
  gap,
  minWidth,
  height,
}: PlacementInput): CSSProperties | undefined {
  if (!dialog) return undefined;
  const right = viewport.width - dialog.right - 2 * gap;
  if (right >= minWidth)
    return { left: 'auto', right: gap, top: 'auto', bottom: gap, maxWidth: right, alignItems: 'flex-end' };
  const left = dialog.left - 2 * gap;
  if (left >= minWidth)
    return { left: gap, right: 'auto', top: 'auto', bottom: gap, maxWidth: left, alignItems: 'flex-start' };
  if (viewport.height - dialog.bottom - 2 * gap >= height) return undefined;
  const clear = (top: number) =>
    top + height <= viewport.height - gap &&
    actions.every((action) => action.bottom <= top || action.top >= top + height);
  const tops = [gap, ...actions.map((action) => action.bottom + gap / 2)].sort((a, b) => a - b);
  const top = tops.find(clear) ?? gap;
  return { left: gap, right: gap, top, bottom: 'auto', flexDirection: 'column', alignItems: 'center' };
}
