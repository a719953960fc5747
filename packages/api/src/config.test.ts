import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRET_SETTINGS } from './config.ts';

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
      diskMinFreeBytes: 100 * 1024 * 1024,
      uploadMinFreeBytes: 200 * 1024 * 1024,
    });
    expect(loadConfig({ DISK_MIN_FREE_BYTES: '0' }).uploadMinFreeBytes).toBe(100 * 1024 * 1024);
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

  it('listens on loopback by default, where the development link secret and localhost links are allowed', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.linkSecret).toContain('development-only');
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).linkSecret).toContain('development-only');
    expect(loadConfig({ HOST: 'localhost' }).siteUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow('LINK_SECRET must be 32 or more');
  });

  const secret = 'a'.repeat(64);
  const site = 'https://aarambhlabs.example';
  const documentKey = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

  it.each(['0.0.0.0', '::', '192.0.2.10', 'aarambhlabs.example'])(
    'on a HOST that is not loopback (%s), starts with a secret, a public site URL and a signing key of its own',
    (host) => {
      expect(
        loadConfig({ HOST: host, LINK_SECRET: secret, SITE_URL: site, DOCUMENT_SIGNING_KEY: documentKey }),
      ).toMatchObject({
        host,
        linkSecret: secret,
        siteUrl: site,
      });
    },
  );

  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ HOST: '0.0.0.0', ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('on a HOST that is not loopback, refuses to start without LINK_SECRET, naming it and how to make one', () => {
    const message = refusal({ SITE_URL: site });
    expect(message).toContain('HOST=0.0.0.0 is not loopback');
    expect(message).toContain('LINK_SECRET must be set');
    expect(message).toContain('openssl rand -hex 32');
    expect(message).not.toContain('SITE_URL must');
  });

  it('on a HOST that is not loopback, refuses the development link secret set by hand, whatever NODE_ENV says', () => {
    const message = refusal({
      NODE_ENV: 'development',
      SITE_URL: site,
      LINK_SECRET: 'development-only-link-secret: set LINK_SECRET in production',
    });
    expect(message).toContain('LINK_SECRET must be set to a secret of your own');
  });

  it('on a HOST that is not loopback, refuses a SITE_URL left to its default, naming it', () => {
    const message = refusal({ LINK_SECRET: secret, NODE_ENV: 'production' });
    expect(message).toContain('SITE_URL must be set to the public URL of the site');
    expect(message).not.toContain('LINK_SECRET must');
  });

  it.each(['http://localhost:8080', 'http://127.0.0.1', 'http://[::1]:8080', 'https://shop.localhost'])(
    'on a HOST that is not loopback, refuses a SITE_URL on loopback (%s)',
    (url) => {
      expect(refusal({ LINK_SECRET: secret, SITE_URL: url })).toContain(
        `SITE_URL must be the public URL of the site, e.g. SITE_URL=https://aarambhlabs.example, not ${new URL(url).href.replace(/\/$/, '')}`,
      );
    },
  );

  it('behind a trusted proxy on loopback too (TRUST_PROXY=true), refuses the development defaults', () => {
    let message = '';
    try {
      loadConfig({ TRUST_PROXY: 'true' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('TRUST_PROXY=true says a proxy passes requests from others');
    expect(message).toContain('LINK_SECRET must be set');
    expect(message).toContain('SITE_URL must be set');
    expect(message).toContain('DOCUMENT_SIGNING_KEY must be set');
    expect(
      loadConfig({
        TRUST_PROXY: 'true',
        LINK_SECRET: secret,
        SITE_URL: site,
        DOCUMENT_SIGNING_KEY: documentKey,
      }).host,
    ).toBe('127.0.0.1');
  });

  it('on a HOST that is not loopback, refuses to start without DOCUMENT_SIGNING_KEY, naming it and how to make one', () => {
    const message = refusal({ LINK_SECRET: secret, SITE_URL: site });
    expect(message).toContain('DOCUMENT_SIGNING_KEY must be set');
    expect(message).toContain('openssl genpkey -algorithm ed25519');
    expect(
      loadConfig({ HOST: '0.0.0.0', LINK_SECRET: secret, SITE_URL: site, DOCUMENT_SIGNING_KEY: documentKey }),
    ).toMatchObject({ documentSigningKey: documentKey });
  });

  it('refuses a DOCUMENT_SIGNING_KEY that is not an Ed25519 private key, naming it', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => loadConfig({ DOCUMENT_SIGNING_KEY: rsa.toString() })).toThrow(
      /DOCUMENT_SIGNING_KEY must be an Ed25519 private key.*not Ed25519/,
    );
    expect(() => loadConfig({ DOCUMENT_SIGNING_KEY: 'not a key' })).toThrow(
      /DOCUMENT_SIGNING_KEY must be an Ed25519 private key/,
    );
  });

  it('names every variable missing at once', () => {
    const message = refusal({});
    expect(message).toContain('LINK_SECRET must be set');
    expect(message).toContain('SITE_URL must be set');
    expect(message).toContain('leave HOST and TRUST_PROXY unset');
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

  it('takes DATABASE_OWNER_URL as another role on the same database, and refuses it otherwise', () => {
    const app = 'postgres://aarambh_app:secret@db:5432/aarambh';
    const owner = 'postgres://aarambh_owner:secret@db:5432/aarambh';
    expect(loadConfig({ DATABASE_URL: app, DATABASE_OWNER_URL: owner }).databaseOwnerUrl).toBe(owner);
    expect(loadConfig({ DATABASE_URL: app }).databaseOwnerUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_OWNER_URL: owner })).toThrow('without DATABASE_URL');
    expect(() =>
      loadConfig({ DATABASE_URL: app, DATABASE_OWNER_URL: app.replace('secret', 'other') }),
    ).toThrow('another role');
    expect(() =>
      loadConfig({ DATABASE_URL: app, DATABASE_OWNER_URL: owner.replace(/aarambh$/, 'elsewhere') }),
    ).toThrow('same server and database');
  });

  it('takes a health token of 16 or more characters, and refuses a shorter one', () => {
    expect(loadConfig({}).healthToken).toBeUndefined();
    expect(loadConfig({ HEALTH_TOKEN: 'h'.repeat(32) }).healthToken).toBe('h'.repeat(32));
    expect(() => loadConfig({ HEALTH_TOKEN: 'short' })).toThrow('HEALTH_TOKEN must be 16 or more');
  });

  it('reads a DKIM key given with its domain and selector, and refuses a partial or unreadable one', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aarambh-dkim-'));
    try {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const keyFile = path.join(folder, 'dkim.pem');
      writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const publicFile = path.join(folder, 'public.pem');
      writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
      const env = { DKIM_DOMAIN: 'aarambhlabs.example', DKIM_SELECTOR: 'mail2026' };
      expect(loadConfig({}).dkim).toBeUndefined();
      expect(loadConfig({ ...env, DKIM_PRIVATE_KEY_FILE: keyFile }).dkim).toEqual({
        domainName: 'aarambhlabs.example',
        keySelector: 'mail2026',
        privateKey: expect.stringContaining('BEGIN PRIVATE KEY'),
      });
      expect(() => loadConfig(env)).toThrow(
        'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE go together',
      );
      for (const file of [path.join(folder, 'missing.pem'), publicFile]) {
        expect(() => loadConfig({ ...env, DKIM_PRIVATE_KEY_FILE: file })).toThrow(
          'DKIM_PRIVATE_KEY_FILE must name a readable PEM private key',
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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

  it('takes a Sentry-compatible ERROR_REPORTING_DSN, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).errorReportingDsn).toBeUndefined();
    expect(
      loadConfig({ ERROR_REPORTING_DSN: 'https://publickey@errors.example.com/4' }).errorReportingDsn,
    ).toBe('https://publickey@errors.example.com/4');
    for (const wrong of [
      'errors.example.com',
      'https://errors.example.com/4',
      'ftp://key@errors.example.com/4',
    ]) {
      expect(() => loadConfig({ ERROR_REPORTING_DSN: wrong })).toThrow(
        new ConfigError(
          'ERROR_REPORTING_DSN must be a Sentry-compatible DSN such as https://<key>@errors.example.com/<project>, as the error tracker shows it',
        ),
      );
    }
  });

  describe('secrets from files (<NAME>_FILE, as Docker and Kubernetes mount them)', () => {
    const values: Record<(typeof SECRET_SETTINGS)[number], string> = {
      LINK_SECRET: 'b'.repeat(64),
      DATABASE_URL: 'postgres://aarambh:secret@db:5432/aarambh',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      HEALTH_TOKEN: 'c'.repeat(32),
      BACKUP_SIGNING_KEY: 'd'.repeat(64),
      BACKUP_DECRYPT_KEY: 'AGE-SECRET-KEY-1QQQ',
      DOCUMENT_SIGNING_KEY: documentKey.trimEnd(),
      ERROR_REPORTING_DSN: 'https://publickey@errors.example.com/4',
    };
    const field = {
      LINK_SECRET: 'linkSecret',
      DATABASE_URL: 'databaseUrl',
      SMTP_URL: 'smtpUrl',
      HEALTH_TOKEN: 'healthToken',
      BACKUP_SIGNING_KEY: 'backupSigningKey',
      BACKUP_DECRYPT_KEY: 'backupDecryptKey',
      DOCUMENT_SIGNING_KEY: 'documentSigningKey',
      ERROR_REPORTING_DSN: 'errorReportingDsn',
    } as const;

    it.each(SECRET_SETTINGS)('reads %s from the file %s_FILE names, less its final line break', (name) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'aarambh-secret-'));
      try {
        const file = path.join(folder, 'secret');
        writeFileSync(file, `${values[name]}\n`);
        expect(loadConfig({ [`${name}_FILE`]: file })[field[name]]).toBe(values[name]);
        expect(() => loadConfig({ [name]: values[name], [`${name}_FILE`]: file })).toThrow(
          new ConfigError(
            `${name} and ${name}_FILE are both set: keep one (${name}_FILE names a file holding the value)`,
          ),
        );
        expect(() => loadConfig({ [`${name}_FILE`]: path.join(folder, 'missing') })).toThrow(
          `${name}_FILE must name a readable file`,
        );
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
