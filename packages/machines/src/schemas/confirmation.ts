import * as v from 'valibot';
import { SUBMISSION_REFERENCE_PATTERN } from './shortCode.ts';

/**
 * What the answer to a stored application adds for its confirmation: facts the server took from
 * the catalogue (title, organisation, fee), the transaction id as the applicant gave it, the day
 * they will hear by, and the signed link to their status page.
 */
export const applicationConfirmationSchema = v.object({
  /** The programme's or the opening's title, from the catalogue. */
  title: v.string(),
  /** The programme's company, or the opening's department. */
  organisation: v.string(),
  /** The fee in rupees for the chosen duration; null for a job or a free programme. */
  fee: v.nullable(v.number()),
  /** The UPI transaction id the applicant gave with a fee; null without one. */
  transactionId: v.nullable(v.string()),
  /** The day (YYYY-MM-DD, India) by which the applicant hears the outcome. */
  decisionBy: v.pipe(v.string(), v.isoDate()),
  /** The applicant's status page (a signed link, as in the confirmation e-mail). */
  statusUrl: v.pipe(v.string(), v.url()),
});
export type ApplicationConfirmation = v.InferOutput<typeof applicationConfirmationSchema>;

/** The success answer of the four forms with a confirmation (`{ success, message, reference, application? }`). */
export const submissionAnswerSchema = v.object({
  reference: v.pipe(v.string(), v.regex(SUBMISSION_REFERENCE_PATTERN)),
  application: v.optional(applicationConfirmationSchema),
});

/** A stored submission as its confirmation shows it: the reference, and an application's facts. */
export type SubmissionConfirmation = v.InferOutput<typeof submissionAnswerSchema>;

/**
 * The confirmation an answer's body carries; null when it carries none (an older server, or an
 * answer that is not one), so the form says the spec's words and resets as before.
 */
export function readConfirmation(body: unknown): SubmissionConfirmation | null {
  const parsed = v.safeParse(submissionAnswerSchema, body);
  return parsed.success ? parsed.output : null;
}
