import { describe, expect, it } from 'vitest';
import { noticeOnEntry } from './noticeOnEntry';

const notice = (snapshot: { value: unknown }) =>
  JSON.stringify(snapshot.value) === '{"editing":"sent"}'
    ? { title: 'Sent', tone: 'success' as const }
    : null;

describe('noticeOnEntry', () => {
  it('gives the notice of a state when the machine enters it', () => {
    expect(noticeOnEntry({ value: 'sending' }, { value: { editing: 'sent' } }, notice)).toEqual({
      title: 'Sent',
      tone: 'success',
    });
  });

  it('gives nothing for a later snapshot in the same state, so a result is announced once', () => {
    expect(noticeOnEntry({ value: { editing: 'sent' } }, { value: { editing: 'sent' } }, notice)).toBeNull();
  });

  it('gives nothing when the state entered has no notice', () => {
    expect(noticeOnEntry({ value: { editing: 'sent' } }, { value: { editing: 'idle' } }, notice)).toBeNull();
  });
});
