import {
  durationOptions,
  internshipLimits,
  paymentTexts,
  resumeRule,
  visibleErrors,
  type InternshipApplicationEvent,
  type InternshipApplicationInput,
  type InternshipOpportunity,
  type InternshipTextField,
  type Pricing,
} from '@aarambh/machines';
import {
  Button,
  Card,
  Checkbox,
  Columns,
  FileDropZone,
  Form,
  Heading,
  Inline,
  Link,
  LinkButton,
  PriceDisplay,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@aarambh/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useId } from 'react';
import { company } from '@aarambh/content';
import { UploadProgress } from '../upload/UploadProgress';
import { useApiClient } from '../wiring/ApiClientContext';
import { inFieldOrder } from '../wiring/fieldOrder';
import { RetryNotice } from '../wiring/RetryNotice';
import { useToasts } from '../wiring/ToastsContext';
import { useToastOnEntry } from '../wiring/useToastOnEntry';
import {
  bindInternshipMachine,
  internshipNotice,
  internshipOptions,
  paymentErrorField,
  paymentNotice,
} from './internshipFlow';
import { UpiPaymentModal } from './UpiPaymentModal';

const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'university',
  'major',
  'graduationYear',
  'gpa',
  'availability',
  'duration',
  'coverLetter',
  'linkedin',
  'portfolio',
  'transactionId',
  'paymentDone',
  'agreedToTerms',
] as const;

export interface InternshipApplicationFormProps {
  /** The opportunity applied for: its id goes with the application (the server reads the rest from the catalogue). */
  opportunity: InternshipOpportunity;
  /** Its prices by duration key ('4-weeks': 1500 ...); 0 means free, with no payment. */
  pricing: Pricing;
  /**
   * Values to start from: the duration chosen on the opportunity page (`{ duration: '6-weeks' }`).
   * @default all empty
   */
  initialValues?: InternshipApplicationInput['values'];
  /** Told when the visitor picks another duration, so the page can show its price and dates. */
  onDurationChange?: (duration: string) => void;
  /** Leaves the form (Cancel): the page goes back to the opportunity's details. */
  onCancel: () => void;
  /** The UPI handle paid to. @default company.upiHandle */
  upiId?: string;
  /** The payee's name in the UPI app link. @default company.name */
  payeeName?: string;
  /** The simulated payment processing, in milliseconds (stories hold it). @default 1500 */
  paymentProcessingMs?: number;
  /** The payment modal's QR image. @default '/upi-qr.svg' */
  qrSrc?: string;
  /** Writes the UPI id to the clipboard. @default the Clipboard API */
  copyToClipboard?: (value: string) => Promise<void>;
}

/**
 * The opportunity page's apply mode (call 1): every field of the internship application with its
 * rules (docs/validation.md), the resume drop zone ('Invalid File Type', 'File Too Large'), the payment section and
 * its UPI dialog (a duration first: 'Duration Required'; 'Processing...' for 1.5 s; then 'Payment
 * Completed', disabled), the terms box, Cancel and Submit (disabled while sending or while a fee is
 * unpaid), and the 'Need Help?' block. Success resets the form; HTTP 207 warns; a failure keeps
 * every value and the payment, with a way to send again.
 */
export function InternshipApplicationForm({
  opportunity,
  pricing,
  initialValues,
  onDurationChange,
  onCancel,
  upiId = company.upiHandle,
  payeeName = company.name,
  paymentProcessingMs,
  qrSrc,
  copyToClipboard,
}: InternshipApplicationFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [snapshot, send, actorRef] = useMachine(
    bindInternshipMachine({
      client,
      onUpiIdCopied: () => toasts.add({ tone: 'success', title: paymentTexts.upiIdCopied }),
      paymentProcessingMs,
    }),
    {
      input: {
        opportunity,
        pricing,
        upiId,
        values: initialValues,
      },
    },
  );
  useToastOnEntry(actorRef, internshipNotice);
  const payment = useSelector(snapshot.children.payment, (state) => state);
  const hintId = useId();

  const { values, price, resume, resumeError } = snapshot.context;
  const errors = inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
  const submitting = snapshot.matches('submitting');
  const feeUnpaid = price !== 0 && !values.paymentDone;
  const durationLabel = durationOptions.find((option) => option.value === values.duration)?.label ?? '';

  /** Sends an event to the payment chart and shows the toast of a step it refused. */
  const sendToPayment = (event: InternshipApplicationEvent) => {
    send(event);
    const paymentSnapshot = actorRef.getSnapshot().children.payment?.getSnapshot();
    const notice = paymentSnapshot ? paymentNotice(paymentSnapshot.context) : null;
    if (notice) toasts.add(notice);
  };

  const attachResume = (file: File) => {
    send({ type: 'application.attachResume', file });
    const refusal = actorRef.getSnapshot().context.resumeError;
    if (refusal) toasts.add({ tone: 'error', ...refusal });
  };

  const field = (name: InternshipTextField) => ({
    name,
    value: values[name],
    onChange: (value: string) => send({ type: 'application.change', field: name, value }),
    onBlur: () => send({ type: 'application.blur', field: name }),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  const select = (name: 'graduationYear' | 'availability' | 'duration') => ({
    name,
    value: values[name] === '' ? null : values[name],
    onChange: (value: string) => {
      send({ type: 'application.change', field: name, value });
      if (name === 'duration') onDurationChange?.(value);
    },
    onBlur: () => send({ type: 'application.blur', field: name }),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: true,
  });

  const paymentError = payment ? paymentErrorField(payment.context) : null;
  const modalError =
    payment?.context.error && paymentError
      ? { field: paymentError, message: payment.context.error.description ?? payment.context.error.title }
      : null;

  return (
    <Form
      aria-label={`Application for ${opportunity.title}`}
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'application.submit' });
      }}
    >
      <Stack space="xl">
        <Stack as="section" space="md" aria-labelledby={`${hintId}-personal`}>
          <Heading level={3} size="4" id={`${hintId}-personal`}>
            Personal Information
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="top">
            <TextField label="First Name" isRequired autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last Name" isRequired autoComplete="family-name" {...field('lastName')} />
            <TextField
              label="Email Address"
              type="email"
              isRequired
              autoComplete="email"
              {...field('email')}
            />
            <TextField label="Phone Number" type="tel" isRequired autoComplete="tel" {...field('phone')} />
          </Columns>
        </Stack>

        <Stack as="section" space="md" aria-labelledby={`${hintId}-education`}>
          <Heading level={3} size="4" id={`${hintId}-education`}>
            Education
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="top">
            <TextField label="University" isRequired autoComplete="organization" {...field('university')} />
            <TextField label="Major" isRequired {...field('major')} />
            <Select
              label="Graduation Year"
              options={internshipOptions.graduationYears}
              {...select('graduationYear')}
            />
            <TextField label="GPA" description="Optional, 0.0 to 4.0" inputMode="decimal" {...field('gpa')} />
          </Columns>
        </Stack>

        <Stack as="section" space="md" aria-labelledby={`${hintId}-details`}>
          <Heading level={3} size="4" id={`${hintId}-details`}>
            Application Details
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="top">
            <Select
              label="Availability"
              options={internshipOptions.availabilities}
              {...select('availability')}
            />
            <Select label="Duration" options={internshipOptions.durations} {...select('duration')} />
            <TextField
              label="LinkedIn Profile"
              description="Optional, e.g. https://www.linkedin.com/in/your-name"
              type="url"
              autoComplete="url"
              {...field('linkedin')}
            />
            <TextField
              label="Portfolio"
              description="Optional, a link to your work"
              type="url"
              {...field('portfolio')}
            />
          </Columns>
          <TextArea
            label="Cover Letter"
            description={`Optional, ${internshipLimits.coverLetter.min} to ${internshipLimits.coverLetter.max} characters`}
            rows={6}
            characterLimit={internshipLimits.coverLetter.max}
            {...field('coverLetter')}
          />
          <FileDropZone
            label="Resume"
            description="Optional. PDF, DOC or DOCX, up to 5 MB."
            name="resume"
            id="resume"
            acceptedTypes={resumeRule.extensions}
            maxBytes={resumeRule.maxBytes}
            file={resume}
            onChange={(file) => (file ? attachResume(file) : send({ type: 'application.removeResume' }))}
            // The zone's own check only routes the file: the machine's rule decides, and says why.
            onReject={({ file }) => attachResume(file)}
            isInvalid={resumeError !== null}
            errorMessage={resumeError?.description ?? resumeError?.title}
            invalidTypeMessage={resumeRule.messages.type.title}
            tooLargeMessage={resumeRule.messages.size.title}
          />
        </Stack>

        <Card as="section" tone="flat" aria-labelledby={`${hintId}-payment`}>
          <Stack space="md">
            <Heading level={3} size="4" id={`${hintId}-payment`}>
              Payment
            </Heading>
            {price === 0 ? (
              <Text>This opportunity is free: no payment is needed.</Text>
            ) : (
              <>
                <PriceDisplay
                  label={durationLabel ? `Fee for ${durationLabel}` : 'Fee'}
                  amount={price}
                  prices={Object.values(pricing).filter((amount) => amount !== undefined)}
                  grouping="indian"
                  size="large"
                />
                <Text tone="muted">
                  {values.paymentDone
                    ? `Paid by UPI. Transaction ID: ${values.transactionId}`
                    : values.duration === ''
                      ? 'Choose a duration, then pay the fee by UPI and enter the transaction ID.'
                      : 'Pay the fee by UPI, then enter the transaction ID your UPI app shows.'}
                </Text>
                <Inline>
                  <Button
                    variant={values.paymentDone ? 'secondary' : 'primary'}
                    onPress={() => sendToPayment({ type: 'payment.open' })}
                    isDisabled={values.paymentDone || submitting}
                  >
                    {values.paymentDone ? paymentTexts.paid : 'Pay by UPI'}
                  </Button>
                </Inline>
              </>
            )}
          </Stack>
        </Card>

        <Stack space="xs">
          <Checkbox
            label="I agree to the terms and conditions"
            name="agreedToTerms"
            isRequired
            isSelected={values.agreedToTerms}
            onChange={(checked) => send({ type: 'application.setAgreedToTerms', checked })}
            isInvalid={errors.agreedToTerms !== undefined}
            errorMessage={errors.agreedToTerms}
          />
          <Text size="sm" tone="muted">
            Read our <Link href="/terms-of-service">Terms of Service</Link> and{' '}
            <Link href="/privacy-policy">Privacy Policy</Link>.
          </Text>
        </Stack>

        {snapshot.matches({ editing: 'failed' }) ? (
          <RetryNotice
            title="Your application has not been sent."
            onRetry={() => send({ type: 'application.submit' })}
          />
        ) : null}

        <Stack space="xs">
          <UploadProgress />
          <Inline space="sm">
            <Button variant="secondary" size="large" onPress={onCancel} isDisabled={submitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="large"
              isPending={submitting}
              pendingLabel="Submitting..."
              isDisabled={feeUnpaid}
              aria-describedby={feeUnpaid ? hintId : undefined}
            >
              Submit Application
            </Button>
          </Inline>
          {feeUnpaid ? (
            <Text size="sm" tone="muted" id={hintId}>
              {values.duration === ''
                ? 'Choose a duration and pay the fee to submit your application.'
                : 'Pay the fee to submit your application.'}
            </Text>
          ) : null}
        </Stack>

        <Card tone="brand" as="aside" aria-labelledby={`${hintId}-help`}>
          <Stack space="sm">
            <Heading level={3} size="4" id={`${hintId}-help`}>
              Need Help?
            </Heading>
            <Text>
              Questions about the application or the payment? Our team replies within{' '}
              {company.businessHours.responseTime}.
            </Text>
            <Inline>
              <LinkButton href="/contact" variant="secondary">
                Contact Support
              </LinkButton>
            </Inline>
          </Stack>
        </Card>
      </Stack>

      {payment && price !== null && price > 0 ? (
        <UpiPaymentModal
          isOpen={payment.matches('modal')}
          isProcessing={payment.matches({ modal: 'processing' })}
          amount={price}
          durationLabel={durationLabel}
          upiId={upiId}
          payeeName={payeeName}
          transactionId={payment.context.transactionId}
          confirmed={payment.context.confirmed}
          error={modalError}
          onTransactionIdChange={(value) => send({ type: 'payment.changeTransactionId', value })}
          onConfirmedChange={(confirmed) => send({ type: 'payment.setConfirmed', confirmed })}
          onCopied={() => send({ type: 'payment.copyUpiId' })}
          onCopyError={() =>
            toasts.add({
              tone: 'error',
              title: 'Copy Failed',
              description: `Copy the UPI ID by hand: ${upiId}`,
            })
          }
          onConfirm={() => sendToPayment({ type: 'payment.confirm' })}
          onCancel={() => send({ type: 'payment.cancel' })}
          qrSrc={qrSrc}
          copyToClipboard={copyToClipboard}
        />
      ) : null}
    </Form>
  );
}
