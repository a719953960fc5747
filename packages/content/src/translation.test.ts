import { describe, expect, it } from 'vitest';
import { homeCopy } from './copy/home.ts';
import { notFoundCopy } from './copy/notFound.ts';
import { servicesCopy, servicesPageCopy } from './copy/services.ts';
import { homeHindi, notFoundHindi, servicesHindi, servicesPageHindi, staleTranslations } from './hindi.ts';
import { hindiCopy, sourceHash, staleTexts, type Translation } from './translation.ts';

/** The dotted paths of a copy's texts. */
const keysOf = (value: unknown, at = ''): string[] =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'source' in value)
    ? [at]
    : Object.entries(value as object).flatMap(([key, inner]) => keysOf(inner, `${at}.${key}`));

describe('the Hindi copy', () => {
  it.each([
    ['home', homeCopy, homeHindi],
    ['servicesPage', servicesPageCopy, servicesPageHindi],
    ['services', servicesCopy, servicesHindi],
    ['notFound', notFoundCopy, notFoundHindi],
  ] as const)('%s has every text the English has, and no other', (_, english, hindi) => {
    expect(keysOf(hindi)).toEqual(keysOf(english));
  });

  it('fails the type check on a missing or an extra key', () => {
    type English = { title: string; text: string };
    const translated = { text: 'शीर्षक', source: sourceHash('Title') };
    // @ts-expect-error: `text` is missing.
    const missing: Translation<English> = { title: translated };
    const extra: Translation<English> = {
      title: translated,
      text: translated,
      // @ts-expect-error: `other` is no text of the English.
      other: translated,
    };
    expect([missing, extra]).toHaveLength(2);
  });

  it('is up to date: every Hindi text records the hash of the English it translates', () => {
    expect(staleTranslations()).toEqual([]);
  });

  it('finds a Hindi text whose English changed, with the hash to record once it is translated again', () => {
    const changed = { ...homeCopy, title: 'Start Your Career with Us' };
    expect(staleTexts('home', changed, homeHindi)).toEqual([
      {
        key: 'home.title',
        english: 'Start Your Career with Us',
        hash: sourceHash('Start Your Career with Us'),
      },
    ]);
    const features = [
      homeCopy.features[0],
      { ...homeCopy.features[1], title: 'Mentors' },
      homeCopy.features[2],
    ];
    expect(staleTexts('home', { ...homeCopy, features }, homeHindi).map((text) => text.key)).toEqual([
      'home.features.1.title',
    ]);
  });
});

describe('hindiCopy', () => {
  it('gives the Hindi texts in the English shape while they are up to date', () => {
    const { lang, copy } = hindiCopy(homeCopy, homeHindi);
    expect(lang).toBe('hi');
    expect(copy.exploreServices).toBe(homeHindi.exploreServices.text);
    expect(copy.features.map((feature) => feature.title)).toEqual(
      homeHindi.features.map((feature) => feature.title.text),
    );
  });

  it('falls back to the whole English copy when one text is stale', () => {
    const changed = { ...homeCopy, ctaButton: 'See Every Service' };
    expect(hindiCopy(changed, homeHindi)).toEqual({ lang: 'en', copy: changed });
  });
});

describe('sourceHash', () => {
  it('is 8 hex digits that change with any character', () => {
    expect(sourceHash('Learn More')).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash('Learn More')).not.toBe(sourceHash('Learn more'));
  });
});
