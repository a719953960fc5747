import { describe, expect, it } from 'vitest';
import {
  analyticsScripts,
  configuredScripts,
  syncConsentScripts,
  type ConsentScript,
  type ScriptHost,
} from './analytics';

interface FakeScript {
  src: string;
  defer: boolean;
  dataset: Record<string, string>;
  remove(): void;
}

/** A page head that records what is added to it. */
function fakeHost() {
  const head: FakeScript[] = [];
  const host = {
    head: { append: (node: FakeScript) => head.push(node) },
    createElement: () => {
      const element: FakeScript = {
        src: '',
        defer: false,
        dataset: {},
        remove: () => head.splice(head.indexOf(element), 1),
      };
      return element;
    },
    querySelector: (selector: string) => {
      const id = /data-consent-script="([^"]+)"/.exec(selector)?.[1];
      return head.find((element) => element.dataset.consentScript === id) ?? null;
    },
  };
  return { host: host as unknown as ScriptHost, head };
}

const scripts: ConsentScript[] = [
  { id: 'analytics', src: 'https://analytics.example/script.js' },
  { id: 'speed-insights', src: 'https://speed.example/script.js' },
];

describe('syncConsentScripts', () => {
  it('adds no script without consent to analytics', () => {
    const { host, head } = fakeHost();
    syncConsentScripts(host, scripts, false);
    expect(head).toEqual([]);
  });

  it('adds each script once, deferred and marked, after consent', () => {
    const { host, head } = fakeHost();
    syncConsentScripts(host, scripts, true);
    syncConsentScripts(host, scripts, true);
    expect(head.map(({ src, defer, dataset }) => ({ src, defer, dataset }))).toEqual([
      { src: 'https://analytics.example/script.js', defer: true, dataset: { consentScript: 'analytics' } },
      { src: 'https://speed.example/script.js', defer: true, dataset: { consentScript: 'speed-insights' } },
    ]);
  });

  it('removes the scripts when consent is withdrawn', () => {
    const { host, head } = fakeHost();
    syncConsentScripts(host, scripts, true);
    syncConsentScripts(host, scripts, false);
    expect(head).toEqual([]);
  });
});

describe('analyticsScripts', () => {
  it('are none until their endpoints are configured: no request to a path the server may not serve', () => {
    expect(analyticsScripts).toEqual([]);
    expect(configuredScripts({ VITE_ANALYTICS_SCRIPT_URL: '' })).toEqual([]);
  });

  it('are the configured analytics and speed-insights scripts, each on its own', () => {
    expect(
      configuredScripts({
        VITE_ANALYTICS_SCRIPT_URL: '/_vercel/insights/script.js',
        VITE_SPEED_INSIGHTS_SCRIPT_URL: '/_vercel/speed-insights/script.js',
      }),
    ).toEqual([
      { id: 'analytics', src: '/_vercel/insights/script.js' },
      { id: 'speed-insights', src: '/_vercel/speed-insights/script.js' },
    ]);
    expect(configuredScripts({ VITE_SPEED_INSIGHTS_SCRIPT_URL: '/insights.js' })).toEqual([
      { id: 'speed-insights', src: '/insights.js' },
    ]);
  });
});
