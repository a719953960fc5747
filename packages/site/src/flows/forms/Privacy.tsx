import {
  consentChoiceLabels,
  consentChoices,
  formNotice,
  privacyLinks,
  type NoticeForm,
} from '@aarambh/machines/schemas';
import { Checkbox, PrivacyNotice, Stack } from '@aarambh/ui';
import type { CheckboxBinding } from './fieldBindings';

/**
 * The privacy notice beside `form`, made from its purpose table (`@aarambh/machines/schemas`
 * notice.ts): the items it collects and why, and where to withdraw, ask, complain.
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
  const notice = formNotice(form);
  return (
    <PrivacyNotice
      purposes={notice.purposes}
      grievanceContact={notice.grievance}
      links={{
        withdraw: privacyLinks.withdraw,
        request: privacyLinks.request,
        policy: privacyLinks.policy,
        board: notice.board,
      }}
      variant={variant}
      headingLevel={headingLevel}
    />
  );
}

/**
 * One unticked box per purpose whose basis is consent (the application itself, e-mail updates),
 * never one box for everything; the application's is required. `checkbox` binds a field to its box.
 */
export function ConsentChoices({
  form,
  checkbox,
}: {
  form: NoticeForm;
  checkbox: (field: string) => CheckboxBinding;
}) {
  return (
    <Stack space="sm">
      {consentChoices(form).map(({ purpose, field }) => (
        <Checkbox
          key={field}
          label={consentChoiceLabels[purpose]}
          isRequired={purpose === 'application'}
          {...checkbox(field)}
        />
      ))}
    </Stack>
  );
}
