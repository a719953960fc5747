import { careersCopy, jobsCopy, postedAgo, type Copy, type JobWords } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import type { ReactNode } from 'react';
import type { SeoProps } from '../seo/Seo';

// The careers pages' language, apart from their route modules: the careers page and each
// opening's page (in either language) read it, and a route module another route imports is no
// longer a file of its own that its page can preload.

/** How a careers page in a language shows the openings and links to the pages around it. */
export interface CareersLanguage {
  /** The page's words. */
  copy: Copy<typeof careersCopy>;
  /** An opening's own words (title, description, requirements...). */
  wordsOf: (job: Job) => JobWords;
  /** How long ago an opening was posted. */
  postedAgo: (datePosted: string, today: Date) => string;
  /** Where the page is, where About is, and where an opening's page is. */
  path: string;
  aboutHref: string;
  jobHref: (job: Job) => string;
  /** How a text is shown (the Hindi page marks its English fragments). */
  text: (value: string) => ReactNode;
  /** The page's language for link previews. */
  ogLocale?: SeoProps['ogLocale'];
}

/** The English careers page's language. */
export const careersInEnglish: CareersLanguage = {
  copy: careersCopy,
  wordsOf: (job) => jobsCopy[job.id]!,
  postedAgo,
  path: '/career',
  aboutHref: '/about',
  jobHref: (job) => `/career/job/${job.id}`,
  text: (value) => value,
};
