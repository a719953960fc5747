import {
  jobApplicationMachine,
  jobApplicationTexts,
  jobAvailabilities,
  jobExperienceLevels,
  type JobApplicationMachine,
  type JobApplicationSubmission,
} from '@aarambh/machines';
import type { JobApplicationFacts, JobApplicationPayload } from '@aarambh/machines/schemas';
import { jobApplicationFormCopy, type Copy, type Locale } from '@aarambh/content';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { submitActor } from '../forms/submitActor';
import { keepConfirmation } from '../confirmation/keptConfirmation';

export interface JobBindings {
  client: ApiClient;
  /** Goes to another page of the site (the boot's `useNavigate`). */
  navigate: (to: string) => void;
  /** The language the application is sent in (its page's); none from an English page. */
  language?: Locale;
}

/** The job application machine with its effects: call 2 (multipart, with the resume) and navigation. */
export function bindJobMachine({ client, navigate, language }: JobBindings): JobApplicationMachine {
  return jobApplicationMachine.provide({
    actors: {
      submitApplication: submitActor(({ application, resume }, signal) =>
        client.submitJobApplication(
          language ? { ...toJobPayload(application), language } : toJobPayload(application),
          resume,
          signal,
        ),
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

/**
 * The toast for a result of the job application (docs/messages.md). `message` gives a machine's
 * English text in the form's language.
 */
export function jobNotice(
  snapshot: JobSnapshot,
  message: (english: string) => string = (english) => english,
): ToastContent | null {
  const texts = snapshot.matches('submitted')
    ? { tone: 'success' as const, ...jobApplicationTexts.success }
    : snapshot.matches({ editing: 'failed' })
      ? { tone: 'error' as const, ...jobApplicationTexts.failure }
      : null;
  return texts && { tone: texts.tone, title: message(texts.title), description: message(texts.description) };
}

/** The choices of the job form's selects, in the words of the form's language. */
export function jobOptionsIn(words: Copy<typeof jobApplicationFormCopy>) {
  return {
    experience: jobExperienceLevels.map((value) => ({ value, label: words.experienceLevels[value] })),
    availability: jobAvailabilities.map((value) => ({ value, label: words.availabilities[value] })),
  };
}

/** The choices of the job form's selects, in English. */
export const jobOptions = jobOptionsIn(jobApplicationFormCopy);
