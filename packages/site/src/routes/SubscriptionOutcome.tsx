import { Box, Container, Icon, Inline, LinkButton, Stack, Text } from '@aarambh/ui';
import { useParams } from '../boot';
import { subscriptionOutcomes, type SubscriptionOutcome } from '../content/subscription';
import { CentredLead } from '../sections/CentredLead';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFound';

const isOutcome = (value: string | undefined): value is SubscriptionOutcome =>
  value !== undefined && Object.hasOwn(subscriptionOutcomes, value);

export interface SubscriptionOutcomePageProps {
  /** The outcome to show (stories). @default the route's `:outcome` */
  outcome?: string;
}

/**
 * What pressing the button of the confirmation page (`ConfirmSubscription.tsx`) led to:
 * `/subscription/confirmed`, or `/subscription/expired` and `/subscription/invalid` when the link
 * could not be used. One prerendered page per outcome, so each is right before the page's script
 * runs.
 */
export function SubscriptionOutcomePage(props: SubscriptionOutcomePageProps) {
  const params = useParams();
  const outcome = props.outcome ?? params.outcome;
  if (!isOutcome(outcome)) return <NotFoundPage />;
  const words = subscriptionOutcomes[outcome];
  const confirmed = outcome === 'confirmed';
  return (
    <>
      <Seo title={words.title} description={words.description} path={`/subscription/${outcome}`} noindex />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          <Stack space="md" align="center">
            <Text size="xl" tone="brand" align="center">
              <Icon name={confirmed ? 'success' : 'info'} size="large" />
            </Text>
            <CentredLead heading={words.heading}>{words.text}</CentredLead>
            <Inline space="md" align="center" collapseBelow="tablet">
              {confirmed ? null : (
                <LinkButton href="/coming-soon#notify" size="large">
                  Subscribe Again
                </LinkButton>
              )}
              <LinkButton href="/" variant={confirmed ? 'primary' : 'secondary'} size="large">
                Go Home
              </LinkButton>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export { SubscriptionOutcomePage as Component };
