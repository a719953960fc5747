import { describe, expect, it } from 'vitest';
import {
  consentChoices,
  formNotice,
  noticeForms,
  noticeTables,
  noticeText,
  noticeVersion,
  purposes,
} from './notice.ts';

describe('the privacy notice made from the forms', () => {
  it.each(noticeForms)(
    'gives every field of the %s schema a notice line or says it holds no personal data',
    (form) => {
      const notice = noticeTables[form];
      const lines: Record<string, unknown> = notice.fields;
      expect(Object.keys(notice.entries).filter((field) => !(field in lines))).toEqual([]);
      expect(Object.keys(lines).filter((field) => !(field in notice.entries))).toEqual([]);
    },
  );

  it.each(noticeForms)('names a known purpose and what the item is for every line of the %s form', (form) => {
    const { fields, files = {} } = noticeTables[form] as (typeof noticeTables)[typeof form] & {
      files?: Record<string, { item: string; purpose: string }>;
    };
    for (const line of [...Object.values(fields), ...Object.values(files)]) {
      if (line === null) continue;
      expect(line.item).not.toBe('');
      expect(Object.keys(purposes)).toContain(line.purpose);
    }
  });

  it('offers a separate choice for each consent purpose a form collects for', () => {
    expect(consentChoices('internship')).toEqual([
      { purpose: 'application', field: 'consentApplication' },
      { purpose: 'updates', field: 'consentUpdates' },
    ]);
    expect(consentChoices('job')).toEqual([
      { purpose: 'application', field: 'consentApplication' },
      { purpose: 'updates', field: 'allowContact' },
    ]);
    expect(consentChoices('contact')).toEqual([]);
  });

  it('lists each item once under its purpose, with the grievance contact', () => {
    const notice = formNotice('internship');
    expect(notice.purposes.map(({ purpose }) => purpose)).toEqual(['application', 'payment', 'guardian']);
    expect(notice.purposes[0]!.items).toContain('resume');
    expect(notice.purposes[0]!.items.filter((item) => item === 'name')).toHaveLength(1);
    expect(noticeText(notice)).toContain(notice.grievance.email);
  });
});

describe('the notice version', () => {
  it('is the SHA-256 of the notice text', async () => {
    expect(await noticeVersion('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('changes when the notice text changes', async () => {
    const notice = formNotice('contact');
    const changed = {
      ...notice,
      purposes: notice.purposes.map((purpose) => ({ ...purpose, text: `${purpose.text} And more.` })),
    };
    expect(await noticeVersion(noticeText(changed))).not.toBe(await noticeVersion(noticeText(notice)));
  });
});
