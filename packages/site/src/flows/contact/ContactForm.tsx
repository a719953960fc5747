import { contactFormCopy, type Copy } from '@aarambh/content';
import {
  contactLimits,
  contactTexts,
  inquiryTypes,
  visibleErrors,
  type ContactField,
  type ContactFormValues,
} from '@aarambh/machines';
import { Button, Columns, Select, Stack, TextArea, TextField } from '@aarambh/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useApiClient } from '../../contexts/ApiClientContext';
import type { FieldEvents } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { LiveField } from '../forms/LiveField';
import { LiveForm } from '../forms/LiveForm';
import { RetryNotice } from '../forms/RetryNotice';
import { FormPrivacyNotice } from '../forms/Privacy';
import { characterCount, sentLanguage, useFormLanguage } from '../forms/FormLanguage';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { SubmissionConfirmation } from '../confirmation/SubmissionConfirmation';
import { useConfirmation } from '../confirmation/useConfirmation';
import { bindContactMachine, contactNotice, type ContactSnapshot } from './contactFlow';

const fieldOrder: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'inquiryType',
  'subject',
  'message',
];

export interface ContactFormProps {
  /** Values to start from, e.g. an inquiry type chosen by the link that led here. @default all empty */
  initialValues?: Partial<ContactFormValues>;
  /** Its labels, hints and buttons, in the page's language. @default the English */
  words?: Copy<typeof contactFormCopy>;
}

/**
 * The contact page's 'Send us a Message' form (call 5): every documented rule and message,
 * errors beside each field once it is touched and in a summary after a refused submit; the button
 * reads 'Sending Message...' while it sends; success, HTTP 207 and failure toasts; the form
 * resets after success and keeps every value after a failure, with a way to send them again.
 * Its messages, and the language the message is sent in, are those of the forms around
 * (`FormLanguage`).
 */
export function ContactForm({ initialValues, words = contactFormCopy }: ContactFormProps) {
  const client = useApiClient();
  const language = useFormLanguage();
  const actorRef = useActorRef(bindContactMachine(client), {
    input: { values: initialValues, language: sentLanguage(language) },
  });
  const { send } = actorRef;
  useToastOnEntry(actorRef, (snapshot) => contactNotice(snapshot, language.message));
  // What the form itself reads: a key changes none of it, and errors that come or go render the
  // fields, not the form (LiveForm, LiveField).
  const sending = useSelector(actorRef, (snapshot) => snapshot.matches('sending'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches({ editing: 'failed' }));
  const { confirmation, startOver } = useConfirmation(
    'contact',
    useSelector(actorRef, (snapshot) => snapshot.context.confirmation),
  );

  const events: FieldEvents<ContactFormValues> = {
    change: (field, value) => send({ type: 'contact.change', field, value }),
    blur: (field) => send({ type: 'contact.blur', field }),
  };
  const live = { actor: actorRef, values: contactValues, events };

  if (confirmation)
    return <SubmissionConfirmation form="contact" confirmation={confirmation} onStartOver={startOver} />;
  return (
    <LiveForm
      aria-label={words.formLabel}
      actor={actorRef}
      errors={contactErrors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <Stack space="lg">
        <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
          <LiveField {...live} field="firstName">
            {(bind) => (
              <TextField
                label={words.firstName}
                isRequired
                autoComplete="given-name"
                {...bind.text('firstName')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="lastName">
            {(bind) => (
              <TextField
                label={words.lastName}
                isRequired
                autoComplete="family-name"
                {...bind.text('lastName')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="email">
            {(bind) => (
              <TextField
                label={words.email}
                type="email"
                isRequired
                autoComplete="email"
                {...bind.text('email')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="phone">
            {(bind) => (
              <TextField
                label={words.phone}
                description={language.words.optional}
                type="tel"
                autoComplete="tel"
                {...bind.text('phone')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="company">
            {(bind) => (
              <TextField
                label={words.company}
                description={language.words.optional}
                autoComplete="organization"
                {...bind.text('company')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="inquiryType">
            {(bind) => (
              <Select
                label={words.inquiryType}
                options={inquiryTypes.map((value) => ({ value, label: words.inquiryTypes[value] }))}
                placeholder={words.inquiryTypePlaceholder}
                {...bind.select('inquiryType')}
              />
            )}
          </LiveField>
        </Columns>
        <LiveField {...live} field="subject">
          {(bind) => <TextField label={words.subject} isRequired {...bind.text('subject')} />}
        </LiveField>
        <LiveField {...live} field="message">
          {(bind) => (
            <TextArea
              label={words.message}
              isRequired
              rows={6}
              characterLimit={contactLimits.message.max}
              {...characterCount(language.words)}
              {...bind.text('message')}
            />
          )}
        </LiveField>
        <FormPrivacyNotice form="contact" />
        {failed ? (
          <RetryNotice title={words.notSent} onRetry={() => send({ type: 'contact.submit' })} />
        ) : null}
        <Stack align="left">
          <Button
            type="submit"
            size="large"
            isPending={sending}
            pendingLabel={language.message(contactTexts.sendingLabel)}
          >
            {words.send}
          </Button>
        </Stack>
      </Stack>
    </LiveForm>
  );
}

const contactValues = (snapshot: ContactSnapshot) => snapshot.context.values;
const contactErrors = (snapshot: ContactSnapshot) =>
  inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
