import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Written } from './Written';

describe('Written', () => {
  it('marks words written in Devanagari as Hindi among the English screens', () => {
    expect(renderToStaticMarkup(<Written>मीरा शर्मा</Written>)).toBe('<span lang="hi">मीरा शर्मा</span>');
  });

  it('leaves English, and Hindi typed in Latin letters, as the screen is', () => {
    expect(renderToStaticMarkup(<Written>Meera Sharma</Written>)).toBe('Meera Sharma');
    expect(renderToStaticMarkup(<Written>kripya marksheet bhejein</Written>)).toBe(
      'kripya marksheet bhejein',
    );
  });
});
