import { retentionPeriods } from '@aarambh/api/retention';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './policies';

describe("the privacy policy's retention section", () => {
  it('prints every row of the retention table the purge reads, with its length', () => {
    const section = privacyPolicy.sections.find((candidate) => candidate.id === 'data-retention')!;
    expect(section.items).toHaveLength(retentionPeriods.length);
    expect(section.items).toContain(
      'Applications not taken forward (rejected or withdrawn, with no verified payment), with their resumes: 6 months after the application was sent (long enough to answer a question about the decision).',
    );
    expect(section.items?.at(-1)).toMatch(/^Audit and processing logs.*: at least 1 year after each entry/);
  });
});
