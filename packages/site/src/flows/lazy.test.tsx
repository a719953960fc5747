import { readFileSync } from 'node:fs';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Deferred } from './wiring/Deferred';

describe('lazy flows', () => {
  it('import no flow module statically: each is its own chunk, loaded when rendered', () => {
    const source = readFileSync(new URL('./lazy.tsx', import.meta.url), 'utf8');
    const staticImports = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map(
      (m) => m[1],
    );
    expect(staticImports).toEqual(['react', './wiring/Deferred', './consent/consentStore']);
    const dynamicImports = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    expect(dynamicImports).toHaveLength(8);
  });

  it('render only the fallback on the server, without loading the flow', () => {
    let loaded = false;
    const Flow = lazy(async () => {
      loaded = true;
      return { default: () => <p>flow</p> };
    });
    const html = renderToString(
      <Deferred fallback={<span>later</span>}>
        <Flow />
      </Deferred>,
    );
    expect(html).toBe('<span>later</span>');
    expect(loaded).toBe(false);
  });
});
