import {
  jobApplicationMachine,
  jobApplicationTexts,
  jobAvailabilities,
  jobExperienceLevels,
  type JobApplicationMachine,
  type JobApplicationSubmission,
  type JobAvailability,
  type JobExperienceLevel,
} from '@aarambh/machines';
import type { JobApplicationFacts, JobApplicationPayload } from '@aarambh/machines/schemas';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { submitActor } from '../forms/submitActor';
import { keepConfirmation } from '../confirmation/keptConfirmation';

export interface JobBindings {
  client: ApiClient;
  /** Goes to another page of the site (the boot's `useNavigate`). */
  navigate: (to: string) => void;
}

/** The job application machine with its effects: call 2 (multipart, with the resume) and navigation. */
export function bindJobMachine({ client, navigate }: JobBindings): JobApplicationMachine {
  return jobApplicationMachine.provide({
    actors: {
      submitApplication: submitActor(({ application, resume }, signal) =>
        client.submitJobApplication(toJobPayload(application), resume, signal),
      ),
    },
    actions: {
      // The confirmation is shown on the page it goes to (the careers page), kept for the tab first.
      navigate: ({ context }, { to }) => {
        if (context.confirmation) keepConfirmation('career', context.confirmation);
        navigate(to);
      },
    },
  });
}

/**
 * Call 2's fields from the machine's validated application and the opening's facts. The form schema
 * has already refused an application without the terms agreed; this keeps that promise in the type
 * the client takes.
 */
function toJobPayload(
  application: JobApplicationSubmission['application'],
): JobApplicationPayload & JobApplicationFacts {
  if (application.agreeToTerms !== true) throw new Error('The terms must be agreed before submitting');
  if (application.consentApplication !== true)
    throw new Error("The application's consent must be given before submitting");
  return { ...application, agreeToTerms: true, consentApplication: true };
}

export type JobSnapshot = SnapshotFrom<typeof jobApplicationMachine>;

/** The toast for a result of the job application (docs/messages.md). */
export function jobNotice(snapshot: JobSnapshot): ToastContent | null {
  if (snapshot.matches('submitted')) return { tone: 'success', ...jobApplicationTexts.success };
  if (snapshot.matches({ editing: 'failed' })) return { tone: 'error', ...jobApplicationTexts.failure };
  return null;
}

const experienceLabels: Record<JobExperienceLevel, string> = {
  entry: 'Entry level (0-2 years)',
  mid: 'Mid level (3-5 years)',
  senior: 'Senior (5+ years)',
  lead: 'Lead or principal',
  student: 'Student',
};

const availabilityLabels: Record<JobAvailability, string> = {
  immediate: 'Immediately',
  '2weeks': 'In 2 weeks',
  '1month': 'In 1 month',
  '2months': 'In 2 months',
  '3months': 'In 3 months',
};

/** The choices of the job form's selects. */
export const jobOptions = {
  experience: jobExperienceLevels.map((value) => ({ value, label: experienceLabels[value] })),
  availability: jobAvailabilities.map((value) => ({ value, label: availabilityLabels[value] })),
};
