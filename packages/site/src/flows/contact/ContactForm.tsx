import {
  contactLimits,
  contactTexts,
  visibleErrors,
  type ContactField,
  type ContactFormValues,
} from '@aarambh/machines';
import { Button, Columns, Form, Select, Stack, TextArea, TextField } from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { useApiClient } from '../wiring/ApiClientContext';
import { inFieldOrder } from '../wiring/fieldOrder';
import { RetryNotice } from '../wiring/RetryNotice';
import { useToastOnEntry } from '../wiring/useToastOnEntry';
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
 * The contact page's 'Send us a Message' form (call 5): every rule and message of the spec,
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

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (value: string) => send({ type: 'contact.change', field: name, value }),
    onBlur: () => send({ type: 'contact.blur', field: name }),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
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
        <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="top">
          <TextField label="First Name" isRequired autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" isRequired autoComplete="family-name" {...field('lastName')} />
          <TextField label="Email Address" type="email" isRequired autoComplete="email" {...field('email')} />
          <TextField
            label="Phone Number"
            description="Optional"
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextField
            label="Company"
            description="Optional"
            autoComplete="organization"
            {...field('company')}
          />
          <Select
            label="Inquiry Type"
            isRequired
            options={inquiryTypeOptions}
            name="inquiryType"
            value={values.inquiryType === '' ? null : values.inquiryType}
            onChange={(value) => send({ type: 'contact.change', field: 'inquiryType', value })}
            onBlur={() => send({ type: 'contact.blur', field: 'inquiryType' })}
            isInvalid={errors.inquiryType !== undefined}
            errorMessage={errors.inquiryType}
            placeholder="Select an inquiry type"
          />
        </Columns>
        <TextField label="Subject" isRequired {...field('subject')} />
        <TextArea
          label="Message"
          isRequired
          rows={6}
          characterLimit={contactLimits.message.max}
          {...field('message')}
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
