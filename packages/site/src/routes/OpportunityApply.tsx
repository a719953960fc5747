import { BackLink, Box, Card, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { applyPageCopy, type Copy, type Locale, type Opportunity } from '@aarambh/content';
import { InternshipApplicationForm } from '../flows/lazy';
import type { InternshipApplicationFormProps } from '../flows/internship/InternshipApplicationForm';
import type { DurationKey } from '../lib/duration';

/** Apply mode in one language: the words around the form, and the form in that language. */
export interface ApplyIn {
  /** The language of `copy`: English on a Hindi page while its Hindi is stale (marked `lang="en"`). */
  lang: Locale;
  copy: Copy<typeof applyPageCopy>;
  /** The internship application form in that language (a lazily loaded component). */
  Form: ComponentType<Omit<InternshipApplicationFormProps, 'language'>>;
}

/** The English page's apply mode. */
export const englishApply: ApplyIn = { lang: 'en', copy: applyPageCopy, Form: InternshipApplicationForm };

/**
 * An opportunity page in apply mode: the visitor's selection (`selection`: duration, price and
 * dates, following the form's own Duration field) and the internship application form, in the
 * language of `apply` (English unless given).
 */
export function OpportunityApply({
  entry,
  selection,
  duration,
  onDurationChange,
  onBack,
  apply = englishApply,
}: {
  entry: Opportunity;
  selection: ReactNode;
  duration: DurationKey;
  onDurationChange: (duration: string) => void;
  onBack: () => void;
  apply?: ApplyIn;
}) {
  const { copy, Form } = apply;
  // The heading's words around the title, which stays in Latin script (marked on a Hindi page).
  const [before, after] = copy.heading.split('{title}');
  const title = apply.lang === 'en' ? entry.title : <span lang="en">{entry.title}</span>;
  return (
    <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
      <Container size="narrow">
        <Stack space="lg">
          <Inline>
            <BackLink onPress={onBack}>{copy.back}</BackLink>
          </Inline>
          <Heading level={1}>
            {before}
            {title}
            {after}
          </Heading>
          <Card tone="flat" aria-label={copy.selection}>
            {selection}
          </Card>
          <Stack as="section" space="md" aria-labelledby="application-heading">
            <Heading level={2} size="3" id="application-heading">
              {copy.application}
            </Heading>
            <Suspense fallback={<Text tone="muted">{copy.loading}</Text>}>
              <Form
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
