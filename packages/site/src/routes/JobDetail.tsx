import {
  BackLink,
  Badge,
  Box,
  Card,
  Container,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aarambh/ui';
import { company, formatDay, isOpen } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { careersInEnglish, type CareersLanguage } from './careersLanguage';
import { findJob } from '../lib/urlIds';
import { useRedirectUnknownJob } from '../layout/useRedirectUnknownJob';
import { BulletList } from '../sections/BulletList';
import { useParams, useToday } from '../boot';
import { WithSidebar } from '../sections/WithSidebar';
import { jobPostingJsonLd } from '../seo/jobPostingJsonLd';
import { Seo } from '../seo/Seo';

/** Puts `values` in a text's `{name}` places. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** What an opening's page in a language needs beyond its careers page's: its dates, and its Apply link. */
export interface JobLanguage {
  /** A day ('YYYY-MM-DD') in words. */
  formatDay: (key: string) => string;
  /** Where the application form is, in the page's language. */
  applyHref: (job: Job) => string;
  /** Structured data for search engines: the English page's alone, not its twin's. */
  jsonLd: boolean;
}

export const jobInEnglish: JobLanguage = {
  formatDay,
  applyHref: (job) => `/career/apply/${job.id}`,
  jsonLd: true,
};

export function JobDetailPage({ job }: { job: Job }) {
  return <JobDetailView job={job} language={careersInEnglish} jobLanguage={jobInEnglish} />;
}

/** An opening's page in either language. */
export function JobDetailView({
  job,
  language,
  jobLanguage,
}: {
  job: Job;
  language: CareersLanguage;
  jobLanguage: JobLanguage;
}) {
  const today = useToday();
  const { text } = language;
  const copy = language.copy.job;
  const words = language.wordsOf(job);
  const department = language.copy.departments[job.department];
  const type = language.copy.types[job.type];
  const posted = language.postedAgo(job.datePosted, today);
  // A closed opening keeps its page for old links, out of search results and without Apply Now.
  const open = isOpen(job, today);
  const applyHref = jobLanguage.applyHref(job);
  const details = [
    [copy.department, department],
    [copy.type, type],
    [copy.location, words.location],
    [copy.experience, words.experience],
    [copy.salary, words.salary],
    [copy.posted, posted],
    [copy.applyBy, jobLanguage.formatDay(job.closes)],
  ] as const;
  return (
    <>
      <Seo
        title={`${words.title} (${department})`}
        description={fill(copy.seoDescription, {
          title: words.title,
          company: company.name,
          type,
          location: words.location,
          salary: words.salary,
          description: words.description,
        })}
        path={language.jobHref(job)}
        ogLocale={language.ogLocale}
        {...(open ? (jobLanguage.jsonLd ? { jsonLd: jobPostingJsonLd(job) } : {}) : { noindex: true })}
      />
      <Box background="brandSoft" paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="medium">
          <Stack space="md">
            <Inline>
              <BackLink href={language.path}>{copy.backToCareers}</BackLink>
            </Inline>
            <Inline space="xs">
              <Badge tone="brand">{department}</Badge>
              <Badge>{type}</Badge>
              {job.remote ? <Badge tone="success">{copy.remoteFriendly}</Badge> : null}
            </Inline>
            <Heading level={1}>{text(words.title)}</Heading>
            <Inline space="md">
              <Text tone="muted" as="span">
                {words.location}
              </Text>
              <Text tone="muted" as="span">
                {words.salary}
              </Text>
              <Text tone="muted" as="span">
                {fill(copy.postedLine, { posted })}
              </Text>
              <Text tone="muted" as="span">
                {words.experience}
              </Text>
            </Inline>
            {open ? (
              <Inline>
                <LinkButton href={applyHref} size="large">
                  {language.copy.applyNow}
                </LinkButton>
              </Inline>
            ) : (
              <Text weight="semibold">{fill(copy.closed, { date: jobLanguage.formatDay(job.closes) })}</Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="medium">
          <WithSidebar
            sidebarWidth="third"
            sidebar={
              <Card as="aside" aria-labelledby="job-details" tone="flat">
                <Heading level={2} size="4" id="job-details">
                  {copy.detailsHeading}
                </Heading>
                <Stack as="ul" space="sm">
                  {details.map(([label, value]) => (
                    <li key={label}>
                      <Text size="sm" tone="muted">
                        {label}
                      </Text>
                      <Text weight="semibold">{value}</Text>
                    </li>
                  ))}
                </Stack>
                {open ? (
                  <LinkButton href={applyHref} fullWidth>
                    {language.copy.applyNow}
                    <VisuallyHidden>
                      {language.copy.applyNowHidden}
                      {words.title}
                    </VisuallyHidden>
                  </LinkButton>
                ) : null}
              </Card>
            }
          >
            <Stack space="xl">
              <Stack as="section" space="sm" aria-labelledby="about-role">
                <Heading level={2} size="3" id="about-role">
                  {copy.aboutRole}
                </Heading>
                <Text>{text(words.description)}</Text>
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="responsibilities">
                <Heading level={2} size="3" id="responsibilities">
                  {copy.responsibilities}
                </Heading>
                <BulletList items={words.responsibilities} text={text} />
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="requirements">
                <Heading level={2} size="3" id="requirements">
                  {copy.requirements}
                </Heading>
                <BulletList items={words.requirements} text={text} />
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="benefits">
                <Heading level={2} size="3" id="benefits">
                  {copy.benefits}
                </Heading>
                <BulletList items={words.benefits} text={text} />
              </Stack>
            </Stack>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}

export function Component() {
  const { jobId } = useParams();
  const job = findJob(jobId);
  useRedirectUnknownJob(job === undefined);
  return job ? <JobDetailPage job={job} /> : null;
}
