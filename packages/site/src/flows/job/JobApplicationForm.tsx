import {
  jobApplicationTexts,
  jobResumeRule,
  visibleErrors,
  type JobCheckbox,
  type JobOpening,
} from '@aarambh/machines';
import {
  Button,
  Checkbox,
  Columns,
  FileDropZone,
  Form,
  Heading,
  Stack,
  Text,
  TextArea,
  TextField,
  Select,
} from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';
import { fieldBindings } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { PersonalDetailsFields } from '../forms/PersonalDetailsFields';
import { RetryNotice } from '../forms/RetryNotice';
import { ConsentChoices, FormPrivacyNotice } from '../forms/Privacy';
import { useToasts } from '../../contexts/ToastsContext';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { UploadProgress } from '../upload/UploadProgress';
import { bindJobMachine, jobNotice, jobOptions } from './jobFlow';

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
  /** Goes to another page: after a successful application, '/career?applied=true'. */
  navigate: (to: string) => void;
}

/**
 * The job application form on /career/apply/{jobId} (call 2): validated as the visitor types, a
 * PDF or Word resume of at most 5 MB required (submit stays disabled without one), then
 * /career?applied=true with 'Application submitted successfully!', or the 'Application failed'
 * toast with every value kept.
 */
export function JobApplicationForm({ job, navigate }: JobApplicationFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [snapshot, send, actorRef] = useMachine(bindJobMachine({ client, navigate }), { input: { job } });
  useToastOnEntry(actorRef, jobNotice);
  const hintId = useId();
  const { values, resume, resumeError } = snapshot.context;
  const errors = inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
  const submitting = snapshot.matches('submitting') || snapshot.matches('submitted');
  const required = jobResumeRule.messages.required;

  const bind = fieldBindings(values, errors, {
    change: (field, value) => send({ type: 'job.change', field, value }),
    blur: (field) => send({ type: 'job.blur', field }),
    check: (field, checked) => send({ type: 'job.setChecked', field, checked }),
  });

  const attachResume = (file: File) => {
    send({ type: 'job.attachResume', file });
    const refusal = actorRef.getSnapshot().context.resumeError;
    if (refusal) toasts.add({ tone: 'error', ...refusal });
  };

  return (
    <Form
      aria-label={`Application for ${job.title}`}
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'job.submit' });
      }}
    >
      <Stack space="xl">
        <Stack as="section" space="md" aria-labelledby={`${hintId}-about`}>
          <Heading level={3} size="4" id={`${hintId}-about`}>
            About You
          </Heading>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <PersonalDetailsFields field={bind.text} />
            <TextField
              label="Location"
              description="City and country"
              isRequired
              autoComplete="address-level2"
              {...bind.text('location')}
            />
            <Select label="Experience Level" options={jobOptions.experience} {...bind.select('experience')} />
            <Select label="Availability" options={jobOptions.availability} {...bind.select('availability')} />
            <TextField label="Expected Salary" description="Optional" {...bind.text('salary')} />
          </Columns>
        </Stack>

        <Stack as="section" space="md" aria-labelledby={`${hintId}-work`}>
          <Heading level={3} size="4" id={`${hintId}-work`}>
            Your Work
          </Heading>
          <FileDropZone
            label="Resume"
            description="PDF or Word, up to 5 MB."
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
            errorMessage={resumeError?.description ?? resumeError?.title}
            invalidTypeMessage={jobResumeRule.messages.type.title}
            tooLargeMessage={jobResumeRule.messages.size.title}
          />
          <Columns columns={{ mobile: 1, tablet: 3 }} space="md" alignY="fields">
            <TextField label="Portfolio" description="Optional" type="url" {...bind.text('portfolio')} />
            <TextField
              label="LinkedIn Profile"
              description="Optional"
              type="url"
              {...bind.text('linkedin')}
            />
            <TextField label="GitHub Profile" description="Optional" type="url" {...bind.text('github')} />
          </Columns>
          <TextArea label="Cover Letter" description="Optional" rows={6} {...bind.text('coverLetter')} />
        </Stack>

        <FormPrivacyNotice form="job" />

        <Stack space="sm">
          <Checkbox label="I agree to the terms" isRequired {...bind.checkbox('agreeToTerms')} />
          <ConsentChoices form="job" checkbox={(field) => bind.checkbox(field as JobCheckbox)} />
        </Stack>

        {snapshot.matches({ editing: 'failed' }) ? (
          <RetryNotice
            title={jobApplicationTexts.failure.title}
            onRetry={() => send({ type: 'job.submit' })}
          />
        ) : null}

        <Stack space="xs" align="left">
          <UploadProgress />
          <Button
            type="submit"
            size="large"
            isPending={submitting}
            pendingLabel="Submitting..."
            isDisabled={resume === null}
            aria-describedby={resume === null ? hintId : undefined}
          >
            Submit Application
          </Button>
          {resume === null ? (
            <Text size="sm" tone="muted" id={hintId}>
              {`${required.title}: ${required.description}`}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Form>
  );
}
