import { describe, expect, it } from 'vitest';
import { mailTemplateLabel } from './staff.ts';

describe("the console's names for a submission's e-mails", () => {
  it("names the applicant's status e-mail as such, apart from the company's notification", () => {
    expect(mailTemplateLabel('status')).toBe('Status e-mail to the applicant');
    expect(mailTemplateLabel('notification')).toBe('Company notification to the team');
    expect(
      new Set(['confirmation', 'notification', 'status', 'status-link'].map(mailTemplateLabel)).size,
    ).toBe(4);
  });
});
