/**
 * The CSS a prerendered page needs for its first paint, inlined into its `<head>`: the rules of the
 * site's stylesheet whose selectors can match the page's markup. The full stylesheet follows once
 * the page is hydrated (see client/stylesheet.ts), for what the page renders later (menus, dialogs,
 * other pages after a client-side navigation). A first paint then waits for the HTML only.
 *
 * The stylesheet is the minified output of the build, so a small scanner suffices: rules,
 * `@media`/`@supports`/`@layer` blocks (filtered recursively), and other at-rules (`@font-face`,
 * `@keyframes`, ...) kept as they are.
 */

/** Every class name used in the markup's `class` attributes. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Splits on top-level commas (not inside parentheses or brackets). */
function splitSelectors(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(selectorList.slice(start));
  return selectors;
}

/**
 * Whether a selector can match the page: every class it requires is used in the markup. Classes
 * inside `:not(...)` are not required; attribute selectors and quoted strings are ignored.
 */
function selectorMayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  const required = selector
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  for (const match of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (!classes.has(match[1]!)) return false;
  }
  return true;
}

/** The index just after the block that opens at `open` (the index of its `{`). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index === -1) return css.length;
    } else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return css.length;
}

const FILTERED_AT_RULES = /^@(?:media|supports|layer|container)\b/;

type TopLevel = { statement: string } | { prelude: string; body: string };

/** The top-level parts of `css`: statement at-rules (`@charset "UTF-8";`, `@import ...;`) and blocks. */
function* topLevel(css: string): Generator<TopLevel> {
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const semicolon = css.indexOf(';', index);
    if (css[index] === '@' && semicolon !== -1 && (open === -1 || semicolon < open)) {
      yield { statement: css.slice(index, semicolon + 1) };
      index = semicolon + 1;
      continue;
    }
    if (open === -1) return;
    const end = blockEnd(css, open);
    yield { prelude: css.slice(index, open).trim(), body: css.slice(open + 1, end - 1) };
    index = end;
  }
}

/** The rules of `css` that can apply to markup using `classes`, in their original order. */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  let output = '';
  for (const part of topLevel(css)) {
    if ('statement' in part) {
      output += part.statement;
      continue;
    }
    const { prelude, body } = part;
    if (prelude.startsWith('@')) {
      if (FILTERED_AT_RULES.test(prelude)) {
        const inner = criticalCss(body, classes);
        if (inner) output += `${prelude}{${inner}}`;
      } else {
        output += `${prelude}{${body}}`;
      }
    } else {
      const kept = splitSelectors(prelude).filter((selector) => selectorMayMatch(selector, classes));
      if (kept.length > 0) output += `${kept.join(',')}{${body}}`;
    }
  }
  return output;
}

/**
 * The full stylesheet as a page loads it after its first paint: without its `@font-face` rules,
 * which every page's inline CSS declares already. With `font-display: optional`, a first visit on a
 * slow connection paints with the fallback font; a second declaration of the same face, arriving
 * later and finding the font cached, would swap Inter in then and move the text.
 */
export function deferredCss(css: string): string {
  let output = '';
  for (const part of topLevel(css)) {
    if ('statement' in part) output += part.statement;
    else if (!part.prelude.startsWith('@font-face')) output += `${part.prelude}{${part.body}}`;
  }
  return output;
}
