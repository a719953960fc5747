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
import { closedText, company, formatDay, isOpen, postedAgo } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { findJob } from '../lib/urlIds';
import { useRedirectUnknownJob } from '../layout/useRedirectUnknownJob';
import { BulletList } from '../sections/BulletList';
import { useParams, useToday } from '../boot';
import { WithSidebar } from '../sections/WithSidebar';
import { jobPostingJsonLd } from '../seo/jobPostingJsonLd';
import { Seo } from '../seo/Seo';

export function JobDetailPage({ job }: { job: Job }) {
  const today = useToday();
  const posted = postedAgo(job.datePosted, today);
  // A closed opening keeps its page for old links, out of search results and without Apply Now.
  const open = isOpen(job, today);
  const details = [
    ['Department', job.department],
    ['Employment type', job.type],
    ['Location', job.location],
    ['Experience', job.experience],
    ['Salary', job.salary],
    ['Posted', posted],
    ['Apply by', formatDay(job.closes)],
  ] as const;
  return (
    <>
      <Seo
        title={`${job.title} (${job.department})`}
        description={`${job.title} at ${company.name}: ${job.type}, ${job.location}, ${job.salary}. ${job.description}`}
        path={`/career/job/${job.id}`}
        {...(open ? { jsonLd: jobPostingJsonLd(job) } : { noindex: true })}
      />
      <Box background="brandSoft" paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="medium">
          <Stack space="md">
            <Inline>
              <BackLink href="/career">Back to Careers</BackLink>
            </Inline>
            <Inline space="xs">
              <Badge tone="brand">{job.department}</Badge>
              <Badge>{job.type}</Badge>
              {job.remote ? <Badge tone="success">Remote-friendly</Badge> : null}
            </Inline>
            <Heading level={1}>{job.title}</Heading>
            <Inline space="md">
              <Text tone="muted" as="span">
                {job.location}
              </Text>
              <Text tone="muted" as="span">
                {job.salary}
              </Text>
              <Text tone="muted" as="span">
                Posted {posted}
              </Text>
              <Text tone="muted" as="span">
                {job.experience}
              </Text>
            </Inline>
            {open ? (
              <Inline>
                <LinkButton href={`/career/apply/${job.id}`} size="large">
                  Apply Now
                </LinkButton>
              </Inline>
            ) : (
              <Text weight="semibold">{closedText(job)}</Text>
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
                  Job Details
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
                  <LinkButton href={`/career/apply/${job.id}`} fullWidth>
                    Apply Now<VisuallyHidden>: {job.title}</VisuallyHidden>
                  </LinkButton>
                ) : null}
              </Card>
            }
          >
            <Stack space="xl">
              <Stack as="section" space="sm" aria-labelledby="about-role">
                <Heading level={2} size="3" id="about-role">
                  About the Role
                </Heading>
                <Text>{job.description}</Text>
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="responsibilities">
                <Heading level={2} size="3" id="responsibilities">
                  Responsibilities
                </Heading>
                <BulletList items={job.responsibilities} />
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="requirements">
                <Heading level={2} size="3" id="requirements">
                  Requirements
                </Heading>
                <BulletList items={job.requirements} />
              </Stack>
              <Stack as="section" space="sm" aria-labelledby="benefits">
                <Heading level={2} size="3" id="benefits">
                  Benefits
                </Heading>
                <BulletList items={job.benefits} />
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
