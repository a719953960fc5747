import { Box, Card, Container, Heading, Icon, Inline, Stack, Text } from '@aarambh/ui';
import { company } from '@aarambh/content';
import { FeedbackForm } from '../flows/feedback/FeedbackForm';
import { PageHero } from '../sections/PageHero';
import { WithSidebar } from '../sections/WithSidebar';
import { Seo } from '../seo/Seo';

const promises = [
  { icon: 'check', text: 'Every message is read by a person on our team.' },
  { icon: 'star', text: 'Rate us from 1 to 5 stars and tell us why.' },
  { icon: 'info', text: 'Stay anonymous if you prefer: your name and e-mail are then not sent.' },
] as const;

export function FeedbackPage() {
  return (
    <>
      <Seo
        title="Share Your Feedback"
        description={`Tell ${company.name} what works for you and what we could do better. Rate your experience and send feedback, anonymously if you like.`}
        path="/feedback"
      />
      <PageHero
        eyebrow="Feedback"
        title="Share Your Feedback"
        text="Your feedback shapes what we build next. Tell us about your experience with our programs, our services or this website."
        size="1"
      />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="medium">
          <WithSidebar
            sidebar={
              <Card as="aside" tone="flat" aria-labelledby="feedback-promises">
                <Heading level={2} size="4" id="feedback-promises">
                  What Happens Next
                </Heading>
                <Stack as="ul" space="sm">
                  {promises.map((promise) => (
                    <li key={promise.text}>
                      <Inline space="xs" alignY="top" wrap={false}>
                        <Text as="span" tone="brand">
                          <Icon name={promise.icon} />
                        </Text>
                        <Text as="span">{promise.text}</Text>
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
                  Your Feedback
                </Heading>
                <Text tone="muted">
                  A message of 10 to 1000 characters and a rating from 1 to 5. Name and e-mail are optional.
                </Text>
                <FeedbackForm />
              </Stack>
            </Box>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}

export { FeedbackPage as Component };
