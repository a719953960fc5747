import { describe, expect, it } from 'vitest';
import { languageByScript } from './locales.ts';

describe('languageByScript', () => {
  it('reads a text whose letters are mostly Devanagari as Hindi', () => {
    expect(languageByScript('आपका आवेदन मिल गया है।')).toBe('hi');
    // Latin words inside Hindi (a programme's name, UPI) do not make it English.
    expect(
      languageByScript('Android Development के लिए आपका आवेदन हमें मिल गया है। हमारी टीम जल्द ही आपसे बात करेगी।'),
    ).toBe('hi');
  });

  it('reads English, Hindi typed in Latin letters and a text without letters as English', () => {
    expect(languageByScript('We received your application.')).toBe('en');
    expect(languageByScript('aapka aavedan mil gaya hai')).toBe('en');
    expect(languageByScript('2026-11-30 ₹1,500')).toBe('en');
    expect(languageByScript('')).toBe('en');
  });

  it('goes by the majority of letters, not of characters: digits and spaces do not count', () => {
    expect(languageByScript('नमस्ते 12345 67890 hi')).toBe('hi');
    expect(languageByScript('नमस्ते, thank you for writing')).toBe('en');
    // Counted in letters (a vowel sign is a mark, not a letter): four Devanagari against five Latin.
    expect(languageByScript('नमस्ते hello')).toBe('en');
    expect(languageByScript('नमस्ते दोस्त hello')).toBe('hi');
  });
});
