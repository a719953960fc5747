import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { RETAINED_304_HEADERS, etag } from 'hono/etag';
import { contentSecurityPolicy } from './protection.ts';

/** Script types the browser does not run (data blocks); CSP does not need their hashes. */
const DATA_SCRIPT = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;

/** The CSP hashes of a page's inline scripts, so the page runs without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes) || content === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The precompressed copies the site's build writes beside each text file (scripts/compress.mjs). */
const COMPRESSED_SUFFIX = /\.(br|gz|zst)$/;
/** Text types the build precompresses; their answers depend on Accept-Encoding. */
const COMPRESSIBLE = /\.(html|m?js|css|svg|json|webmanifest|xml|txt|map)$/;

/**
 * A path the site never serves: a hidden segment (`/.vite/manifest.json`, `/.env`) or a
 * precompressed copy asked for by name (it would go out without its Content-Encoding).
 */
function isPrivate(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.')) || COMPRESSED_SUFFIX.test(pathname);
}

/**
 * Serves the built site through `@hono/node-server`'s `serveStatic`: a file as it is; a route as
 * its prerendered `<route>/index.html`; any other path with status 404 and the nearest `404.html`
 * up its folders (`/hi/no-such-page` gets `hi/404.html`, the Hindi one; anything else the site's
 * `404.html`), or else `index.html`, whose router shows the not-found page. With `precompressed` it sends the
 * brotli or gzip copy the browser accepts. Hashed assets are cached for a year; everything else is
 * revalidated with its ETag (304 when unchanged). serveStatic refuses `..`, backslashes, `//` and
 * percent-encoded paths, so nothing outside the folder is reachable.
 */
export function siteHandler(siteDir: string): Hono {
  const root = path.resolve(siteDir);
  const assets = path.join(root, 'assets') + path.sep;
  /** CSP per HTML file, worked out from its uncompressed text once per modification. */
  const policies = new Map<string, { mtimeMs: number; csp: string }>();

  function policyFor(htmlFile: string): string {
    const { mtimeMs } = statSync(htmlFile);
    const cached = policies.get(htmlFile);
    if (cached?.mtimeMs === mtimeMs) return cached.csp;
    const csp = contentSecurityPolicy(inlineScriptHashes(readFileSync(htmlFile, 'utf8')));
    policies.set(htmlFile, { mtimeMs, csp });
    return csp;
  }

  function headersFor(served: string, c: Context) {
    const file = served.replace(COMPRESSED_SUFFIX, '');
    // Vite puts a content hash in every name under assets/: those never change.
    c.header('Cache-Control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (COMPRESSIBLE.test(file) && !c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
    // A validator per representation: the brotli, gzip and identity bodies each have their own.
    const { size, mtimeMs } = statSync(served);
    c.header('ETag', `"${Math.trunc(mtimeMs).toString(36)}-${size.toString(36)}${path.extname(served)}"`);
    if (file.endsWith('.html')) c.header('Content-Security-Policy', policyFor(file));
  }

  const files = serveStatic({ root, precompressed: true, onFound: headersFor });
  const serveFile = (file: string) => serveStatic({ path: file, precompressed: true, onFound: headersFor });
  // For any other path: the nearest 404 page up its folders (only plain folder names are looked
  // up), else the site's index.html (whose router shows not-found).
  const fallbacksFor = (pathname: string) => {
    const folders = pathname.split('/').slice(1, -1);
    const plain = folders.findIndex((folder) => !/^[a-z0-9-]+$/.test(folder));
    const usable = plain === -1 ? folders : folders.slice(0, plain);
    const pages = usable
      .map((_, index) => path.join(root, ...usable.slice(0, usable.length - index), '404.html'))
      .filter((file) => existsSync(file));
    return [...pages, path.join(root, '404.html'), path.join(root, 'index.html')].map(serveFile);
  };

  const site = new Hono();
  // Answers 304 to a matching If-None-Match; the ETag itself is set in headersFor. The browser
  // replaces the stored headers of its copy with the 304's, so the page's own CSP goes along:
  // without the hashes of its inline scripts, a revalidated page would run none of them.
  site.use('*', etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'content-security-policy'] }));
  site.on(['GET', 'HEAD'], '*', (c, next) => (isPrivate(c.req.path) ? next() : files(c, next)));
  site.on(['GET', 'HEAD'], '*', async (c) => {
    for (const fallback of fallbacksFor(c.req.path)) {
      const response = await fallback(c, async () => undefined);
      if (response) return new Response(response.body, { status: 404, headers: response.headers });
    }
    return c.text('Page Not Found', 404);
  });
  return site;
}
