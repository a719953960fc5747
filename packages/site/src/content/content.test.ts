import { readdirSync, readFileSync } from 'node:fs';
import { catalogue, categories, company, feePolicy } from '@aarambh/content';
import { describe, expect, it } from 'vitest';
import { categoryPages } from './categoryPages';
import { checkContent, contentWarnings } from './checkContent';
import { policies } from './policies';
import { popupSlides } from './popupSlidesEnglish';

describe('contentWarnings', () => {
  it('warns the build of the shipped listings that close within 14 days, and of none otherwise', () => {
    // On 28 November 2026 the two December workshops' applications close on 4 and 10 December.
    expect(contentWarnings(new Date(2026, 10, 28))).toEqual([
      'opportunity 12 (Git & GitHub for Teams Workshop) closes in 6 days, on 4 December 2026',
      'opportunity 13 (AI Tools for Developers Workshop) closes in 12 days, on 10 December 2026',
    ]);
    expect(contentWarnings(new Date(2026, 10, 1))).toEqual([]);
  });
});

describe('checkContent', () => {
  it('finds no problem in the shipped content, the catalogue included', () => {
    expect(checkContent()).toEqual([]);
  });

  it("reports a problem of the catalogue and one of the site's own content", () => {
    const [opportunity, ...opportunities] = catalogue.opportunities;
    const [slide, ...slides] = popupSlides;
    const problems = checkContent({
      opportunities: [{ ...opportunity!, rating: 5.2 }, ...opportunities],
      popupSlides: [{ ...slide!, src: '/images/slide.png' }, ...slides],
    });
    expect(problems.some((line) => line.startsWith('opportunities[0].rating'))).toBe(true);
    expect(problems.some((line) => line.startsWith('popupSlides[0].src'))).toBe(true);
  });

  it('reports a category without its page', () => {
    const problems = checkContent({ categoryPages: categoryPages.slice(1) });
    expect(problems).toContain(`services.${categories[0]}: no category page`);
  });
});

describe('category pages, slides and policies', () => {
  it('has one category page per category', () => {
    expect(categoryPages.map((page) => page.category)).toEqual([...categories]);
  });

  it('uses Indian grouping on the development pages and US grouping on the others', () => {
    const grouping = Object.fromEntries(categoryPages.map((page) => [page.category, page.priceGrouping]));
    expect(grouping).toEqual({
      'software-development': 'en-IN',
      'app-development': 'en-IN',
      'website-development': 'en-IN',
      'workshop-training': 'en-US',
      'training-programs': 'en-US',
      internship: 'en-US',
    });
  });

  it('has four popup slides: software development, training programs, internships, workshops', () => {
    expect(popupSlides.map((slide) => slide.title)).toEqual([
      'Software Development',
      'Training Programs',
      'Internships',
      'Workshops',
    ]);
  });

  it("writes each slide's illustration into the code: an SVG data URL, which the popup shows without a request", () => {
    for (const slide of popupSlides) {
      const svg = decodeURIComponent(slide.src.replace(/^data:image\/svg\+xml,/, ''));
      expect(svg, slide.title).toMatch(/^<svg [^>]*viewBox=['"]0 0 480 270['"]/);
    }
  });

  it('dates the three policies of the product December 2024, and the refund policy from the catalogue', () => {
    expect(policies.map((policy) => [policy.slug, policy.lastUpdated])).toEqual([
      ['privacy-policy', 'December 2024'],
      ['terms-of-service', 'December 2024'],
      ['cookie-policy', 'December 2024'],
      ['refund-policy', feePolicy.lastUpdated],
    ]);
  });

  it('writes the brand only in the company config', () => {
    const sources = [
      ...readdirSync(new URL('.', import.meta.url)).map((file) => new URL(file, import.meta.url)),
      ...readdirSync(new URL('../../../content/src/', import.meta.url))
        .filter((file) => file !== 'company.ts')
        .map((file) => new URL(`../../../content/src/${file}`, import.meta.url)),
    ].filter((url) => /(?<!\.test)\.tsx?$/.test(url.pathname));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources)
      expect(readFileSync(source, 'utf8'), source.pathname).not.toContain(company.name);
  });
});
