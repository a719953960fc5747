import { describe, expect, it } from 'vitest';
import { classNamesIn, criticalCss, deferredCss, selectorMayMatch } from './criticalCss';

describe('classNamesIn', () => {
  it('collects the class names of every element', () => {
    expect(
      classNamesIn('<html class="theme"><div class="a  b"><p class="c">x</p><span class="">y</span></div>'),
    ).toEqual(new Set(['theme', 'a', 'b', 'c']));
  });
});

describe('selectorMayMatch', () => {
  const used = new Set(['a', 'b']);

  it('requires every class of the selector', () => {
    expect(selectorMayMatch('.a .b', used)).toBe(true);
    expect(selectorMayMatch('.a>.c', used)).toBe(false);
    expect(selectorMayMatch('.a:hover', used)).toBe(true);
    expect(selectorMayMatch('.a[data-pressed]', used)).toBe(true);
  });

  it('keeps selectors without classes', () => {
    expect(selectorMayMatch('html', used)).toBe(true);
    expect(selectorMayMatch('*,::before', used)).toBe(true);
  });

  it('does not require classes inside :not() or attribute values', () => {
    expect(selectorMayMatch('.a:not(.c)', used)).toBe(true);
    expect(selectorMayMatch('.a[title=".c"]', used)).toBe(true);
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
