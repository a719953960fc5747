import { lightTheme } from '@aarambh/ui';

/**
 * The site uses the kit's light theme. The prerendered HTML carries its class on `<html>`; a
 * dark theme chosen by a script before the first paint would need an inline script, which the
 * server's Content-Security-Policy (`script-src 'self'`) forbids, and choosing it after hydration
 * would flash.
 */
export const themeClass = lightTheme;

/** For pages the client renders on its own (development): put the theme class on `<html>`. */
export function applyTheme(root: HTMLElement): void {
  root.classList.add(lightTheme);
}
