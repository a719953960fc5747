import { devanagariFontBody, lightTokens, vars } from '@aarambh/ui';
import { describe, expect, it } from 'vitest';
import { bodyFontStack, sampleOf, webFontBoot } from './webFont';

const latin = '/assets/inter-latin-wght-normal.woff2';
const devanagari = '/assets/noto-sans-devanagari-devanagari-400-normal.woff2';
const stylesheet =
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-greek-wght-normal.woff2)format("woff2-variations");unicode-range:U+0370-0377}' +
  `@font-face{font-family:Inter Variable;font-display:optional;src:url(${latin})format("woff2-variations");unicode-range:U+0000-00FF,U+0131}` +
  `@font-face{font-family:Noto Sans Devanagari;font-display:optional;font-weight:400;src:url(${devanagari})format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9}` +
  'body{font-family:var(--x)}';
const files = [latin, devanagari];
const split = (stack: string) => stack.split(',').map((entry) => entry.trim());

describe('webFontBoot', () => {
  it("gives an English page Inter's Latin file alone, with the kit's stack and where Inter is in it", () => {
    expect(lightTokens.font.body).toMatch(/^'Inter Variable', /);
    const boot = webFontBoot(stylesheet, files, 'en-IN');
    expect(boot).toEqual({
      property: expect.stringMatching(/^--/),
      stack: split(lightTokens.font.body),
      fonts: [{ file: latin, family: 'Inter Variable', entry: 0, sample: ' ' }],
    });
    expect(`var(${boot?.property})`).toBe(vars.font.body);
  });

  it('gives a Hindi page the Devanagari file too, with the Hindi stack, which has it after Inter', () => {
    const boot = webFontBoot(stylesheet, files, 'hi');
    const stack = split(devanagariFontBody);
    expect(boot?.stack).toEqual(stack);
    expect(boot?.fonts).toEqual([
      { file: latin, family: 'Inter Variable', entry: 0, sample: ' ' },
      {
        file: devanagari,
        family: 'Noto Sans Devanagari',
        entry: stack.indexOf("'Noto Sans Devanagari'"),
        sample: '\u0900',
      },
    ]);
    expect(stack.indexOf("'Noto Sans Devanagari'")).toBe(stack.indexOf("'Inter'") + 1);
  });

  it('defers nothing when the stylesheet serves no font of the body stack', () => {
    expect(webFontBoot('body{margin:0}', files, 'en-IN')).toBeUndefined();
    expect(webFontBoot(stylesheet, [devanagari], 'en-IN')).toBeUndefined();
  });
});

describe('bodyFontStack', () => {
  it("is the kit's Devanagari stack for Hindi only", () => {
    expect(bodyFontStack('hi')).toBe(devanagariFontBody);
    expect(bodyFontStack('hi-IN')).toBe(devanagariFontBody);
    expect(bodyFontStack('en-IN')).toBe(lightTokens.font.body);
    expect(bodyFontStack('hil')).toBe(lightTokens.font.body);
  });
});

describe('sampleOf', () => {
  it('is the first character of the range from the space on', () => {
    expect(sampleOf('U+0000-00FF,U+0131')).toBe(' ');
    expect(sampleOf('U+0900-097F, U+1CD0-1CF9')).toBe('\u0900');
    expect(sampleOf('U+0000-001F, U+20B9')).toBe('₹');
    expect(sampleOf('U+4??')).toBe('\u0400');
    expect(sampleOf(undefined)).toBe(' ');
  });
});
