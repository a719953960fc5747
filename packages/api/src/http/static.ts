import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { contentSecurityPolicy } from './protection.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

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

interface CachedFile {
  mtimeMs: number;
  body: Uint8Array<ArrayBuffer>;
  csp: string | undefined;
}

/**
 * Serves the built site: a file as it is; a route as its prerendered `<route>/index.html`; any
 * other path with status 404 and the site's `404.html` (or `index.html`, whose router shows the
 * not-found page). Paths can never leave the site folder.
 */
export function siteHandler(siteDir: string): (c: Context) => Promise<Response> {
  const root = path.resolve(siteDir);
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = new Uint8Array(await readFile(file));
    const csp = file.endsWith('.html')
      ? contentSecurityPolicy(inlineScriptHashes(Buffer.from(body).toString('utf8')))
      : undefined;
    const entry = { mtimeMs: info.mtimeMs, body, csp };
    if (body.byteLength < 1024 * 1024) cache.set(file, entry);
    return entry;
  }

  function respond(c: Context, file: string, entry: CachedFile, status: 200 | 404) {
    const extension = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      // Vite puts a content hash in every name under assets/: those never change.
      'Cache-Control': file.startsWith(path.join(root, 'assets') + path.sep)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
    return new Response(c.req.method === 'HEAD' ? null : entry.body, { status, headers });
  }

  return async (c: Context) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = '/\u0000';
    }
    const safe = !pathname.includes('\u0000') && !pathname.split('/').includes('..');
    const target = path.resolve(root, `.${pathname}`);
    if (safe && (target === root || target.startsWith(root + path.sep))) {
      const candidates = pathname.endsWith('/')
        ? [path.join(target, 'index.html')]
        : [target, path.join(target, 'index.html')];
      for (const candidate of candidates) {
        const entry = await load(candidate);
        if (entry) return respond(c, candidate, entry, 200);
      }
    }
    for (const fallback of ['404.html', 'index.html']) {
      const file = path.join(root, fallback);
      const entry = await load(file);
      if (entry) return respond(c, file, entry, 404);
    }
    return c.text('Page Not Found', 404);
  };
}
