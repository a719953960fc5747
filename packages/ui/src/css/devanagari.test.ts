import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { devanagariFontBody, lightTokens } from '../themes/tokens';

const require = createRequire(import.meta.url);
const face = readFileSync(new URL('devanagari.css', import.meta.url), 'utf8');
/** The package's CSS for the 400 weight: a face per subset (Devanagari, Latin, Latin Extended). */
const packageFaces = readFileSync(require.resolve('@fontsource/noto-sans-devanagari/400.css'), 'utf8');

const property = (css: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
const range = (css: string) => property(css, 'unicode-range').replaceAll(' ', '');

describe("the kit's Devanagari face", () => {
  it('is the Devanagari subset of the package, as a woff2 file that is there, with the range the package gives it', () => {
    const file = /url\(@fontsource\/noto-sans-devanagari\/(files\/[\w-]+\.woff2)\)/.exec(face)?.[1];
    expect(file).toBe('files/noto-sans-devanagari-devanagari-400-normal.woff2');
    expect(() => require.resolve(`@fontsource/noto-sans-devanagari/${file}`)).not.toThrow();
    const subset = packageFaces.split('@font-face').find((rule) => rule.includes(file!)) ?? '';
    expect(range(subset)).toMatch(/^U\+0900-097F,/);
    expect(range(face)).toBe(range(subset));
    expect(property(face, 'font-family')).toBe(property(subset, 'font-family'));
    expect(property(face, 'font-weight')).toBe('400');
  });

  it('comes in the Hindi body stack after Inter and before the system fonts, and in no other', () => {
    const family = property(face, 'font-family');
    expect(devanagariFontBody).toBe(lightTokens.font.body.replace("'Inter', ", `'Inter', ${family}, `));
    expect(lightTokens.font.body).not.toContain('Devanagari');
  });
});
