import { describe, expect, it } from 'vitest';
import { createLogger, loggableError, readableLogs, redact } from './log.ts';

describe('logs', () => {
  it('hide e-mail addresses, such as those an SMTP refusal quotes', () => {
    expect(redact('550 5.1.1 <asha.rao@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
  });

  it('redact a long text in time that grows with the cut, not with the text', () => {
    // No address in 50,000 characters without a space: each start tried to the end was 4 s.
    const started = performance.now();
    const redacted = redact('a'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(200);
    expect(redacted).toHaveLength(500);
    expect(redact(`${'x '.repeat(240)}asha.rao@example.com ${'y'.repeat(5000)}`)).toContain('<address>');
    // An address the cut splits is not shown in part, however the text before it shrank.
    const split = redact(`${'a@b.example '.repeat(80)}${' '.repeat(100)}asha.rao@example.com`.slice(0, 2000));
    expect(split).not.toContain('asha');
  });

  it('keep only the kind, code and redacted message of an error, not its other fields', () => {
    const error = Object.assign(new Error('duplicate key for ravi@example.com'), {
      code: '23505',
      detail: 'Key (email)=(ravi@example.com) already exists.',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key for <address>' });
    expect(JSON.stringify(logged)).not.toContain('ravi@example.com');
  });

  it('on a terminal, give one readable line per request and fold static files into a count', () => {
    const lines: string[] = [];
    const log = createLogger('info', readableLogs({ write: (text: string) => lines.push(text) }));
    log.info({ method: 'GET', path: '/career', status: 200, ms: 3.1 }, 'request');
    for (const path of ['/assets/app-1.js', '/assets/app-2.css', '/favicon.ico', '/staff/assets/c.js']) {
      log.info({ method: 'GET', path, status: 200, ms: 0.4 }, 'request');
    }
    log.info({ method: 'GET', path: '/assets/missing.js', status: 404, ms: 0.2 }, 'request');
    log.warn({ files: 2 }, 'moved resumes');
    const text = lines.join('').replace(/\d\d:\d\d:\d\d/g, 'hh:mm:ss');
    expect(text).toBe(
      [
        'hh:mm:ss GET /career 200 3.1 ms',
        'hh:mm:ss 4 static file(s)',
        'hh:mm:ss GET /assets/missing.js 404 0.2 ms',
        'hh:mm:ss WARN moved resumes {"files":2}',
        '',
      ].join('\n'),
    );
  });
});
