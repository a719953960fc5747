import { createElement, lazy, useState, type ComponentType } from 'react';
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

/** A component from `lazyWithStylesheet`, and how to load it before it is rendered. */
export type LazyWithStylesheet<P extends object> = ComponentType<P> & {
  /** Loads the component's code and the full stylesheet; once settled, it renders at once. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for what shows after the first paint: the component's code and the full stylesheet
 * load together, and the component renders once both are there. Loaded with `preload()` before it
 * is rendered, it renders at once instead of suspending: React shows content that was waiting in a
 * transition no sooner than 300 ms after its Suspense fallback, which held the flows every page
 * mounts once idle back by that much after their code had arrived.
 */
export function lazyWithStylesheet<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyWithStylesheet<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadFullStylesheet()]).then(([component]) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function WithStylesheet(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the component once it has
    // loaded would mount it anew, and lose its state.
    const [type] = useState(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(WithStylesheet, { preload });
}
