import { describe, expect, it } from 'vitest';
import { classNamesIn, criticalCss, deferredCss } from './criticalCss';

describe('classNamesIn', () => {
  it('collects the class names of every element', () => {
    expect(
      classNamesIn('<html class="theme"><div class="a  b"><p class="c">x</p><span class="">y</span></div>'),
    ).toEqual(new Set(['theme', 'a', 'b', 'c']));
  });
});

describe('which selectors criticalCss keeps', () => {
  const used = new Set(['a', 'b']);
  /** The selectors of one rule that the page's classes may match. */
  const kept = (selector: string) => /^([^{]*)\{/.exec(criticalCss(`${selector}{x:y}`, used))?.[1] ?? null;

  it('requires every class of the selector', () => {
    expect(kept('.a .b')).toBe('.a .b');
    expect(kept('.a>.c')).toBeNull();
    expect(kept('.a:hover')).toBe('.a:hover');
    expect(kept('.a[data-pressed]')).toBe('.a[data-pressed]');
  });

  it('keeps selectors without classes', () => {
    expect(kept('html')).toBe('html');
    expect(kept('*,::before')).toBe('*,::before');
  });

  it('does not require classes inside :not() or attribute values', () => {
    expect(kept('.a:not(.c)')).toBe('.a:not(.c)');
    expect(kept('.a[title=".c"]')).toBe('.a[title=".c"]');
  });
});

describe('criticalCss', () => {
  const css =
    '@font-face{font-family:X;src:url(x.woff2)}' +
    '.a{color:red}.c{color:blue}.a,.c{margin:0}' +
    '@media (min-width:740px){.b{padding:0}.d{padding:1px}}' +
    '@media print{.d{display:none}}' +
    'body{margin:0}' +
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}' +
    '.e::after{content:"}"}';

  it('keeps the rules that can match, in order, and drops the rest', () => {
    expect(criticalCss(css, new Set(['a', 'b']))).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}' +
        '.a{color:red}.a{margin:0}' +
        '@media (min-width:740px){.b{padding:0}}' +
        'body{margin:0}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
  });

  it('handles braces inside strings', () => {
    expect(criticalCss(css, new Set(['e']))).toContain('.e::after{content:"}"}');
  });

  it('keeps everything when every class is used', () => {
    expect(criticalCss(css, new Set(['a', 'b', 'c', 'd', 'e']))).toBe(css);
  });
});

describe('deferredCss', () => {
  it('drops every @font-face rule and keeps the rest as it is', () => {
    const css =
      '@font-face{font-family:X;src:url(x.woff2)}.a{color:red}' +
      '@font-face{font-family:X;src:url(y.woff2);unicode-range:U+0100-024F}' +
      '@media (min-width:740px){.b{padding:0}}.e::after{content:"@font-face"}';
    expect(deferredCss(css)).toBe(
      '.a{color:red}@media (min-width:740px){.b{padding:0}}.e::after{content:"@font-face"}',
    );
  });
});
