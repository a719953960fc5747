import type { ModalOverlayProps } from 'react-aria-components';

/** Settles once the browser has painted a frame after this call (the frame, then a task after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The ModalOverlay props that paint a modal open before the page behind is made inert.
 *
 * React Aria makes everything outside a modal `inert` as it opens, in the same task as the press
 * that opened it: the browser must then restyle every element of the page before it can paint the
 * dialog (inertness is part of each element's computed style), 60 to 120 ms on a settled page of a
 * few hundred elements on a slow phone (4x CPU). RAC's `UNSTABLE_deferUntilEntered` waits until the
 * overlay has entered (its `onEnter` settled and its own entry animation ended) before it hides the
 * page and moves focus in; `onEnter` settles after the first frame, and the overlay itself does not
 * animate as it enters (its scrim fades on `::before`; the dialog's own animation does not count).
 * So the dialog is on screen at the press and the page inert a frame later; its backdrop takes
 * every click meanwhile, and `focusAtOnce` has put focus in the dialog at the press.
 *
 * `UNSTABLE_deferUntilEntered` is marked private in RAC's types: the Modal's story
 * `PaintsBeforeThePageIsInert` fails if an upgrade changes what it does.
 */
export function paintFirst(
  onEnter?: ModalOverlayProps['onEnter'],
): Pick<ModalOverlayProps, 'UNSTABLE_deferUntilEntered' | 'onEnter'> {
  return {
    UNSTABLE_deferUntilEntered: true,
    onEnter: async (element) => {
      await Promise.all([afterNextPaint(), onEnter?.(element)]);
    },
  };
}

/**
 * A ref for the overlay's Dialog: focus moves into it as it mounts, in the press that opened it,
 * not a frame later with the page's inertness, so a key pressed as soon as it shows (Escape, Tab)
 * is the dialog's. FocusScope has noted the element that had focus as it rendered, before this,
 * and gives it focus back when the dialog closes; React Aria's own move finds focus inside.
 */
export function focusAtOnce(dialog: HTMLElement | null): void {
  if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
}
