import { lazy, type ComponentType } from 'react';
import { protocol } from '../protocol';

/**
 * A prerendered page inlines only the CSS its own markup needs (see server/criticalCss.ts); the full
 * stylesheet, whose address the prerender writes on `#root` (`protocol.stylesheet`), has the rest:
 * menus, dialogs, toasts, other pages. Whatever shows something the first paint did not have (a
 * flow mounted later, another page) waits for it here, so nothing ever shows unstyled.
 */
let loading: Promise<void> | undefined;

/** Adds the full stylesheet once; settles when it has loaded (or failed), at once without one. */
export function loadFullStylesheet(doc: Document | undefined = globalThis.document): Promise<void> {
  if (loading) return loading;
  const href = doc?.getElementById('root')?.getAttribute(protocol.stylesheet);
  if (!doc || !href || doc.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
    loading = Promise.resolve();
    return loading;
  }
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  loading = new Promise((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  doc.head.append(link);
  return loading;
}

/**
 * `React.lazy` for what shows after the first paint: the component's code and the full stylesheet
 * load together, and the component renders once both are there.
 */
export function lazyWithStylesheet<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadFullStylesheet()]);
    return { default: component };
  });
}
