// A built site in miniature for the API's tests of server-rendered pages: one shell per page and a
// renderer that prints the data it is given (the end-to-end tests render the real one).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The head tags the mini site's renderer gives a path: its own title and canonical link. */
function headOf(pagePath: string): string {
  return `<title>${pagePath}</title><link rel="canonical" href="https://example.test${pagePath}"/>`;
}

/** A folder with a shell for each of `pages` (paths without their leading slash); remove it after. */
export function miniSite(pages: readonly string[]): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'aarambh-mini-site-'));
  for (const page of pages) {
    mkdirSync(path.join(siteDir, page), { recursive: true });
    // As the site's build writes a page: a page under hi/ is Hindi; the boot script names its
    // twin, and the head tags are the ones its path renders (`headOf`, as the renderer below).
    const twin = page.startsWith('hi/') ? `/${page.slice(3)}` : `/hi/${page}`;
    writeFileSync(
      path.join(siteDir, page, 'index.html'),
      `<!doctype html><html lang="${page.startsWith('hi/') ? 'hi' : 'en'}"><head>` +
        `<script data-page-modules="/assets/page.js" data-twin="${twin}">window.boot=1</script>${headOf(`/${page}`)}<style>.shell{}</style></head>` +
        `<body><div id="root" data-path="/${page}" data-route="${page}" data-route-module="/assets/page.js" data-route-path="${page}" data-rendered="2026-11-20" data-stylesheet="/assets/site.css"><main class="shell">no link</main></div></body></html>`,
    );
  }
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(
    path.join(siteDir, 'assets', 'site.css'),
    '.shell{color:blue}.status{color:green}.unused{color:red}',
  );
  mkdirSync(path.join(siteDir, '.ssr'));
  writeFileSync(
    path.join(siteDir, '.ssr', 'entry-server.js'),
    `const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
const headOf = ${headOf.toString()};
export async function render(path, renderDate, data) {
  const twin = path.startsWith('/hi/') ? path.slice(3) : '/hi' + path;
  return { status: 200, routeId: 'route:' + path, head: headOf(path), twin, html: '<main class="status" data-date="' + renderDate + '">' + escape(JSON.stringify(data) ?? '') + '</main>' };
}
export const outputFileFor = (path) => path.slice(1) + '/index.html';
export const classNamesIn = (html) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
export const criticalCss = (css, classes) => css.split('}').filter((rule) => classes.has(rule.slice(1, rule.indexOf('{')))).map((rule) => rule + '}').join('');
export const protocol = { rendered: 'data-rendered', stylesheet: 'data-stylesheet', path: 'data-path', route: 'data-route', routeModule: 'data-route-module', routePath: 'data-route-path', pageModules: 'data-page-modules', twin: 'data-twin' };
export const serverDataScript = (data) => '<script type="application/json" id="server-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
`,
  );
  return siteDir;
}

/** The data a page of the mini site was rendered with. */
export function renderedData(html: string): unknown {
  return JSON.parse(/<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html)![1]!);
}
