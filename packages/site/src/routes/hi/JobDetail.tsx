import type { Job } from '@aarambh/content';
import { formatDayHindi } from '@aarambh/content/hindi';
import { useParams } from '../../boot';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiTwins, twinOf } from '../../i18n/pages';
import { useRedirectUnknownJob } from '../../layout/useRedirectUnknownJob';
import { findJob } from '../../lib/urlIds';
import { JobDetailView, jobInEnglish, type JobLanguage } from '../JobDetail';
import { careersInHindi, careersWordsLang } from './careersLanguage';

/**
 * An opening's Hindi page. Its Apply Now leads to the Hindi application form; its structured data
 * is the English page's alone.
 */
const jobInHindi: JobLanguage = {
  formatDay: formatDayHindi,
  applyHref: (job) => twinOf(jobInEnglish.applyHref(job))!.path,
  jsonLd: false,
};

export function HindiJobDetailPage({ job }: { job: Job }) {
  return (
    <HindiPage lang={careersWordsLang}>
      <JobDetailView job={job} language={careersInHindi} jobLanguage={jobInHindi} />
    </HindiPage>
  );
}

export function Component() {
  const { jobId } = useParams();
  const job = findJob(jobId);
  useRedirectUnknownJob(job === undefined, hindiTwins['/career']);
  return job ? <HindiJobDetailPage job={job} /> : null;
}
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
