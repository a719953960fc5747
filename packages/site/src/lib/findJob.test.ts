import { describe, expect, it } from 'vitest';
import { jobs } from '@aarambh/content';
import { findJob } from './findJob';

describe('findJob', () => {
  it('finds every opening by its id', () => {
    for (const job of jobs) expect(findJob(String(job.id))).toBe(job);
  });

  it.each([['0'], ['8'], [''], [' '], ['senior'], ['1x'], [undefined]])('finds nothing for %j', (raw) => {
    expect(findJob(raw)).toBeUndefined();
  });
});
