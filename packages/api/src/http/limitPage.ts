// A limit reached on a page a browser opens (a GET that accepts HTML: the status page, the
// receipt) is answered as a page people can read, not the API's JSON: what happened, how long
// to wait, and the same privacy headers as the page it stands for.
import type { Context } from 'hono';
import { messages } from './errors.ts';

/** Whether the request is a browser opening a page rather than a script calling the API. */
export function wantsPage(c: Context): boolean {
  return c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
}

/** The 429 page: `Retry-After`, never stored, never indexed; no script, no outside resource. */
export function limitPage(c: Context, waitSeconds: number): Response {
  const wait = waitSeconds === 1 ? 'a second' : `${waitSeconds} seconds`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Too many requests · Aarambh Labs</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}a{color:#9cf}}</style>
</head>
<body>
<main>
<h1>Too many requests</h1>
<p>${messages.tooManyRequests}</p>
<p>This page can be opened again in ${wait}: then reload it.</p>
</main>
</body>
</html>
`;
  return c.html(html, 429, {
    'Retry-After': String(waitSeconds),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  });
}
