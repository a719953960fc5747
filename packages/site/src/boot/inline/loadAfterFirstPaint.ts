import type { BootProtocol, WebFontBoot } from '../protocol';

/**
 * The second half of the page's inline script (see ../README.md). What the page needs besides its
 * HTML waits until the page is parsed and has painted, so that the HTML has the connection to
 * itself and the page appears as soon as a page without script would:
 *
 * - the page's code, its entry with every chunk it hydrates with preloaded at once: what the
 *   visitor does in the meantime is held (`holdEarlyInput`);
 * - right behind it, the code of what the page mounts when it is idle (help chat, promo popup,
 *   cookie banner) and the full stylesheet they wait for (`protocol.stylesheet` on `#root`,
 *   preloaded, applied when they mount): asked for once the entry had run, they came one or two
 *   round trips after it on a slow phone, and the popup, a first visit's last paint, with them;
 * - last, once those have arrived, the web fonts of the page's language that the browser does not
 *   have yet (server/webFont.ts: Inter, and on a Hindi page Noto Sans Devanagari), which only the
 *   next page uses: until then the body font stack is without them (the system's fonts), set here
 *   before the first paint; once a file is fetched, this browser is noted as having it.
 *
 * All of it comes from attributes of the inline script (`protocol.pageScript`: the entry's URL;
 * `protocol.pageModules` and `protocol.laterModules`: chunk URLs; `protocol.webFont`: a
 * `WebFontBoot` as JSON), written by scripts/prerender.mjs, which keeps the script's text, and so
 * its CSP hash, the same on every page and every build. It is serialized with `toString()` like
 * `holdEarlyInput`, so it must stay self-contained: no imports but types.
 */
export function loadAfterFirstPaint(protocol: BootProtocol): void {
  const script = document.currentScript;
  const src = script?.getAttribute(protocol.pageScript);
  const font = JSON.parse(script?.getAttribute(protocol.webFont) ?? 'null') as WebFontBoot | null;
  // The file's URL changes with the font: a new font is fetched anew.
  const missing =
    font?.fonts.filter((face) => {
      try {
        return window.localStorage.getItem(protocol.webFontKey + face.family) !== face.file;
      } catch {
        return true;
      }
    }) ?? [];
  if (font && missing.length > 0)
    document.documentElement.style.setProperty(
      font.property,
      font.stack.filter((_, entry) => !missing.some((face) => face.entry === entry)).join(', '),
    );

  /** Preloads the modules an attribute of this script lists (URLs separated by spaces). */
  const preload = (attribute: typeof protocol.pageModules | typeof protocol.laterModules) =>
    Promise.all(
      (script?.getAttribute(attribute)?.split(' ') ?? []).filter(Boolean).map(
        (module) =>
          new Promise((settle) => {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = module;
            link.onload = link.onerror = settle;
            document.head.append(link);
          }),
      ),
    );
  const loadFont = () => {
    for (const face of missing) {
      // The faces of the family that cover the sample, a character of the file's range: the file.
      void document.fonts.load(`1em "${face.family}"`, face.sample).then((loaded) => {
        try {
          if (loaded.length > 0) window.localStorage.setItem(protocol.webFontKey + face.family, face.file);
        } catch {
          // No storage (a private window's quota, say): the next page fetches it again.
        }
      });
    }
  };

  const start = () => {
    // The entry first, then its chunks and what comes once idle: in the order they are needed.
    const arrived: Promise<unknown>[] = [];
    if (src) {
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = src;
      arrived.push(
        new Promise((settle) => {
          entry.onload = entry.onerror = settle;
        }),
      );
      document.head.append(entry);
    }
    void preload(protocol.pageModules);
    arrived.push(preload(protocol.laterModules));
    const sheet = document.getElementById('root')?.getAttribute(protocol.stylesheet);
    if (sheet) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = sheet;
      document.head.append(link);
    }
    void Promise.all(arrived).then(() => setTimeout(loadFont));
  };
  // After the first paint of content: its paint entry (buffered, so one already recorded counts)
  // is delivered once the frame is on screen. Not the first paint alone ('first-paint'), which can
  // come a frame earlier with only the background. A browser without paint timing waits two
  // frames instead.
  const afterFirstPaint = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(start));
    }
  };
  // A module script added before the parser is done would run at once, on half a page.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
}
