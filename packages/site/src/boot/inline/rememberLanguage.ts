import type { BootProtocol } from '../protocol';

/**
 * The first part of the page's one inline script (see ../README.md and docs/i18n.md): the language
 * a visitor chose with the header's link to the same page in the other language. It runs before
 * the first paint and before any of the page's code, so a choice is kept whether or not the page
 * (or the header) has hydrated: the link's click is seen here, in the capture phase, and the
 * language it leads to stored. On a later visit that starts from outside the site (a typed
 * address, a bookmark, a search result) to a page in two languages, a visitor who chose the
 * other language is taken to that language's page. Never from the browser's languages: only a
 * choice made with the link counts. Serialized like the other parts: no imports but types.
 */
export function rememberLanguage(protocol: BootProtocol): void {
  const remember = (language: string | null) => {
    try {
      if (language) localStorage.setItem(protocol.languageKey, language);
    } catch {
      // Storage refused (a private window's quota, a policy): the link still works, unremembered.
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest(`a[${protocol.languageSwitch}]`);
      if (link) remember(link.getAttribute(protocol.languageSwitch));
    },
    true,
  );

  const twin = document.currentScript?.getAttribute(protocol.twin);
  if (!twin) return;
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(protocol.languageKey);
  } catch {
    return;
  }
  const language = document.documentElement.lang.slice(0, 2);
  const fromThisSite = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  if (chosen && chosen !== language && !fromThisSite)
    location.replace(twin + location.search + location.hash);
}
