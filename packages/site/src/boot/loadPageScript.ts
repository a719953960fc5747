/**
 * The second half of the page's inline script (see README.md): it starts the page's code once the
 * page is parsed and has painted. Until then the HTML, its inlined CSS and the font have the
 * connection to themselves, so the page appears as soon as a page without script would; what the
 * visitor does in the meantime is held (`holdEarlyInput`). It is serialized with `toString()`
 * like `holdEarlyInput`, so it must stay self-contained.
 *
 * The entry's URL is the inline script's `data-page-script` attribute (written by
 * scripts/prerender.mjs), which keeps the script's text, and so its CSP hash, the same on every page
 * and every build.
 */
export function loadPageScript(): void {
  const src = document.currentScript?.getAttribute('data-page-script');
  if (!src) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  };
  // After the first paint: the paint entry (buffered, so one already recorded counts) is delivered
  // once the frame is on screen; a browser without paint timing waits two frames instead.
  const afterFirstPaint = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((_list, observer) => {
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
