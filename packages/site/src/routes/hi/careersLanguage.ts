import { careersCopy, jobsCopy } from '@aarambh/content';
import { careersHindi, hindiCopy, jobsHindi, postedAgoHindi } from '@aarambh/content/hindi';
import { markLatin } from '../../i18n/latin';
import { hindiTwins, twinOf } from '../../i18n/pages';
import { careersInEnglish, type CareersLanguage } from '../careersLanguage';

// The Hindi careers pages' language, apart from their route modules (see ../careersLanguage.ts).

// One language for the whole page, its openings included: English while any of its Hindi is stale.
const { lang, copy } = hindiCopy(
  { page: careersCopy, jobs: jobsCopy },
  { page: careersHindi, jobs: jobsHindi },
);

/** The language the Hindi careers pages' words are in: English while their Hindi is stale. */
export const careersWordsLang = lang;

/** The Hindi careers page's language: the English one's while its Hindi is stale. */
export const careersInHindi: CareersLanguage =
  lang === 'hi'
    ? {
        copy: copy.page,
        wordsOf: (job) => copy.jobs[job.id]!,
        postedAgo: postedAgoHindi,
        path: hindiTwins['/career'],
        aboutHref: hindiTwins['/about'],
        jobHref: (job) => twinOf(careersInEnglish.jobHref(job))!.path,
        text: markLatin,
        ogLocale: 'hi_IN',
      }
    : {
        ...careersInEnglish,
        path: hindiTwins['/career'],
        aboutHref: hindiTwins['/about'],
        jobHref: (job) => twinOf(careersInEnglish.jobHref(job))!.path,
      };
