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
