import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with nothing set: SQLite under ./data, files for mail, the site origin for CORS', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailInbox: 'hello@aarambhlabs.example',
      confirmationsPerAddressPerHour: 5,
      confirmationsPerHour: 300,
      corsOrigins: ['http://localhost:8080'],
      rateLimitPerMinute: 20,
      jsonLimitBytes: 32768,
      trustProxy: false,
    });
    expect(path.basename(config.dataDir)).toBe('data');
    expect(config.siteDir.endsWith(path.join('packages', 'site', 'dist'))).toBe(true);
  });

  it('reads relative folders from the repository root and lists from commas', () => {
    const config = loadConfig({
      DATA_DIR: 'var/aarambh',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PORT: '9000',
      DATABASE_URL: '',
    });
    const root = path.resolve(config.siteDir, '../../..');
    expect(config.dataDir).toBe(path.join(root, 'var', 'aarambh'));
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('signs e-mail links with a development secret only outside production', () => {
    expect(loadConfig({}).linkSecret).toContain('development-only');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'LINK_SECRET must be set in production (NODE_ENV=production): 32 or more random characters, e.g. from `openssl rand -hex 32`',
      ),
    );
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow('LINK_SECRET must be 32 or more');
    const secret = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', LINK_SECRET: secret }).linkSecret).toBe(secret);
  });

  it('takes the site URL for links without a trailing slash, and refuses what is not one', () => {
    expect(loadConfig({ SITE_URL: 'https://aarambhlabs.example/' }).siteUrl).toBe(
      'https://aarambhlabs.example',
    );
    expect(() => loadConfig({ SITE_URL: 'aarambhlabs.example' })).toThrow('SITE_URL');
    expect(() => loadConfig({ SITE_URL: 'ftp://aarambhlabs.example' })).toThrow('SITE_URL');
    expect(loadConfig({ MAIL_UNSUBSCRIBE_TO: 'Leave <leave@aarambhlabs.example>' }).mailUnsubscribeTo).toBe(
      'leave@aarambhlabs.example',
    );
    expect(() => loadConfig({ MAIL_UNSUBSCRIBE_TO: 'leave at example' })).toThrow('MAIL_UNSUBSCRIBE_TO');
  });

  it('refuses numbers that are not whole and positive', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow('RATE_LIMIT_PER_MINUTE');
    expect(() => loadConfig({ PORT: '-1' })).toThrow('PORT');
  });

  it.each([
    ['MAIL_FROM', 'Aarambh Labs no-reply@aarambhlabs.example'],
    ['MAIL_FROM', 'Aarambh <no-reply@>'],
    ['MAIL_INBOX', 'hello at aarambhlabs.example'],
    ['MAIL_INBOX', 'hello@aarambhlabs.example, ceo@aarambhlabs.example'],
  ])('refuses a malformed %s (%s) at start with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new ConfigError(
        `${name} must be an e-mail address (name@example.com) or "Name <name@example.com>", got ${JSON.stringify(value)}`,
      ),
    );
  });

  it.each(['smtp.example.com:587', 'http://smtp.example.com', 'smtps://'])(
    'refuses a malformed SMTP_URL (%s) at start',
    (value) => {
      expect(() => loadConfig({ SMTP_URL: value })).toThrow(/^SMTP_URL must /);
    },
  );

  it('takes well-formed mail settings', () => {
    expect(
      loadConfig({
        MAIL_FROM: 'Aarambh Labs <no-reply@aarambhlabs.example>',
        MAIL_INBOX: 'hello@aarambhlabs.example',
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      }),
    ).toMatchObject({
      mailInbox: 'hello@aarambhlabs.example',
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
    });
  });
});
