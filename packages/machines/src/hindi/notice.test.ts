import { sourceHash } from '@aarambh/content/hindi';
import { describe, expect, it } from 'vitest';
import {
  consentChoiceLabels,
  currentNoticeVersion,
  formNotice,
  noticeCopy,
  noticeForms,
  noticeText,
  noticeVersion,
} from '../schemas/notice.ts';
import { staleMessageTranslations } from './index.ts';
import { noticeVersions, shownNotice, shownNoticeVersion } from './shownNotice.ts';
import { noticeCopyHindi } from './notice.hi.ts';

/** The dotted paths of a set's texts. */
const keysOf = (value: unknown, at = ''): string[] =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'source' in value)
    ? [at]
    : Object.entries(value as object).flatMap(([key, inner]) => keysOf(inner, `${at}.${key}`));

describe('the privacy notice and the consent choices in Hindi', () => {
  it('has every text the English has, and no other, each up to date', () => {
    expect(keysOf(noticeCopyHindi)).toEqual(keysOf(noticeCopy));
    expect(staleMessageTranslations().filter(({ key }) => key.startsWith('machines.noticeCopy'))).toEqual([]);
  });

  it('shows a Hindi page its purposes, bases, items, form name and consent choices in Hindi', () => {
    const shown = shownNotice('hi');
    expect(shown.language).toBe('hi');
    const notice = formNotice('internship', shown.words);
    expect(notice.title).toBe('इंटर्नशिप का आवेदन');
    expect(notice.purposes.map(({ title }) => title)).toEqual([
      'आपका आवेदन',
      'आपकी फ़ीस',
      'आपके माता-पिता या अभिभावक की सहमति',
    ]);
    expect(notice.purposes[0]!.basis).toBe(noticeCopyHindi.lawfulBases.consent.text);
    expect(notice.purposes[0]!.items).toContain('रिज़्यूमे');
    expect(notice.purposes[1]!.items).toEqual(['UPI ट्रांज़ैक्शन आईडी']);
    expect(shown.words.consentChoices.application).toBe(noticeCopyHindi.consentChoices.application.text);
    expect(noticeText(notice, shown.words)).toContain('आधार: ');
  });

  it('shows an English page the English notice, the same as before the Hindi', () => {
    expect(shownNotice('en')).toEqual({ language: 'en', words: noticeCopy });
    expect(formNotice('job').purposes[0]!.items).toContain('resume');
    expect(shownNotice('en').words.consentChoices).toEqual(consentChoiceLabels);
  });

  it('shows the whole English notice on a Hindi page while any text of its Hindi is stale', () => {
    const copy = noticeCopy as { text: { basis: string } };
    const basis = copy.text.basis;
    copy.text.basis = 'Lawful basis';
    try {
      expect(shownNotice('hi')).toEqual({ language: 'en', words: noticeCopy });
      expect(staleMessageTranslations()).toEqual([
        { key: 'machines.noticeCopy.text.basis', english: 'Lawful basis', hash: sourceHash('Lawful basis') },
      ]);
    } finally {
      copy.text.basis = basis;
    }
  });
});

describe('the notice version per language', () => {
  it.each(noticeForms)('is the hash of the %s notice shown in each language, the two apart', async (form) => {
    const english = await currentNoticeVersion(form);
    const hindi = shownNotice('hi').words;
    expect(await shownNoticeVersion(form, 'en')).toEqual({ language: 'en', noticeVersion: english });
    expect(await shownNoticeVersion(form, 'hi')).toEqual({
      language: 'hi',
      noticeVersion: await noticeVersion(noticeText(formNotice(form, hindi), hindi)),
    });
    expect(await noticeVersions(form)).toEqual({
      en: english,
      hi: (await shownNoticeVersion(form, 'hi')).noticeVersion,
    });
    expect((await noticeVersions(form)).hi).not.toBe(english);
  });

  it('is a new version when a Hindi text changes', async () => {
    const hindi = shownNotice('hi').words;
    const changed = {
      ...hindi,
      purposes: { ...hindi.purposes, reply: { ...hindi.purposes.reply, text: 'आपके संदेश का जवाब देने के लिए।' } },
    };
    expect(await noticeVersion(noticeText(formNotice('contact', changed), changed))).not.toBe(
      (await shownNoticeVersion('contact', 'hi')).noticeVersion,
    );
  });

  it('keeps the English versions the consent records already name', async () => {
    expect(await currentNoticeVersion('internship')).toMatch(/^522e65d5832d/);
    expect(await currentNoticeVersion('subscribe')).toMatch(/^e8099e8cf3ab/);
  });
});
