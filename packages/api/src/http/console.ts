import { createHash } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';

/** Where the console is served: its build's `base` (packages/console/vite.config.ts). */
export const CONSOLE_PATH = '/staff';

/**
 * The one inline style the console's page gets: React Aria adds it to the head when its first
 * pressable element mounts (react-aria's usePress). Allowed by its hash, so that no other inline
 * style, and no inline script at all, runs.
 */
const REACT_ARIA_PRESSABLE_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/**
 * The console's own policy: its scripts, styles and fonts from this origin, calls to this origin,
 * nothing else; frames only of its own `blob:` documents (a PDF resume previewed in the page, fetched
 * through the session and typed `application/pdf` by the console itself).
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' 'sha256-${createHash('sha256').update(REACT_ARIA_PRESSABLE_STYLE).digest('base64')}'`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src blob:',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the staff console's build under /staff/: a file as it is (hashed assets cached for a
 * year: they hold no data), any other path the app's index.html, whose router shows the screen.
 * Every answer is kept out of search engines and shared caches, the page itself out of every cache.
 */
export function consoleHandler(consoleDir: string): Hono {
  const root = path.resolve(consoleDir);
  const strip = (requestPath: string) => requestPath.slice(CONSOLE_PATH.length) || '/';
  const files = serveStatic({ root, rewriteRequestPath: strip });
  const app = serveStatic({ path: path.join(root, 'index.html') });
  const isAsset = (c: Context) => c.req.path.startsWith(`${CONSOLE_PATH}/assets/`);

  const console = new Hono();
  // Only the console's own paths: the app is mounted at the root, beside the site.
  console.use(`${CONSOLE_PATH}/*`, async (c, next) => {
    await next();
    // Vite puts a content hash in every name under assets/: those never change.
    c.header('Cache-Control', isAsset(c) && c.res.ok ? 'public, max-age=31536000, immutable' : 'no-store');
    c.header('Content-Security-Policy', CONSOLE_CSP);
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
  });
  console.get(CONSOLE_PATH, (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.redirect(`${CONSOLE_PATH}/`, 308);
  });
  console.on(['GET', 'HEAD'], `${CONSOLE_PATH}/*`, (c, next) =>
    c.req.path.split('/').some((segment) => segment.startsWith('.')) ? next() : files(c, next),
  );
  // A missing asset is a 404; any other path is a screen of the app.
  console.on(['GET', 'HEAD'], `${CONSOLE_PATH}/*`, async (c) =>
    isAsset(c)
      ? c.text('Not found', 404)
      : ((await app(c, async () => undefined)) ?? c.text('Not found', 404)),
  );
  return console;
}
