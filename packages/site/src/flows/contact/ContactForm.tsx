import {
  contactLimits,
  contactTexts,
  visibleErrors,
  type ContactField,
  type ContactFormValues,
} from '@aarambh/machines';
import { Button, Columns, Form, Select, Stack, TextArea, TextField } from '@aarambh/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';
import type { FieldEvents } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { LiveField } from '../forms/LiveField';
import { RetryNotice } from '../forms/RetryNotice';
import { FormPrivacyNotice } from '../forms/Privacy';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { SubmissionConfirmation } from '../confirmation/SubmissionConfirmation';
import { useConfirmation } from '../confirmation/useConfirmation';
import { bindContactMachine, contactNotice, inquiryTypeOptions, type ContactSnapshot } from './contactFlow';

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
}

/**
 * The contact page's 'Send us a Message' form (call 5): every documented rule and message,
 * errors beside each field once it is touched and in a summary after a refused submit; the button
 * reads 'Sending Message...' while it sends; success, HTTP 207 and failure toasts; the form
 * resets after success and keeps every value after a failure, with a way to send them again.
 */
export function ContactForm({ initialValues }: ContactFormProps) {
  const client = useApiClient();
  const actorRef = useActorRef(bindContactMachine(client), {
    input: { values: initialValues },
  });
  const { send } = actorRef;
  useToastOnEntry(actorRef, contactNotice);
  // What the form itself reads, each compared by content: a keystroke changes none of it but for an
  // error that comes or goes, so the form does not render again on every key (see LiveField).
  // Deferred: a press that brings errors (Send Message on an empty form) paints first, and the
  // fields and the summary render with their messages just after (issue 38).
  const errors = useDeferredValue(
    useSelector(
      actorRef,
      (snapshot) => inFieldOrder(visibleErrors(snapshot.context), fieldOrder),
      sameErrors,
    ),
  );
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
  const live = { actor: actorRef, values: contactValues, errors, events };

  if (confirmation)
    return <SubmissionConfirmation form="contact" confirmation={confirmation} onStartOver={startOver} />;
  return (
    <Form
      aria-label="Send us a Message"
      errors={errors}
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
                label="First Name"
                isRequired
                autoComplete="given-name"
                {...bind.text('firstName')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="lastName">
            {(bind) => (
              <TextField label="Last Name" isRequired autoComplete="family-name" {...bind.text('lastName')} />
            )}
          </LiveField>
          <LiveField {...live} field="email">
            {(bind) => (
              <TextField
                label="Email Address"
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
                label="Phone Number"
                description="Optional"
                type="tel"
                autoComplete="tel"
                {...bind.text('phone')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="company">
            {(bind) => (
              <TextField
                label="Company"
                description="Optional"
                autoComplete="organization"
                {...bind.text('company')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="inquiryType">
            {(bind) => (
              <Select
                label="Inquiry Type"
                options={inquiryTypeOptions}
                placeholder="Select an inquiry type"
                {...bind.select('inquiryType')}
              />
            )}
          </LiveField>
        </Columns>
        <LiveField {...live} field="subject">
          {(bind) => <TextField label="Subject" isRequired {...bind.text('subject')} />}
        </LiveField>
        <LiveField {...live} field="message">
          {(bind) => (
            <TextArea
              label="Message"
              isRequired
              rows={6}
              characterLimit={contactLimits.message.max}
              {...bind.text('message')}
            />
          )}
        </LiveField>
        <FormPrivacyNotice form="contact" />
        {failed ? (
          <RetryNotice
            title="Your message has not been sent."
            onRetry={() => send({ type: 'contact.submit' })}
          />
        ) : null}
        <Stack align="left">
          <Button type="submit" size="large" isPending={sending} pendingLabel={contactTexts.sendingLabel}>
            Send Message
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

const contactValues = (snapshot: ContactSnapshot) => snapshot.context.values;

/** Whether two sets of shown errors are the same, in the same order. */
function sameErrors(
  a: Readonly<Record<string, string | undefined>>,
  b: Readonly<Record<string, string | undefined>>,
) {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length &&
    entries.every(([field, message], index) => Object.keys(b)[index] === field && b[field] === message)
  );
}
