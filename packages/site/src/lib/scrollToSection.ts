/**
 * Scrolls to a section of the page and moves keyboard focus to it, for buttons such as 'View Open
 * Positions' that stay on the page. Smooth scrolling comes from the kit's global style, which
 * turns it off for visitors who prefer reduced motion.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}
