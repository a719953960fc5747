import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftBreachNotice, incidentMessages, openIncidentSchema } from './incidents.ts';

const opening = (records: unknown, detectedAt = '2026-11-26T10:00') => ({
  summary: 'A public link to the inbox.',
  detectedAt,
  records,
});
const messagesOf = (input: unknown) => {
  const result = v.safeParse(openIncidentSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('opening an incident', () => {
  it('takes kinds with a range of days, and references in any case and spacing', () => {
    expect(
      messagesOf(opening({ by: 'kinds', kinds: ['contact'], from: '2026-11-01', to: '2026-11-01' })),
    ).toEqual([]);
    const parsed = v.parse(openIncidentSchema, opening({ by: 'references', references: [' al-7k3m-q2pc '] }));
    expect(parsed.records).toEqual({ by: 'references', references: ['AL-7K3M-Q2PC'] });
  });

  it('refuses a range that ends before it starts, no kind, a reference that is none, and a time the calendar lacks', () => {
    expect(
      messagesOf(opening({ by: 'kinds', kinds: ['contact'], from: '2026-11-02', to: '2026-11-01' })),
    ).toEqual([incidentMessages.range]);
    expect(messagesOf(opening({ by: 'kinds', kinds: [], from: '2026-11-01', to: '2026-11-01' }))).toEqual([
      incidentMessages.kinds,
    ]);
    expect(messagesOf(opening({ by: 'references', references: ['hello'] }))).toEqual([
      incidentMessages.references,
    ]);
    expect(
      messagesOf(opening({ by: 'references', references: ['AL-7K3M-Q2PC'] }, '2026-11-31T10:00')),
    ).toEqual([incidentMessages.detectedAt]);
  });
});

describe("the notice's first draft", () => {
  it("holds Rule 7(1)'s five items in order, the incident's words and the contact who answers", () => {
    const { subject, body } = draftBreachNotice(
      {
        summary: 'A public link to the inbox.',
        detectedAt: '',
        records: { by: 'references', references: [] },
      },
      {
        name: 'Aarambh Labs',
        contact: { role: 'Grievance Officer', email: 'grievance@aarambhlabs.example' },
      },
      '2026-11-26 at 10:00',
    );
    expect(subject).toBe('Aarambh Labs: a personal data breach that affects you');
    const lines = body.split('\n');
    const headings = [
      'What happened',
      'What it may mean for you',
      'What we have done and are doing',
      'What you can do',
      'Who can answer your questions',
    ].map((heading) => lines.indexOf(heading));
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(headings.every((index) => index >= 0)).toBe(true);
    expect(lines[1]).toMatch(/^A public link to the inbox\. We detected it on 2026-11-26 at 10:00 \(IST\)/);
    expect(lines.at(-1)).toBe(
      'Our Grievance Officer, at grievance@aarambhlabs.example, answers on our behalf.',
    );
  });
});
