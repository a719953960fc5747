// Every link in README.md, docs/ and the packages' READMEs that points inside the repository leads
// somewhere: the file exists, and a `#fragment` names a heading of that file (GitHub's anchors).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { type Token, lexer, walkTokens } from 'marked';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Markdown files a newcomer reads: the README, docs/ and each package's README. */
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(root, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((file) => existsSync(path.join(root, file))),
];

function tokensOf(file: string): Token[] {
  return lexer(readFileSync(path.join(root, file), 'utf8'));
}

const anchors = new Map<string, Set<string>>();

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const known = anchors.get(file);
  if (known) return known;
  const slugger = new GithubSlugger();
  const found = new Set<string>();
  walkTokens(tokensOf(file), (token) => {
    if (token.type === 'heading') found.add(slugger.slug(token.text.replace(/`/g, '')));
  });
  anchors.set(file, found);
  return found;
}

/** The links of a file that stay in the repository (no scheme, no `mailto:`). */
function internalLinks(file: string): string[] {
  const links: string[] = [];
  walkTokens(tokensOf(file), (token) => {
    if (token.type === 'link' && !/^[a-z][a-z0-9+.-]*:/i.test(token.href)) links.push(token.href);
  });
  return links;
}

describe('links in the documentation', () => {
  it.each(documents)(
    '%s: every link inside the repository leads to a file and heading that exist',
    (file) => {
      const broken = internalLinks(file).filter((href) => {
        const [target = '', fragment] = href.split('#');
        const resolved = target
          ? path.join(root, path.dirname(file), decodeURIComponent(target))
          : path.join(root, file);
        if (!existsSync(resolved)) return true;
        if (fragment === undefined || statSync(resolved).isDirectory() || !resolved.endsWith('.md'))
          return false;
        return !anchorsOf(path.relative(root, resolved)).has(decodeURIComponent(fragment));
      });
      expect(broken).toEqual([]);
    },
  );
});
