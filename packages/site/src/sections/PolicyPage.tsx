import { Box, Card, Container, Heading, Link, Stack, Text } from '@aarambh/ui';
import { policyPageCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import type { Policy } from '../content/schemas';
import { BulletList } from './BulletList';
import { Seo, type SeoProps } from '../seo/Seo';
import { Island } from '../boot';

export interface PolicyPageProps {
  policy: Policy;
  /** Extra content after the sections (the cookie policy's buttons). */
  actions?: ReactNode;
  /** The page's path. @default the English one, `/<slug>` */
  path?: string;
  /** The words around the policy's text, in the page's language. @default the English */
  labels?: Copy<typeof policyPageCopy>;
  /** A note under the title (the Hindi pages say the English version prevails). */
  note?: ReactNode;
  /** Said before a list in English (`listsLang`) on a page in another language. */
  englishListNote?: ReactNode;
  /** How a text is shown (a Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  ogLocale?: SeoProps['ogLocale'];
}

/** A policy: title, 'Last updated', intro, numbered sections with lists, and a contact block. */
export function PolicyPage({
  policy,
  actions,
  path = `/${policy.slug}`,
  labels = policyPageCopy,
  note,
  englishListNote,
  text = (value) => value,
  ogLocale,
}: PolicyPageProps) {
  return (
    <>
      <Seo
        title={policy.title}
        description={policy.description}
        path={path}
        ogType="article"
        ogLocale={ogLocale}
      />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="narrow">
          <Stack space="xl">
            <Stack space="sm">
              <Heading level={1}>{text(policy.title)}</Heading>
              <Text tone="muted">
                {labels.lastUpdated} {policy.lastUpdated}
              </Text>
              {note}
            </Stack>
            <Text size="lg">{text(policy.intro)}</Text>
            <Island id="policy-text" when="interaction">
              {policy.sections.map((section, index) => {
                const inEnglish = section.listsLang !== undefined && englishListNote !== undefined;
                const lists = (
                  <>
                    {section.items ? <BulletList items={section.items} text={text} /> : null}
                    {section.subsections?.map((subsection) => (
                      <Stack key={subsection.heading} space="xs">
                        <Heading level={3} size="4">
                          {text(subsection.heading)}
                        </Heading>
                        {subsection.paragraphs?.map((paragraph) => (
                          <Text key={paragraph}>{text(paragraph)}</Text>
                        ))}
                        {subsection.items ? <BulletList items={subsection.items} text={text} /> : null}
                      </Stack>
                    ))}
                  </>
                );
                return (
                  <Stack
                    as="section"
                    key={section.id}
                    id={section.id}
                    space="sm"
                    aria-labelledby={`${section.id}-heading`}
                  >
                    <Heading level={2} size="3" id={`${section.id}-heading`}>
                      {index + 1}. {text(section.heading)}
                    </Heading>
                    {section.paragraphs?.map((paragraph) => (
                      <Text key={paragraph}>{text(paragraph)}</Text>
                    ))}
                    {inEnglish ? (
                      <>
                        {englishListNote}
                        <div lang={section.listsLang} style={{ display: 'contents' }}>
                          {lists}
                        </div>
                      </>
                    ) : (
                      lists
                    )}
                  </Stack>
                );
              })}
            </Island>
            {actions}
            <Card tone="flat" as="section" aria-labelledby="policy-contact">
              <Heading level={2} size="4" id="policy-contact">
                {text(policy.contact.heading)}
              </Heading>
              <Text>{text(policy.contact.text)}</Text>
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
