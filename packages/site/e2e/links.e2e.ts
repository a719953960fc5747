import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The production build these tests run against (`npm run build`).
const dist = fileURLToPath(new URL('../dist', import.meta.url));

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** Whether `/some/path` is a page or a file of the build. */
function existsInBuild(sitePath: string): boolean {
  const file = path.join(dist, decodeURIComponent(sitePath));
  if (!file.startsWith(dist)) return false;
  return (
    sitePath === '/' ||
    existsSync(path.join(file, 'index.html')) ||
    (existsSync(file) && statSync(file).isFile())
  );
}

/** Why an `href` is not one a visitor can follow, or null when it is. */
function problem(href: string): string | null {
  if (/^(https?:\/\/[^/]|mailto:|tel:|https:\/\/wa\.me\/)/.test(href)) return null;
  if (href.startsWith('#')) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return 'neither a site path nor an absolute URL';
  const sitePath = href.replace(/[?#].*$/, '');
  return existsInBuild(sitePath) ? null : 'no such page or file in the build';
}

test.describe('links in the prerendered pages', () => {
  const pages = htmlFiles(dist);

  test('finds the prerendered pages', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  test('has every href lead to a page or file of the build, or to an http(s), mailto, tel or WhatsApp URL', () => {
    const broken = pages.flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      return [...html.matchAll(/\shref="([^"]*)"/g)].flatMap(([, raw = '']) => {
        const href = raw.replaceAll('&amp;', '&');
        const why = problem(href);
        return why ? [`${path.relative(dist, file)}: ${href} (${why})`] : [];
      });
    });
    expect(broken).toEqual([]);
  });
});
