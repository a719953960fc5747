import { protocol, type WebFontBoot } from '../protocol';

/**
 * Once the page's content is replaced (a navigation in the page), the body font stack is the kit's
 * again, if the boot script held the web font back: the new page uses it if the browser has it
 * by then. A change right after the visitor's action is not a layout shift.
 */
export function restoreWebFont(): void {
  const font = document.querySelector(`script[${protocol.webFont}]`)?.getAttribute(protocol.webFont);
  if (font) document.documentElement.style.removeProperty((JSON.parse(font) as WebFontBoot).property);
}
