import { Box, Card, Container, Heading, Link, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';
import type { Policy } from '../content/schemas';
import { BulletList } from './BulletList';
import { Seo } from '../seo/Seo';
import { Island } from '../boot';

export interface PolicyPageProps {
  policy: Policy;
  /** Extra content after the sections (the cookie policy's buttons). */
  actions?: ReactNode;
}

/** A policy: title, 'Last updated', intro, numbered sections with lists, and a contact block. */
export function PolicyPage({ policy, actions }: PolicyPageProps) {
  return (
    <>
      <Seo title={policy.title} description={policy.description} path={`/${policy.slug}`} ogType="article" />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="narrow">
          <Stack space="xl">
            <Stack space="sm">
              <Heading level={1}>{policy.title}</Heading>
              <Text tone="muted">Last updated: {policy.lastUpdated}</Text>
            </Stack>
            <Text size="lg">{policy.intro}</Text>
            <Island id="policy-text" when="interaction">
              {policy.sections.map((section, index) => (
                <Stack
                  as="section"
                  key={section.id}
                  id={section.id}
                  space="sm"
                  aria-labelledby={`${section.id}-heading`}
                >
                  <Heading level={2} size="3" id={`${section.id}-heading`}>
                    {index + 1}. {section.heading}
                  </Heading>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {section.items ? <BulletList items={section.items} /> : null}
                  {section.subsections?.map((subsection) => (
                    <Stack key={subsection.heading} space="xs">
                      <Heading level={3} size="4">
                        {subsection.heading}
                      </Heading>
                      {subsection.paragraphs?.map((paragraph) => (
                        <Text key={paragraph}>{paragraph}</Text>
                      ))}
                      {subsection.items ? <BulletList items={subsection.items} /> : null}
                    </Stack>
                  ))}
                </Stack>
              ))}
            </Island>
            {actions}
            <Card tone="flat" as="section" aria-labelledby="policy-contact">
              <Heading level={2} size="4" id="policy-contact">
                {policy.contact.heading}
              </Heading>
              <Text>{policy.contact.text}</Text>
              <Link href={`mailto:${policy.contact.email}`} variant="standalone">
                {policy.contact.email}
              </Link>
            </Card>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
