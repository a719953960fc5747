// What the checks of the built Storybook (`storybook-static/`) share: its index, a file server on
// loopback and Chromium. Imported by its checks (built-stories.test.ts, static-storybook.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const built = path.join(root, 'storybook-static');

export interface IndexEntry {
  id: string;
  title: string;
  type: string;
  importPath: string;
}

/** The built Storybook's index, or undefined when it has not been built. */
export function readIndex() {
  const file = path.join(built, 'index.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> })
    : undefined;
}

/** The stories of the kit (packages/ui), in the index's order. */
export const kitStories = (index: ReturnType<typeof readIndex>) =>
  Object.values(index?.entries ?? {}).filter(
    (entry) => entry.type === 'story' && entry.importPath.startsWith('./packages/ui/'),
  );

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves `folder` on a free loopback port, plus `pages`: HTML made from the query of a request to
 * that path. Resolves with the server and its origin.
 */
export function serve(folder: string, pages: Record<string, (params: URLSearchParams) => string> = {}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = pages[url.pathname];
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page(url.searchParams));
      return;
    }
    const file = path.join(folder, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise<{ server: Server; origin: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/**
 * Chromium as the story tests launch it (scripts/chromium.mjs), or, for a check that compares no
 * pixels, `headlessShellPath`.
 */
export function launchChromium(executablePath?: string) {
  return chromium.launch(chromiumLaunchOptions(executablePath));
}
