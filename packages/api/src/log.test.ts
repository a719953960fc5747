import { describe, expect, it } from 'vitest';
import { loggableError, redact } from './log.ts';

describe('logs', () => {
  it('hide e-mail addresses, such as those an SMTP refusal quotes', () => {
    expect(redact('550 5.1.1 <asha.rao@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
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
