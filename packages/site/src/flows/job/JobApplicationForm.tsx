import {
  jobApplicationTexts,
  jobResumeRule,
  visibleErrors,
  type JobCheckbox,
  type JobOpening,
} from '@aarambh/machines';
import { consentChoices } from '@aarambh/machines/schemas';
import { fillIn, jobApplicationFormCopy, type Copy, type kitFieldsCopy } from '@aarambh/content';
import {
  Button,
  Checkbox,
  Columns,
  FileDropZone,
  Heading,
  Stack,
  Text,
  TextArea,
  TextField,
  Select,
} from '@aarambh/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';
import type { FieldEvents } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { LiveField } from '../forms/LiveField';
import { LiveForm } from '../forms/LiveForm';
import { PersonalDetailsFields, type PersonalDetailsField } from '../forms/PersonalDetailsFields';
import { RetryNotice } from '../forms/RetryNotice';
import { ConsentChoices, FormPrivacyNotice } from '../forms/Privacy';
import { useToasts } from '../../contexts/ToastsContext';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { sentLanguage, useFormLanguage } from '../forms/FormLanguage';
import { UploadProgress } from '../upload/UploadProgress';
import { bindJobMachine, jobNotice, jobOptionsIn, type JobSnapshot } from './jobFlow';

const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'experience',
  'availability',
  'salary',
  'portfolio',
  'linkedin',
  'github',
  'coverLetter',
  'agreeToTerms',
  'consentApplication',
  'allowContact',
] as const;

export interface JobApplicationFormProps {
  /** The opening applied for, as the catalogue gives it: its id, title and department go with the application (the server reads only the id). */
  job: JobOpening;
  /** The opening's title as its page shows it, in the form's name. @default `job.title` */
  title?: string;
  /** Goes to another page: after a successful application, '/career?applied=true' (its twin, from a Hindi form). */
  navigate: (to: string) => void;
  /** Its labels, hints, choices and buttons, in the page's language. @default the English */
  words?: Copy<typeof jobApplicationFormCopy>;
  /** The kit's own words of its fields (the drop zone's, the selects' placeholder). @default the kit's English */
  fields?: Copy<typeof kitFieldsCopy>;
  /** How a hint is shown (a Hindi page marks its Latin-script words). @default as it is */
  text?: (value: string) => ReactNode;
}

/**
 * The job application form on /career/apply/{jobId} (call 2): validated as the visitor types, a
 * PDF or Word resume of at most 5 MB required (submit stays disabled without one), then
 * /career?applied=true with 'Application submitted successfully!', or the 'Application failed'
 * toast with every value kept. Its messages, and the language it is sent in, are those of the forms
 * around (`FormLanguage`).
 */
export function JobApplicationForm({
  job,
  title = job.title,
  navigate,
  words = jobApplicationFormCopy,
  fields,
  text = same,
}: JobApplicationFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const language = useFormLanguage();
  const { message } = language;
  const actorRef = useActorRef(
    bindJobMachine({
      client,
      navigate: (to) => navigate(language.href(to)),
      language: sentLanguage(language),
    }),
    { input: { job } },
  );
  const { send } = actorRef;
  useToastOnEntry(actorRef, (snapshot) => jobNotice(snapshot, message));
  const hintId = useId();
  // What the form itself reads, as the contact form: a key renders its field, errors that come or
  // go render the fields (LiveForm, LiveField).
  const resume = useSelector(actorRef, (snapshot) => snapshot.context.resume);
  const resumeError = useSelector(actorRef, (snapshot) => snapshot.context.resumeError);
  const submitting = useSelector(
    actorRef,
    (snapshot) => snapshot.matches('submitting') || snapshot.matches('submitted'),
  );
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches({ editing: 'failed' }));
  const required = jobResumeRule.messages.required;

  const events: FieldEvents<JobSnapshot['context']['values']> = {
    change: (field, value) => send({ type: 'job.change', field, value }),
    blur: (field) => send({ type: 'job.blur', field }),
    check: (field, checked) => send({ type: 'job.setChecked', field, checked }),
  };
  const live = { actor: actorRef, values: jobValues, events };

  const attachResume = (file: File) => {
    send({ type: 'job.attachResume', file });
    const refusal = actorRef.getSnapshot().context.resumeError;
    if (refusal)
      toasts.add({
        tone: 'error',
        title: message(refusal.title),
        ...(refusal.description === undefined ? {} : { description: message(refusal.description) }),
      });
  };
  const options = jobOptionsIn(words);
  const optional = language.words.optional;

  return (
    <LiveForm
      aria-label={fillIn(words.label, { title })}
      actor={actorRef}
      errors={jobErrors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'job.submit' });
      }}
    >
      <Stack space="xl">
        <Stack as="section" space="md" aria-labelledby={`${hintId}-about`}>
          <Heading level={3} size="4" id={`${hintId}-about`}>
            {words.about}
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <LiveField {...live} field={personalDetails}>
              {(bind) => <PersonalDetailsFields field={bind.text} labels={words} />}
            </LiveField>
            <LiveField {...live} field="location">
              {(bind) => (
                <TextField
                  label={words.location}
                  description={words.locationHint}
                  isRequired
                  autoComplete="address-level2"
                  {...bind.text('location')}
                />
              )}
            </LiveField>
            <LiveField {...live} field="experience">
              {(bind) => (
                <Select
                  label={words.experience}
                  options={options.experience}
                  placeholder={fields?.selectPlaceholder}
                  {...bind.select('experience')}
                />
              )}
            </LiveField>
            <LiveField {...live} field="availability">
              {(bind) => (
                <Select
                  label={words.availability}
                  options={options.availability}
                  placeholder={fields?.selectPlaceholder}
                  {...bind.select('availability')}
                />
              )}
            </LiveField>
            <LiveField {...live} field="salary">
              {(bind) => <TextField label={words.salary} description={optional} {...bind.text('salary')} />}
            </LiveField>
          </Columns>
        </Stack>

        <Stack as="section" space="md" aria-labelledby={`${hintId}-work`}>
          <Heading level={3} size="4" id={`${hintId}-work`}>
            {words.work}
          </Heading>
          <FileDropZone
            label={words.resume}
            description={text(words.resumeHint)}
            dropLabel={fields?.drop}
            buttonLabel={fields?.chooseFile}
            removeLabel={fields?.remove}
            selectedMessage={fields ? (name) => fillIn(fields.fileSelected, { name }) : undefined}
            removedMessage={fields?.fileRemoved}
            name="resume"
            id="resume"
            isRequired
            acceptedTypes={jobResumeRule.extensions}
            maxBytes={jobResumeRule.maxBytes}
            file={resume}
            onChange={(file) => (file ? attachResume(file) : send({ type: 'job.removeResume' }))}
            // The zone's own check only routes the file: the machine's rule decides, and says why.
            onReject={({ file }) => attachResume(file)}
            isInvalid={resumeError !== null}
            errorMessage={resumeError ? message(resumeError.description ?? resumeError.title) : undefined}
            invalidTypeMessage={message(jobResumeRule.messages.type.title)}
            tooLargeMessage={message(jobResumeRule.messages.size.title)}
          />
          <Columns columns={{ mobile: 1, tablet: 3 }} space="md" alignY="fields">
            <LiveField {...live} field="portfolio">
              {(bind) => (
                <TextField
                  label={words.portfolio}
                  description={optional}
                  type="url"
                  {...bind.text('portfolio')}
                />
              )}
            </LiveField>
            <LiveField {...live} field="linkedin">
              {(bind) => (
                <TextField
                  label={words.linkedin}
                  description={optional}
                  type="url"
                  {...bind.text('linkedin')}
                />
              )}
            </LiveField>
            <LiveField {...live} field="github">
              {(bind) => (
                <TextField label={words.github} description={optional} type="url" {...bind.text('github')} />
              )}
            </LiveField>
          </Columns>
          <LiveField {...live} field="coverLetter">
            {(bind) => (
              <TextArea
                label={words.coverLetter}
                description={optional}
                rows={6}
                {...bind.text('coverLetter')}
              />
            )}
          </LiveField>
        </Stack>

        <FormPrivacyNotice form="job" />

        <Stack space="sm">
          <LiveField {...live} field="agreeToTerms">
            {(bind) => <Checkbox label={words.terms} isRequired {...bind.checkbox('agreeToTerms')} />}
          </LiveField>
          <LiveField {...live} field={consentFields}>
            {(bind) => (
              <ConsentChoices form="job" checkbox={(field) => bind.checkbox(field as JobCheckbox)} />
            )}
          </LiveField>
        </Stack>

        {failed ? (
          <RetryNotice
            title={message(jobApplicationTexts.failure.title)}
            onRetry={() => send({ type: 'job.submit' })}
          />
        ) : null}

        <Stack space="xs" align="left">
          <UploadProgress />
          <Button
            type="submit"
            size="large"
            isPending={submitting}
            pendingLabel={words.submitting}
            isDisabled={resume === null}
            aria-describedby={resume === null ? hintId : undefined}
          >
            {words.submit}
          </Button>
          {resume === null ? (
            <Text size="sm" tone="muted" id={hintId}>
              {`${message(required.title)}: ${message(required.description)}`}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </LiveForm>
  );
}

const same = (value: string): ReactNode => value;

const jobValues = (snapshot: JobSnapshot) => snapshot.context.values;
const jobErrors = (snapshot: JobSnapshot) => inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
const personalDetails: readonly PersonalDetailsField[] = ['firstName', 'lastName', 'email', 'phone'];
const consentFields = consentChoices('job').map(({ field }) => field as JobCheckbox);
