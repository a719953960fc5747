import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from './protection.ts';
import { inlineScriptHashes } from './static.ts';

/** What the site's server renderer (`packages/site/src/entry-server.tsx`, built to `dist/.ssr`) offers the API. */
interface SiteRenderer {
  render(
    path: string,
    renderDate: string,
    serverData?: unknown,
  ): Promise<{
    html: string;
    status: number;
    routeId: string;
    /** The tags of the page's `<head>`: title, description, canonical and language links. */
    head: string;
    /** The path of the same page in the other language, if it has one. */
    twin: string | undefined;
  }>;
  outputFileFor(path: string): string;
  criticalCss(css: string, classes: ReadonlySet<string>): string;
  classNamesIn(html: string): Set<string>;
  serverDataScript(data: unknown): string;
  /** The names of the site's HTML contract (`packages/site/src/boot/protocol.ts`) the shell is read by. */
  protocol: {
    rendered: string;
    stylesheet: string;
    path: string;
    route: string;
    routeModule: string;
    routePath: string;
    pageModules: string;
    twin: string;
  };
}

/**
 * The headers of a page rendered for one person (a status page, a document's page): never stored
 * by any cache, never indexed, never sent on as a referrer.
 */
export const PRIVATE_PAGE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

export interface RenderedPage {
  html: string;
  /** The page's own Content-Security-Policy, with the hashes of its inline scripts. */
  csp: string;
}

export interface PageRenderer {
  /**
   * The built page of `path` with its content rendered from `data`, as the client will hydrate
   * it; `shell` is the prerendered page to start from when `path` has none of its own (a page per
   * id, such as `/verify/ID`, starts from `/verify`).
   */
  render(path: string, data: unknown, shell?: string): Promise<RenderedPage>;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

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
  /** Each shell's own head tags, as the prerender step wrote them, by build, path and day. */
  const shellHeads = new Map<string, Promise<{ head: string }>>();
  let renderer: { folder: string; module: Promise<SiteRenderer> } | undefined;

  async function fileText(file: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = await readFile(file, 'utf8');
    files.set(file, { mtimeMs, text });
    return text;
  }

  /**
   * The renderer of the build the site folder is now (each build has a folder of its own, which
   * `dist` links to): a new build's is a module of its own path, imported when it is first needed,
   * so its chunks import back that one copy and pages render with the contexts they read.
   */
  function siteRenderer(folder: string): Promise<SiteRenderer> {
    if (renderer?.folder !== folder) {
      renderer = {
        folder,
        module: import(
          pathToFileURL(path.join(folder, '.ssr', 'entry-server.js')).href
        ) as Promise<SiteRenderer>,
      };
    }
    return renderer.module;
  }

  return {
    async render(pagePath, data, shellPath = pagePath) {
      const folder = await realpath(root);
      const site = await siteRenderer(folder);
      const shell = await fileText(path.join(folder, site.outputFileFor(shellPath)));
      const open = shell.indexOf('<div id="root"');
      const contentStart = shell.indexOf('>', open) + 1;
      const contentEnd = shell.lastIndexOf('</div>', shell.indexOf('</body>'));
      if (open < 0 || contentEnd < contentStart) throw new Error(`${pagePath}: the built page has no #root`);
      const rootTag = shell.slice(open, contentStart);
      // The day the shell was rendered on, so that whatever depends on the date hydrates unchanged.
      const attribute = (name: string) => new RegExp(` ${name}="([^"]+)"`).exec(rootTag)?.[1];
      const renderDate = attribute(site.protocol.rendered) ?? new Date().toISOString().slice(0, 10);
      const stylesheet = attribute(site.protocol.stylesheet)?.replace(/^\//, '');
      const page = await site.render(pagePath, renderDate, data);
      const shellClasses = site.classNamesIn(shell);
      const added = new Set([...site.classNamesIn(page.html)].filter((name) => !shellClasses.has(name)));
      const css =
        stylesheet && added.size > 0
          ? site.criticalCss(await fileText(path.join(folder, stylesheet)), added)
          : '';
      // A page started from another path's shell says its own path and route, so that the client
      // hydrates it (with its data) rather than render the shell's path afresh; from the route
      // tables, as it names no route module (the shell's is the shell's route's).
      const pageRootTag =
        shellPath === pagePath
          ? rootTag
          : rootTag
              .replace(
                new RegExp(` ${site.protocol.path}="[^"]*"`),
                ` ${site.protocol.path}="${escapeAttribute(pagePath)}"`,
              )
              .replace(
                new RegExp(` ${site.protocol.route}="[^"]*"`),
                ` ${site.protocol.route}="${escapeAttribute(page.routeId)}"`,
              )
              .replace(
                new RegExp(` (${site.protocol.routeModule}|${site.protocol.routePath})="[^"]*"`, 'g'),
                '',
              );
      // The head says what the page is: its own title, description, canonical and language links
      // and twin (a document's page, not the form whose shell it starts from), in place of the
      // shell's, found by rendering the shell's path as the prerender step did.
      const shellKey = `${folder}\n${shellPath}\n${renderDate}`;
      if (!shellHeads.has(shellKey)) {
        const rendered = site.render(shellPath, renderDate).catch((error: unknown) => {
          shellHeads.delete(shellKey);
          throw error;
        });
        shellHeads.set(shellKey, rendered);
      }
      const shellHead = await shellHeads.get(shellKey)!;
      const start = shell.slice(0, open);
      if (shellHead.head === '' || !start.includes(shellHead.head)) {
        throw new Error(
          `${shellPath}: the built page's head is not the one its path renders (an older build?)`,
        );
      }
      const twinAttribute = ` ${site.protocol.twin}="`;
      const head = start
        .replace(shellHead.head, () => page.head)
        .replace(new RegExp(`<script[^>]* ${site.protocol.pageModules}="[^>]*>`), (tag) => {
          const bare = tag.replace(new RegExp(`${twinAttribute}[^"]*"`), '');
          return page.twin ? `${bare.slice(0, -1)}${twinAttribute}${escapeAttribute(page.twin)}">` : bare;
        });
      const html =
        head.replace('</head>', () => (css ? `<style>${css}</style></head>` : '</head>')) +
        pageRootTag +
        page.html +
        shell.slice(contentEnd).replace('</body>', () => `${site.serverDataScript(data)}</body>`);
      return { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) };
    },
  };
}
