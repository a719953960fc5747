import { describe, expect, it } from 'vitest';
import { loggableError, redact } from './log.ts';

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
});
