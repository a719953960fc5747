import { BackLink, Box, Card, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
import { Suspense, type ReactNode } from 'react';
import type { Opportunity } from '@aarambh/content';
import { InternshipApplicationForm } from '../flows/lazy';
import type { DurationKey } from '../lib/duration';

/**
 * An opportunity page in apply mode: the visitor's selection (`selection`: duration, price and
 * dates, following the form's own Duration field) and the internship application form.
 */
export function OpportunityApply({
  entry,
  selection,
  duration,
  onDurationChange,
  onBack,
}: {
  entry: Opportunity;
  selection: ReactNode;
  duration: DurationKey;
  onDurationChange: (duration: string) => void;
  onBack: () => void;
}) {
  return (
    <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
      <Container size="narrow">
        <Stack space="lg">
          <Inline>
            <BackLink onPress={onBack}>Back to Opportunity Details</BackLink>
          </Inline>
          <Heading level={1}>Apply for {entry.title}</Heading>
          <Card tone="flat" aria-label="Your selection">
            {selection}
          </Card>
          <Stack as="section" space="md" aria-labelledby="application-heading">
            <Heading level={2} size="3" id="application-heading">
              Your Application
            </Heading>
            <Suspense fallback={<Text tone="muted">Loading the application form...</Text>}>
              <InternshipApplicationForm
                opportunity={entry}
                pricing={entry.pricing}
                initialValues={{ duration }}
                onDurationChange={onDurationChange}
                onCancel={onBack}
              />
            </Suspense>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
