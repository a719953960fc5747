/**
 * A colour token (`vars.color.*`, a CSS variable) as the browser computes it in `within`'s theme,
 * to compare with a computed style: painted on a probe that is removed at once. (Stories only.)
 */
export function tokenColour(token: string, within: HTMLElement): string {
  const probe = document.createElement('span');
  probe.style.background = token;
  within.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}
