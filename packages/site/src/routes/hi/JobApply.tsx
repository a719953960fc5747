import {
  careersCopy,
  fillIn,
  formsCopy,
  jobApplicationFormCopy,
  jobApplyPageCopy,
  jobsCopy,
  kitFieldsCopy,
  type Job,
} from '@aarambh/content';
import {
  careersHindi,
  formatDayHindi,
  formsHindi,
  hindiCopy,
  jobApplicationFormHindi,
  jobApplyPageHindi,
  jobsHindi,
  kitFieldsHindi,
} from '@aarambh/content/hindi';
import { useParams } from '../../boot';
import { FormLanguageProvider } from '../../flows/forms/FormLanguage';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiForms } from '../../i18n/hindiForms';
import { markLatin } from '../../i18n/latin';
import { hindiTwins, twinOf } from '../../i18n/pages';
import { PageLanguage } from '../../i18n/PageLanguage';
import { useRedirectUnknownJob } from '../../layout/useRedirectUnknownJob';
import { findJob } from '../../lib/urlIds';
import { jobApplyInEnglish, JobApplyView, type JobApplyLanguage } from '../JobApply';

// One language for the whole page, its form and the opening's words included: English while any
// of its Hindi is stale.
const { lang, copy } = hindiCopy(
  {
    page: jobApplyPageCopy,
    form: jobApplicationFormCopy,
    fields: kitFieldsCopy,
    forms: formsCopy,
    careers: careersCopy,
    jobs: jobsCopy,
  },
  {
    page: jobApplyPageHindi,
    form: jobApplicationFormHindi,
    fields: kitFieldsHindi,
    forms: formsHindi,
    careers: careersHindi,
    jobs: jobsHindi,
  },
);
/** The Hindi forms' language around the page's form. */
export const jobFormsInHindi = hindiForms(copy.forms);

/** Where the page's own links lead: each opening's Hindi page, and the page's own path under `/hi`. */
const inHindi = (path: string) => twinOf(path)?.path ?? path;

/** An opening's application page in Hindi (its words English, marked so, while any of its Hindi is stale). */
export const jobApplyInHindi: JobApplyLanguage =
  lang === 'hi'
    ? {
        page: copy.page,
        form: copy.form,
        fields: copy.fields,
        path: (job) => inHindi(jobApplyInEnglish.path(job)),
        jobHref: (job) => inHindi(jobApplyInEnglish.jobHref(job)),
        closed: (job) => fillIn(copy.careers.job.closed, { date: formatDayHindi(job.closes) }),
        summary: (job) => {
          const words = copy.jobs[job.id]!;
          return {
            ...words,
            department: copy.careers.departments[job.department],
            type: copy.careers.types[job.type],
            remote: job.remote ? copy.careers.job.remoteFriendly : undefined,
          };
        },
        text: markLatin,
        ogLocale: 'hi_IN',
      }
    : {
        ...jobApplyInEnglish,
        path: (job) => inHindi(jobApplyInEnglish.path(job)),
        jobHref: (job) => inHindi(jobApplyInEnglish.jobHref(job)),
      };

export function HindiJobApplyPage({ job }: { job: Job }) {
  return (
    <HindiPage lang={lang}>
      <PageLanguage lang="hi">
        <FormLanguageProvider value={jobFormsInHindi}>
          <JobApplyView job={job} language={jobApplyInHindi} />
        </FormLanguageProvider>
      </PageLanguage>
    </HindiPage>
  );
}

export function Component() {
  const { jobId } = useParams();
  const job = findJob(jobId);
  useRedirectUnknownJob(job === undefined, hindiTwins['/career']);
  return job ? <HindiJobApplyPage job={job} /> : null;
}
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
