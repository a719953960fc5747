/** A third-party script that may load only with the visitor's consent to analytics cookies. */
export interface ConsentScript {
  /** Marks the element (`data-consent-script`), so it is added once and can be found again. */
  id: string;
  src: string;
}

/**
 * The analytics and speed-insights scripts (docs/screens.md), from `VITE_ANALYTICS_SCRIPT_URL` and
 * `VITE_SPEED_INSIGHTS_SCRIPT_URL` at build time: none unless set, since a server that does not
 * serve them would answer each page with two 404s (on Vercel they are `/_vercel/insights/script.js`
 * and `/_vercel/speed-insights/script.js`, on our own origin, which the Content-Security-Policy
 * allows; `.env.example` shows them).
 */
export function configuredScripts(env: Record<string, unknown>): ConsentScript[] {
  return [
    { id: 'analytics', src: env.VITE_ANALYTICS_SCRIPT_URL },
    { id: 'speed-insights', src: env.VITE_SPEED_INSIGHTS_SCRIPT_URL },
  ].filter((script): script is ConsentScript => typeof script.src === 'string' && script.src !== '');
}

export const analyticsScripts: readonly ConsentScript[] = configuredScripts(import.meta.env);

/** The part of `document` the loader uses. */
export interface ScriptHost {
  head: { append(node: HTMLScriptElement): void };
  createElement(tag: 'script'): HTMLScriptElement;
  querySelector(selector: string): Element | null;
}

/**
 * Adds each of `scripts` to the page once when `allowed` (deferred, marked with
 * `data-consent-script`), and nothing at all when not, so no request reaches a vendor before
 * consent. Withdrawn consent removes the elements; a script that already ran stops with the next
 * page load.
 */
export function syncConsentScripts(
  host: ScriptHost,
  scripts: readonly ConsentScript[],
  allowed: boolean,
): void {
  for (const script of scripts) {
    const present = host.querySelector(`script[data-consent-script="${script.id}"]`);
    if (allowed && !present) {
      const element = host.createElement('script');
      element.src = script.src;
      element.defer = true;
      element.dataset.consentScript = script.id;
      host.head.append(element);
    } else if (!allowed && present) {
      present.remove();
    }
  }
}
