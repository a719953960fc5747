import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every style file of the kit but the themes, which define the tokens. */
const styleFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css.ts') && !file.startsWith(`themes${path.sep}`))
  .sort();

// A box size (width, height and their min, max and logical forms) in pixels, or pixels inside a
// calc(). 1px is left alone: it is the visually-hidden technique's box, not a size of the design.
const sizeProperty =
  /\b(?:(?:min|max)?(?:Width|Height)|width|height|inlineSize|blockSize)\s*:\s*(['`])([^'`]*)\1/g;
const calc = /calc\([^;]*?\)/g;
const pixels = /(?<![\w.-])-?(?!1px\b)\d+(?:\.\d+)?px\b/;

function rawSizes(file: string) {
  const text = readFileSync(path.join(src, file), 'utf8');
  const found: string[] = [];
  for (const [, , value] of text.matchAll(sizeProperty)) if (pixels.test(value!)) found.push(value!);
  for (const [expression] of text.matchAll(calc)) if (pixels.test(expression)) found.push(expression);
  return found.map((value) => `${file}: ${value}`);
}

describe('component styles', () => {
  it('take sizes and calc() terms from the theme contract (vars.size, vars.space), not raw pixels', () => {
    expect(styleFiles.length).toBeGreaterThan(40);
    expect(styleFiles.flatMap(rawSizes)).toEqual([]);
  });
});
