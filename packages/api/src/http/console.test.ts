import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP, consoleHandler } from './console.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'aarambh-console-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staff console</title>');
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const app = consoleHandler(dist);

describe('the staff console’s files', () => {
  it('serves the app for every screen, never cached, with its own policy and out of search engines', async () => {
    for (const screen of ['/staff/', '/staff/submissions/0b6f', '/staff/enrol']) {
      const response = await app.request(screen);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Staff console</title>');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(CONSOLE_CSP).toContain("script-src 'self';");
    // The resume preview's frame: the console's own blob documents, no other page framed.
    expect(CONSOLE_CSP).toContain('frame-src blob:;');
  });

  it('caches hashed assets for a year, answers a missing one 404, and sends /staff to /staff/', async () => {
    const asset = await app.request('/staff/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/staff/assets/gone-XyZ.js')).status).toBe(404);
    const bare = await app.request('/staff');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/staff/');
  });
});

describe('the staff console beside the site', () => {
  it('leaves every other path to the site, with none of its own headers', async () => {
    const beside = new Hono();
    beside.route('/', consoleHandler(dist));
    beside.get('*', (c) => c.text('a page of the site'));
    for (const other of ['/', '/opportunity/3', '/staffing', '/assets/index-AbC123.js']) {
      const response = await beside.request(other);
      expect(await response.text()).toBe('a page of the site');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-robots-tag')).toBeNull();
    }
    expect((await beside.request('/staff/')).headers.get('content-security-policy')).toBe(CONSOLE_CSP);
  });
});
