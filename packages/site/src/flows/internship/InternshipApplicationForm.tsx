import {
  internshipLimits,
  resumeRule,
  visibleErrors,
  type InternshipApplicationInput,
  type InternshipOpportunity,
  type Pricing,
} from '@aarambh/machines';
import {
  Alert,
  Button,
  Columns,
  FileDropZone,
  Form,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@aarambh/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { company, fillIn, type Locale } from '@aarambh/content';
import { useApiClient } from '../../contexts/ApiClientContext';
import { fieldBindings } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { PersonalDetailsFields } from '../forms/PersonalDetailsFields';
import { RetryNotice } from '../forms/RetryNotice';
import { useToasts } from '../../contexts/ToastsContext';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { InternshipPayment } from './InternshipPayment';
import { AgeSection, EducationSection, NeedHelpCard, TermsAgreement } from './InternshipSections';
import { holdAnalytics } from '../consent/analyticsHold';
import { bindInternshipMachine, internshipNotice, toastIn } from './internshipFlow';
import { internshipOptionsIn, useApplicationWords } from './applicationWords';
import { UploadProgress } from '../upload/UploadProgress';
import { SubmissionConfirmation } from '../confirmation/SubmissionConfirmation';
import { useConfirmation } from '../confirmation/useConfirmation';

const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'age',
  'guardianName',
  'guardianEmail',
  'guardianDeclaration',
  'university',
  'major',
  'graduationYear',
  'gpa',
  'availability',
  'duration',
  'coverLetter',
  'linkedin',
  'portfolio',
  'agreedToTerms',
  'consentApplication',
  'consentUpdates',
] as const;

export interface InternshipApplicationFormProps {
  /** The opportunity applied for, as the catalogue gives it: its id, title, company and owner go with the application (the server reads only the id). */
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
  /** An image instead of the payment modal's QR code (a story's missing image). @default the QR code of the UPI link */
  qrSrc?: string;
  /** The payment reference to start with (stories fix it). @default a new one, made in the browser */
  paymentReference?: string;
  /** Writes the UPI id to the clipboard. @default the Clipboard API */
  copyToClipboard?: (value: string) => Promise<void>;
  /**
   * The page's language, sent with the application: its e-mails and status page are written in it.
   * The form's words are the `ApplicationWordsProvider`'s. @default none (English)
   */
  language?: Locale;
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
  paymentReference,
  language,
}: InternshipApplicationFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const words = useApplicationWords();
  const { copy } = words;
  const [snapshot, send, actorRef] = useMachine(
    bindInternshipMachine({ client, paymentProcessingMs, language }),
    {
      input: {
        opportunity,
        pricing,
        upiId,
        values: initialValues,
        paymentReference,
      },
    },
  );
  useToastOnEntry(actorRef, (state) => internshipNotice(state, words));
  const payment = snapshot.context.payment;
  const paid = useSelector(payment, (state) => state.matches('paid'));
  const hintId = useId();

  const { values, price, resume, resumeError } = snapshot.context;
  // The machine's messages (the browser's checks and the API's answer alike) in the form's language.
  const errors = Object.fromEntries(
    Object.entries(inFieldOrder(visibleErrors(snapshot.context), fieldOrder)).map(([field, message]) => [
      field,
      message === undefined ? message : words.message(message),
    ]),
  );
  const submitting = snapshot.matches('submitting');
  const minor = values.age === 'minor';
  // Under 18 the fee is asked for once the guardian has confirmed, not with the application.
  const feeUnpaid = price !== 0 && !minor && !paid;
  // No analytics on the form until the applicant says they are 18 or older, whatever the cookie choice.
  const adult = values.age === 'adult';
  useEffect(() => (adult ? undefined : holdAnalytics()), [adult]);
  const durationLabel = words.durationLabel(values.duration);
  const options = internshipOptionsIn(words);

  const attachResume = (file: File) => {
    send({ type: 'application.attachResume', file });
    const refusal = actorRef.getSnapshot().context.resumeError;
    if (refusal) toasts.add(toastIn(words, { tone: 'error', ...refusal }));
  };

  const bind = fieldBindings(values, errors, {
    change: (field, value) => {
      send({ type: 'application.change', field, value });
      if (field === 'duration') onDurationChange?.(value);
    },
    blur: (field) => send({ type: 'application.blur', field }),
    check: (field, checked) => send({ type: 'application.setChecked', field, checked }),
  });
  const { confirmation, startOver } = useConfirmation(
    `application-${opportunity.id}`,
    snapshot.context.confirmation,
  );

  if (confirmation)
    return <SubmissionConfirmation form="application" confirmation={confirmation} onStartOver={startOver} />;
  return (
    <Form
      aria-label={fillIn(copy.form.label, { title: opportunity.title })}
      errors={errors}
      errorSummaryTitle={copy.fields.errorSummary}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'application.submit' });
      }}
    >
      <Stack space="xl">
        <Stack as="section" space="md" aria-labelledby={`${hintId}-personal`}>
          <Heading level={3} size="4" id={`${hintId}-personal`}>
            {copy.form.personal}
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <PersonalDetailsFields field={bind.text} labels={copy.form} />
          </Columns>
        </Stack>

        <AgeSection bind={bind} headingId={`${hintId}-age`} />

        <EducationSection bind={bind} headingId={`${hintId}-education`} />

        <Stack as="section" space="md" aria-labelledby={`${hintId}-details`}>
          <Heading level={3} size="4" id={`${hintId}-details`}>
            {copy.form.details}
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <Select
              label={copy.form.availability}
              options={options.availabilities}
              placeholder={copy.fields.selectPlaceholder}
              {...bind.select('availability')}
            />
            <Select
              label={copy.form.duration}
              options={options.durations}
              placeholder={copy.fields.selectPlaceholder}
              {...bind.select('duration')}
            />
            <TextField
              label={words.text(copy.form.linkedin)}
              description={copy.form.linkedinHint}
              type="url"
              autoComplete="url"
              {...bind.text('linkedin')}
            />
            <TextField
              label={copy.form.portfolio}
              description={copy.form.portfolioHint}
              type="url"
              {...bind.text('portfolio')}
            />
          </Columns>
          <TextArea
            label={copy.form.coverLetter}
            description={fillIn(copy.form.coverLetterHint, {
              min: String(internshipLimits.coverLetter.min),
              max: String(internshipLimits.coverLetter.max),
            })}
            rows={6}
            characterLimit={internshipLimits.coverLetter.max}
            countMessage={(remaining) =>
              remaining >= 0
                ? remaining === 1
                  ? copy.fields.characterLeft
                  : fillIn(copy.fields.charactersLeft, { count: String(remaining) })
                : remaining === -1
                  ? copy.fields.characterOver
                  : fillIn(copy.fields.charactersOver, { count: String(-remaining) })
            }
            limitHint={(limit) => fillIn(copy.fields.characterLimit, { limit: String(limit) })}
            {...bind.text('coverLetter')}
          />
          <FileDropZone
            label={copy.form.resume}
            description={words.text(copy.form.resumeHint)}
            dropLabel={copy.fields.drop}
            buttonLabel={copy.fields.chooseFile}
            removeLabel={copy.fields.remove}
            selectedMessage={(name) => fillIn(copy.fields.fileSelected, { name })}
            removedMessage={copy.fields.fileRemoved}
            name="resume"
            id="resume"
            acceptedTypes={resumeRule.extensions}
            maxBytes={resumeRule.maxBytes}
            file={resume}
            onChange={(file) => (file ? attachResume(file) : send({ type: 'application.removeResume' }))}
            // The zone's own check only routes the file: the machine's rule decides, and says why.
            onReject={({ file }) => attachResume(file)}
            isInvalid={resumeError !== null}
            errorMessage={
              resumeError ? words.message(resumeError.description ?? resumeError.title) : undefined
            }
            invalidTypeMessage={words.message(resumeRule.messages.type.title)}
            tooLargeMessage={words.message(resumeRule.messages.size.title)}
          />
        </Stack>

        {minor ? null : (
          <InternshipPayment
            payment={payment}
            send={send}
            price={price}
            pricing={pricing}
            duration={values.duration}
            durationLabel={durationLabel}
            submitting={submitting}
            headingId={`${hintId}-payment`}
            upiId={upiId}
            payeeName={payeeName}
            qrSrc={qrSrc}
            copyToClipboard={copyToClipboard}
          />
        )}

        <TermsAgreement bind={bind} />

        {snapshot.matches({ editing: 'waitingForGuardian' }) ? (
          <Alert tone="info" title={copy.form.waitingForGuardian}>
            {snapshot.context.heldMessage === null ? null : words.message(snapshot.context.heldMessage)}
          </Alert>
        ) : null}

        {snapshot.matches({ editing: 'failed' }) ? (
          <RetryNotice title={copy.form.notSent} onRetry={() => send({ type: 'application.submit' })} />
        ) : null}

        <Stack space="xs">
          <UploadProgress />
          <Inline space="sm">
            <Button variant="secondary" size="large" onPress={onCancel} isDisabled={submitting}>
              {copy.form.cancel}
            </Button>
            <Button
              type="submit"
              size="large"
              isPending={submitting}
              pendingLabel={copy.form.submitting}
              isDisabled={feeUnpaid}
              aria-describedby={feeUnpaid ? hintId : undefined}
            >
              {copy.form.submit}
            </Button>
          </Inline>
          {feeUnpaid ? (
            <Text size="sm" tone="muted" id={hintId}>
              {values.duration === '' ? copy.form.chooseAndPay : copy.form.payToSubmit}
            </Text>
          ) : null}
        </Stack>

        <NeedHelpCard headingId={`${hintId}-help`} />
      </Stack>
    </Form>
  );
}
