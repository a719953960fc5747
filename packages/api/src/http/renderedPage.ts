import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from './protection.ts';
import { inlineScriptHashes } from './static.ts';

/** What the site's server renderer (`packages/site/src/entry-server.tsx`, built to `dist/.ssr`) offers the API. */
interface SiteRenderer {
  render(path: string, renderDate: string, serverData?: unknown): Promise<{ html: string; status: number }>;
  outputFileFor(path: string): string;
  criticalCss(css: string, classes: ReadonlySet<string>): string;
  classNamesIn(html: string): Set<string>;
  serverDataScript(data: unknown): string;
}

export interface RenderedPage {
  html: string;
  /** The page's own Content-Security-Policy, with the hashes of its inline scripts. */
  csp: string;
}

export interface PageRenderer {
  /** The built page of `path` with its content rendered from `data`, as the client will hydrate it. */
  render(path: string, data: unknown): Promise<RenderedPage>;
}

/**
 * Renders a page of the built site for one request: the prerendered page of its path is the shell
 * (head, boot script, critical CSS, root attributes), its `#root` is rendered again with the
 * request's data by the site's own server renderer, the CSS that the new content uses and the
 * shell's does not is added, and the data goes into the page as JSON for the client to hydrate
 * with. Each shell is read again when its file changes.
 */
export function pageRenderer(siteDir: string): PageRenderer {
  const root = path.resolve(siteDir);
  const files = new Map<string, { mtimeMs: number; text: string }>();
  let renderer: Promise<SiteRenderer> | undefined;

  async function fileText(file: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = await readFile(file, 'utf8');
    files.set(file, { mtimeMs, text });
    return text;
  }

  function siteRenderer(): Promise<SiteRenderer> {
    // Imported once, as it is: its chunks import it back by its plain URL, so a second copy (a
    // query to load a newer build) would render with contexts the page's modules do not read. A
    // new build is served after a restart, as the rest of the server's code is.
    renderer ??= import(
      pathToFileURL(path.join(root, '.ssr', 'entry-server.js')).href
    ) as Promise<SiteRenderer>;
    return renderer;
  }

  return {
    async render(pagePath, data) {
      const site = await siteRenderer();
      const shell = await fileText(path.join(root, site.outputFileFor(pagePath)));
      const open = shell.indexOf('<div id="root"');
      const contentStart = shell.indexOf('>', open) + 1;
      const contentEnd = shell.lastIndexOf('</div>', shell.indexOf('</body>'));
      if (open < 0 || contentEnd < contentStart) throw new Error(`${pagePath}: the built page has no #root`);
      const rootTag = shell.slice(open, contentStart);
      // The day the shell was rendered on, so that whatever depends on the date hydrates unchanged.
      const renderDate =
        /data-rendered="([^"]+)"/.exec(rootTag)?.[1] ?? new Date().toISOString().slice(0, 10);
      const stylesheet = /data-stylesheet="\/([^"]+)"/.exec(rootTag)?.[1];
      const page = await site.render(pagePath, renderDate, data);
      const shellClasses = site.classNamesIn(shell);
      const added = new Set([...site.classNamesIn(page.html)].filter((name) => !shellClasses.has(name)));
      const css =
        stylesheet && added.size > 0
          ? site.criticalCss(await fileText(path.join(root, stylesheet)), added)
          : '';
      const html =
        shell
          .slice(0, contentStart)
          .replace('</head>', () => (css ? `<style>${css}</style></head>` : '</head>')) +
        page.html +
        shell.slice(contentEnd).replace('</body>', () => `${site.serverDataScript(data)}</body>`);
      return { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) };
    },
  };
}
