import { Box, Card, Container, Heading, Icon, Inline, Stack, Text } from '@aarambh/ui';
import { feedbackFormCopy, feedbackPageCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { FeedbackForm } from '../flows/feedback/FeedbackForm';
import { PageHero } from '../sections/PageHero';
import { WithSidebar } from '../sections/WithSidebar';
import { Seo, type SeoProps } from '../seo/Seo';

/** The icons of the promises beside the form, in the order of the copy's `promises`. */
const promiseIcons = ['check', 'star', 'info'] as const;

export interface FeedbackViewProps {
  /** The page's words, in its language. */
  copy: Copy<typeof feedbackPageCopy>;
  /** The form's words, in the page's language. */
  formWords: Copy<typeof feedbackFormCopy>;
  /** Where the page is, in its language. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/** Feedback in either language: what happens to it, and the form. */
export function FeedbackView({
  copy,
  formWords,
  path,
  text = (value) => value,
  ogLocale,
}: FeedbackViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} ogLocale={ogLocale} />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} text={text(copy.intro)} size="1" />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="medium">
          <WithSidebar
            sidebar={
              <Card as="aside" tone="flat" aria-labelledby="feedback-promises">
                <Heading level={2} size="4" id="feedback-promises">
                  {copy.promisesHeading}
                </Heading>
                <Stack as="ul" space="sm">
                  {copy.promises.map((promise, index) => (
                    <li key={promise}>
                      <Inline space="xs" alignY="top" wrap={false}>
                        <Text as="span" tone="brand">
                          <Icon name={promiseIcons[index]!} />
                        </Text>
                        <Text as="span">{promise}</Text>
                      </Inline>
                    </li>
                  ))}
                </Stack>
              </Card>
            }
          >
            <Box as="section" aria-labelledby="feedback-form-heading">
              <Stack space="lg">
                <Heading level={2} id="feedback-form-heading">
                  {copy.formHeading}
                </Heading>
                <Text tone="muted">{copy.formIntro}</Text>
                <FeedbackForm words={formWords} />
              </Stack>
            </Box>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}

export function FeedbackPage() {
  return <FeedbackView copy={feedbackPageCopy} formWords={feedbackFormCopy} path="/feedback" />;
}

export { FeedbackPage as Component };
