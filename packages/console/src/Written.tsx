import { languageByScript } from '@aarambh/content';

/**
 * Words someone wrote (a visitor's field, staff's reply or note) in the console's English screens:
 * marked with their language when it is not English (by their script, `languageByScript`), so that
 * a screen reader reads them in it and the browser draws them in its fonts.
 */
export function Written({ children }: { children: string }) {
  const lang = languageByScript(children);
  return lang === 'en' ? children : <span lang={lang}>{children}</span>;
}
