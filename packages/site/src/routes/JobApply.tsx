import { BackLink, Badge, Box, Card, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useToday } from '../boot';
import {
  closedText,
  company,
  fillIn,
  isOpen,
  jobApplicationFormCopy,
  jobApplyPageCopy,
  type Copy,
  type kitFieldsCopy,
} from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { JobApplicationForm } from '../flows/job/JobApplicationForm';
import { findJob } from '../lib/urlIds';
import { useRedirectUnknownJob } from '../layout/useRedirectUnknownJob';
import { Seo, type SeoProps } from '../seo/Seo';

/** What an opening's application page says in a language, beyond its careers pages' words. */
export interface JobApplyLanguage {
  page: Copy<typeof jobApplyPageCopy>;
  form: Copy<typeof jobApplicationFormCopy>;
  /** The kit's own words of the form's fields. @default the kit's English */
  fields?: Copy<typeof kitFieldsCopy>;
  /** Where the page is, and where its opening's page is. */
  path: (job: Job) => string;
  jobHref: (job: Job) => string;
  /** Why a closed opening takes no more applications. */
  closed: (job: Job) => string;
  /** The opening's summary above the form, in the page's language. */
  summary: (job: Job) => JobSummary;
  /** How a text is shown (the Hindi page marks its English fragments). */
  text: (value: string) => ReactNode;
  /** The page's language for link previews. */
  ogLocale?: SeoProps['ogLocale'];
}

/** What the summary card says about an opening. */
export interface JobSummary {
  title: string;
  department: string;
  type: string;
  /** The badge of an opening that can be done from home, if it can. */
  remote?: string;
  location: string;
  salary: string;
  experience: string;
  description: string;
}

export const jobApplyInEnglish: JobApplyLanguage = {
  page: jobApplyPageCopy,
  form: jobApplicationFormCopy,
  path: (job) => `/career/apply/${job.id}`,
  jobHref: (job) => `/career/job/${job.id}`,
  closed: closedText,
  // The catalogue's words are the English (the careers pages' copy would add to this page's bytes).
  summary: (job) => ({ ...job, remote: job.remote ? 'Remote-friendly' : undefined }),
  text: (value) => value,
};

export function JobApplyPage({ job }: { job: Job }) {
  return <JobApplyView job={job} language={jobApplyInEnglish} />;
}

/** An opening's application page in either language: the opening's summary, then the form. */
export function JobApplyView({ job, language }: { job: Job; language: JobApplyLanguage }) {
  const navigate = useNavigate();
  const open = isOpen(job, useToday());
  const { page, text } = language;
  const summary = language.summary(job);
  const title = { title: summary.title, company: company.name };
  return (
    <>
      <Seo
        title={fillIn(page.seoTitle, title)}
        description={fillIn(page.seoDescription, title)}
        path={language.path(job)}
        ogLocale={language.ogLocale}
        noindex
      />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="narrow">
          <Stack space="lg">
            <Inline>
              <BackLink href={language.jobHref(job)}>{page.back}</BackLink>
            </Inline>
            <Heading level={1}>{text(fillIn(page.title, title))}</Heading>
            <Card tone="flat" aria-label={page.summaryLabel}>
              <Inline space="xs">
                <Badge tone="brand">{summary.department}</Badge>
                <Badge>{summary.type}</Badge>
                {summary.remote ? <Badge tone="success">{summary.remote}</Badge> : null}
              </Inline>
              <Inline space="md">
                <Text size="sm" tone="muted" as="span">
                  {text(summary.location)}
                </Text>
                <Text size="sm" tone="muted" as="span">
                  {text(summary.salary)}
                </Text>
                <Text size="sm" tone="muted" as="span">
                  {text(summary.experience)}
                </Text>
              </Inline>
              <Text>{text(summary.description)}</Text>
            </Card>
            <Stack as="section" space="md" aria-labelledby="application-heading">
              <Heading level={2} size="3" id="application-heading">
                {page.heading}
              </Heading>
              {open ? (
                <>
                  <Text tone="muted">{text(page.intro)}</Text>
                  <JobApplicationForm
                    job={job}
                    title={summary.title}
                    navigate={(to) => void navigate(to)}
                    words={language.form}
                    fields={language.fields}
                    text={text}
                  />
                </>
              ) : (
                // A closed opening takes no more applications (the API refuses them too).
                <Text weight="semibold">{language.closed(job)}</Text>
              )}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export function Component() {
  const { jobId } = useParams();
  const job = findJob(jobId);
  useRedirectUnknownJob(job === undefined);
  return job ? <JobApplyPage job={job} /> : null;
}
