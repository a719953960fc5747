import { describe, expect, it } from 'vitest';
import { noticeFrom } from './notice';

describe('noticeFrom', () => {
  it('reads a notice from location state', () => {
    expect(noticeFrom({ notice: { title: 'Job not found', tone: 'error' } })).toEqual({
      title: 'Job not found',
      tone: 'error',
    });
    expect(noticeFrom({ notice: { title: 'Saved', tone: 'success', description: 'All done' } })).toEqual({
      title: 'Saved',
      tone: 'success',
      description: 'All done',
    });
  });

  it.each([
    [null],
    [undefined],
    ['text'],
    [{}],
    [{ notice: null }],
    [{ notice: { title: 3, tone: 'info' } }],
    [{ notice: { title: 'x', tone: 'loud' } }],
  ])('ignores %j', (state) => {
    expect(noticeFrom(state)).toBeUndefined();
  });
});
