import { BackLink, Badge, Box, Card, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
import { useNavigate, useParams, useToday } from '../boot';
import { closedText, company, isOpen } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { JobApplicationForm } from '../flows/job/JobApplicationForm';
import { findJob } from '../lib/urlIds';
import { useRedirectUnknownJob } from '../layout/useRedirectUnknownJob';
import { Seo } from '../seo/Seo';

export function JobApplyPage({ job }: { job: Job }) {
  const navigate = useNavigate();
  const open = isOpen(job, useToday());
  return (
    <>
      <Seo
        title={`Apply for ${job.title}`}
        description={`Apply for the ${job.title} role at ${company.name}.`}
        path={`/career/apply/${job.id}`}
        noindex
      />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="narrow">
          <Stack space="lg">
            <Inline>
              <BackLink href={`/career/job/${job.id}`}>Back to Job Details</BackLink>
            </Inline>
            <Heading level={1}>Apply for {job.title}</Heading>
            <Card tone="flat" aria-label="Position summary">
              <Inline space="xs">
                <Badge tone="brand">{job.department}</Badge>
                <Badge>{job.type}</Badge>
                {job.remote ? <Badge tone="success">Remote-friendly</Badge> : null}
              </Inline>
              <Inline space="md">
                <Text size="sm" tone="muted" as="span">
                  {job.location}
                </Text>
                <Text size="sm" tone="muted" as="span">
                  {job.salary}
                </Text>
                <Text size="sm" tone="muted" as="span">
                  {job.experience}
                </Text>
              </Inline>
              <Text>{job.description}</Text>
            </Card>
            <Stack as="section" space="md" aria-labelledby="application-heading">
              <Heading level={2} size="3" id="application-heading">
                Your Application
              </Heading>
              {open ? (
                <>
                  <Text tone="muted">
                    Tell us about yourself and upload your resume. We review every application and reply
                    within 5-7 business days.
                  </Text>
                  <JobApplicationForm job={job} navigate={(to) => void navigate(to)} />
                </>
              ) : (
                // A closed opening takes no more applications (the API refuses them too).
                <Text weight="semibold">{closedText(job)}</Text>
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
