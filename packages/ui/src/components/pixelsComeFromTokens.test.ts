import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every style file of the kit but the themes, which define the tokens. */
const styleFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css.ts') && !file.startsWith(`themes${path.sep}`))
  .sort();

/**
 * The one place raw pixels stay: the visually-hidden technique's 1 px box and -1 px margin, which
 * are the technique, not a size of the design.
 */
const exceptions: Record<string, string[]> = {
  [path.join('components', 'VisuallyHidden', 'VisuallyHidden.css.ts')]: ['1px', '1px', '-1px'],
};

const comments = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
// A number with px written in the source (`${breakpoints.tablet}px` names its number, so it passes).
const pixels = /(?<![\w.$-])-?\d+(?:\.\d+)?px\b/g;

function rawPixels(file: string) {
  const text = readFileSync(path.join(src, file), 'utf8').replace(comments, '');
  return [...text.matchAll(pixels)].map(([value]) => value);
}

describe('component styles', () => {
  it('take every length from the theme contract (vars.size, vars.space, vars.lineWidth, vars.offset ...), not raw pixels', () => {
    expect(styleFiles.length).toBeGreaterThan(40);
    const found = styleFiles
      .map((file) => ({ file, values: rawPixels(file) }))
      .filter(({ file, values }) => JSON.stringify(values) !== JSON.stringify(exceptions[file] ?? []))
      .map(({ file, values }) => `${file}: ${values.join(', ')}`);
    expect(found).toEqual([]);
  });
});
