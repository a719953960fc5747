import { describe, expect, it } from 'vitest';
import { hrefIn } from './hrefIn';
import { hrefInHindi } from './hindiFormLanguage';
import { twinOf } from './pages';

describe('the pages in two languages', () => {
  it('pairs a listed page with its twin both ways', () => {
    expect(twinOf('/about')).toEqual({ lang: 'hi', path: '/hi/about' });
    expect(twinOf('/hi/career')).toEqual({ lang: 'en', path: '/career' });
  });

  it("pairs each opening's page and its application form with the same path under /hi, and nothing else under it", () => {
    expect(twinOf('/career/job/4')).toEqual({ lang: 'hi', path: '/hi/career/job/4' });
    expect(twinOf('/hi/career/job/4')).toEqual({ lang: 'en', path: '/career/job/4' });
    expect(twinOf('/career/apply/4')).toEqual({ lang: 'hi', path: '/hi/career/apply/4' });
    expect(twinOf('/hi/career/apply/4')).toEqual({ lang: 'en', path: '/career/apply/4' });
    expect(twinOf('/career/apply/four')).toBeUndefined();
    expect(twinOf('/hi/career/apply')).toBeUndefined();
  });

  it("pairs a document's verify page with the same id's under /hi, and no other path under /verify", () => {
    expect(twinOf('/verify')).toEqual({ lang: 'hi', path: '/hi/verify' });
    expect(twinOf('/verify/N61ME3KGYPE4')).toEqual({ lang: 'hi', path: '/hi/verify/N61ME3KGYPE4' });
    expect(twinOf('/hi/verify/N61ME3KGYPE4')).toEqual({ lang: 'en', path: '/verify/N61ME3KGYPE4' });
    expect(twinOf('/verify/N61ME3KGYPE4/credential')).toBeUndefined();
    expect(twinOf('/verify/n61me3kgype4')).toBeUndefined();
  });

  it('links a Hindi page to the twin of a page where it has one, and an English page to the English', () => {
    expect(hrefIn('hi', '/career')).toBe('/hi/career');
    expect(hrefIn('hi', '/coming-soon')).toBe('/coming-soon');
    expect(hrefIn('en', '/career')).toBe('/career');
  });

  it("leads a Hindi form's link to the twin, keeping its query and its part", () => {
    expect(hrefInHindi('/career?applied=true')).toBe('/hi/career?applied=true');
    expect(hrefInHindi('/privacy-policy#your-rights')).toBe('/hi/privacy-policy#your-rights');
    expect(hrefInHindi('/coming-soon?x=1')).toBe('/coming-soon?x=1');
  });
});
