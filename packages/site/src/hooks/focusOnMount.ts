/**
 * A ref callback that moves focus to an element when it replaces what had focus (a form replaced
 * by its result), so keyboard and screen reader users are not dropped at the top of the page.
 * It does nothing when focus is elsewhere on the page.
 */
export function focusOnMount(element: HTMLElement | null): void {
  if (!element) return;
  const active = element.ownerDocument.activeElement;
  if (active === null || active === element.ownerDocument.body) element.focus({ preventScroll: true });
}
