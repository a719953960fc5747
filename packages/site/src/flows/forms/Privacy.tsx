import { consentChoices, formNotice, privacyLinks, type NoticeForm } from '@aarambh/machines/schemas';
import { Checkbox, PrivacyNotice, Stack } from '@aarambh/ui';
import type { CheckboxBinding } from './fieldBindings';
import { useFormLanguage, type FormLanguage } from './FormLanguage';

/**
 * The language to mark the notice's texts with: none on an English form showing the English
 * notice; otherwise the notice's own (a Hindi page's notice is Hindi, or English while its Hindi is
 * stale, and the page around may be either), so each text says what it is.
 */
function noticeLang({ lang, notice }: FormLanguage): string | undefined {
  return lang === 'en' && notice.language === 'en' ? undefined : notice.language;
}

/**
 * The privacy notice beside `form`, made from its purpose table (`@aarambh/machines/schemas`
 * notice.ts): the items it collects and why, and where to withdraw, ask, complain. Its labels are
 * in the language of the forms around (`FormLanguage`), its purposes in the notice's language
 * (Hindi on a Hindi page: what the consent records name); the grievance officer's role and the
 * board's name are the company's English, marked so.
 */
export function FormPrivacyNotice({
  form,
  variant,
  headingLevel,
}: {
  form: NoticeForm;
  variant?: 'full' | 'compact';
  headingLevel?: 2 | 3 | 4;
}) {
  const language = useFormLanguage();
  const { words, href, notice: shown } = language;
  const notice = formNotice(form, shown.words);
  const lang = noticeLang(language);
  return (
    <PrivacyNotice
      {...words.privacyNotice}
      purposesLang={lang}
      contactLang={lang === undefined ? undefined : 'en'}
      renderText={shown.language === 'en' ? undefined : language.text}
      purposes={notice.purposes}
      grievanceContact={notice.grievance}
      links={{
        withdraw: href(privacyLinks.withdraw),
        request: href(privacyLinks.request),
        policy: href(privacyLinks.policy),
        board: notice.board,
      }}
      variant={variant}
      headingLevel={headingLevel}
    />
  );
}

/**
 * One unticked box per purpose whose basis is consent (the application itself, e-mail updates),
 * never one box for everything; the application's is required. Their labels are in the notice's
 * language (`FormLanguage`). `checkbox` binds a field to its box.
 */
export function ConsentChoices({
  form,
  checkbox,
}: {
  form: NoticeForm;
  checkbox: (field: string) => CheckboxBinding;
}) {
  const language = useFormLanguage();
  const lang = noticeLang(language);
  const labels = language.notice.words.consentChoices;
  return (
    <Stack space="sm">
      {consentChoices(form).map(({ purpose, field }) => (
        <Checkbox
          key={field}
          label={lang === undefined ? labels[purpose] : <span lang={lang}>{labels[purpose]}</span>}
          isRequired={purpose === 'application'}
          {...checkbox(field)}
        />
      ))}
    </Stack>
  );
}
