import { describe, expect, it } from 'vitest';
import { checkFile, formatFileSize, matchesAcceptedTypes } from './fileRules';

const resume = ['.pdf', '.doc', '.docx', 'application/pdf'];

describe('matchesAcceptedTypes', () => {
  it('accepts by extension whatever the case of the name', () => {
    expect(matchesAcceptedTypes({ name: 'CV.PDF', type: '' }, resume)).toBe(true);
    expect(matchesAcceptedTypes({ name: 'cv.docx', type: '' }, resume)).toBe(true);
  });

  it('accepts by exact MIME type and by MIME family', () => {
    expect(matchesAcceptedTypes({ name: 'cv', type: 'application/pdf' }, resume)).toBe(true);
    expect(matchesAcceptedTypes({ name: 'photo', type: 'image/png' }, ['image/*'])).toBe(true);
  });

  it('turns away other files, and a name that only contains an accepted extension', () => {
    expect(matchesAcceptedTypes({ name: 'photo.png', type: 'image/png' }, resume)).toBe(false);
    expect(matchesAcceptedTypes({ name: 'cv.pdf.exe', type: '' }, resume)).toBe(false);
  });

  it('accepts every file when no types are given', () => {
    expect(matchesAcceptedTypes({ name: 'anything.bin', type: '' }, [])).toBe(true);
  });
});

describe('checkFile', () => {
  const rule = { acceptedTypes: resume, maxBytes: 5242880 };

  it('passes a file of an accepted type at exactly the limit', () => {
    expect(checkFile({ name: 'cv.pdf', type: 'application/pdf', size: 5242880 }, rule)).toBeNull();
  });

  it('reports size one byte over the limit', () => {
    expect(checkFile({ name: 'cv.pdf', type: 'application/pdf', size: 5242881 }, rule)).toBe('size');
  });

  it('reports the type before the size', () => {
    expect(checkFile({ name: 'cv.png', type: 'image/png', size: 9e9 }, rule)).toBe('type');
  });

  it('has no size limit without maxBytes', () => {
    expect(checkFile({ name: 'cv.pdf', type: '', size: 9e9 }, { acceptedTypes: resume })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [1, '1 byte'],
    [840, '840 bytes'],
    [1024, '1 KB'],
    [12_697, '12.4 KB'],
    [5_242_880, '5 MB'],
    [3_355_443, '3.2 MB'],
    [157_286_400, '150 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
