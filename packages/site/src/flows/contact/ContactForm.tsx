import {
  contactLimits,
  contactTexts,
  visibleErrors,
  type ContactField,
  type ContactFormValues,
} from '@aarambh/machines';
import { Button, Columns, Form, Select, Stack, TextArea, TextField } from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { useApiClient } from '../../contexts/ApiClientContext';
import { fieldBindings } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { RetryNotice } from '../forms/RetryNotice';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { bindContactMachine, contactNotice, inquiryTypeOptions } from './contactFlow';

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
  const [snapshot, send, actorRef] = useMachine(bindContactMachine(client), {
    input: { values: initialValues },
  });
  useToastOnEntry(actorRef, contactNotice);
  const { values } = snapshot.context;
  const errors = inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
  const sending = snapshot.matches('sending');

  const bind = fieldBindings(values, errors, {
    change: (field, value) => send({ type: 'contact.change', field, value }),
    blur: (field) => send({ type: 'contact.blur', field }),
  });

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
          <TextField label="First Name" isRequired autoComplete="given-name" {...bind.text('firstName')} />
          <TextField label="Last Name" isRequired autoComplete="family-name" {...bind.text('lastName')} />
          <TextField
            label="Email Address"
            type="email"
            isRequired
            autoComplete="email"
            {...bind.text('email')}
          />
          <TextField
            label="Phone Number"
            description="Optional"
            type="tel"
            autoComplete="tel"
            {...bind.text('phone')}
          />
          <TextField
            label="Company"
            description="Optional"
            autoComplete="organization"
            {...bind.text('company')}
          />
          <Select
            label="Inquiry Type"
            options={inquiryTypeOptions}
            placeholder="Select an inquiry type"
            {...bind.select('inquiryType')}
          />
        </Columns>
        <TextField label="Subject" isRequired {...bind.text('subject')} />
        <TextArea
          label="Message"
          isRequired
          rows={6}
          characterLimit={contactLimits.message.max}
          {...bind.text('message')}
        />
        {snapshot.matches({ editing: 'failed' }) ? (
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
