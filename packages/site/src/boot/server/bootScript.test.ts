import { describe, expect, it } from 'vitest';
import { holdEarlyInput } from '../inline/holdEarlyInput';
import { loadAfterFirstPaint } from '../inline/loadAfterFirstPaint';
import { rememberLanguage } from '../inline/rememberLanguage';
import { protocol } from '../protocol';
import { namesReadBy } from './bootScript';

describe("the inline script's halves", () => {
  it.each([
    ['rememberLanguage', rememberLanguage, ['twin', 'languageSwitch', 'languageKey']],
    ['holdEarlyInput', holdEarlyInput, ['island', 'fileChooser', 'global']],
    [
      'loadAfterFirstPaint',
      loadAfterFirstPaint,
      ['pageScript', 'pageModules', 'laterModules', 'webFont', 'webFontKey', 'stylesheet'],
    ],
  ] as const)('%s is handed the names it reads, and no other', (_, half, names) => {
    expect(Object.keys(namesReadBy(half)).sort()).toEqual([...names].sort());
    for (const name of names) expect(namesReadBy(half)[name]).toBe(protocol[name]);
  });

  it('reads a name only where the source reads it as a property, not a longer name that starts with it', () => {
    const half = (names: typeof protocol) => void names.routeModule;
    expect(Object.keys(namesReadBy(half))).toEqual(['routeModule']);
  });
});
