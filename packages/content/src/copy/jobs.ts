import { jobs } from '../jobs.ts';
import type { Job } from '../schemas.ts';

/** An opening's own words: what the careers card and the opening's page show of it. */
export interface JobWords {
  readonly title: string;
  readonly location: string;
  readonly salary: string;
  readonly experience: string;
  readonly description: string;
  readonly requirements: readonly string[];
  readonly responsibilities: readonly string[];
  readonly benefits: readonly string[];
}

const wordsOf = (job: Job): JobWords => ({
  title: job.title,
  location: job.location,
  salary: job.salary,
  experience: job.experience,
  description: job.description,
  requirements: job.requirements,
  responsibilities: job.responsibilities,
  benefits: job.benefits,
});

/** The openings' words by id, in English (from `jobs.ts`): what their Hindi set translates. */
export const jobsCopy: Readonly<Record<string, JobWords>> = Object.fromEntries(
  jobs.map((job) => [String(job.id), wordsOf(job)]),
);
