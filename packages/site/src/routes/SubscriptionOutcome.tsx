import { subscriptionPagesCopy, type Copy, type SubscriptionOutcome } from '@aarambh/content';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { Box, Container, Icon, Inline, LinkButton, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';
import { useParams } from '../boot';
import { CentredLead } from '../sections/CentredLead';
import { Seo, type SeoProps } from '../seo/Seo';
import { NotFoundPage } from './NotFound';

const isOutcome = (value: string | undefined): value is SubscriptionOutcome =>
  value !== undefined && Object.hasOwn(subscriptionPagesCopy.outcomes, value);

export interface SubscriptionOutcomeViewProps {
  /** The outcome to show (stories). @default the route's `:outcome` */
  outcome?: string | undefined;
  copy: Copy<typeof subscriptionPagesCopy>;
  /** Where the outcomes' pages are, in the page's language. */
  outcomes: string;
  /** Where "Subscribe Again" leads: a subscribe form. */
  subscribeHref: string;
  homeHref: string;
  /** What an unknown outcome shows: the 404 page of the language. */
  notFound: ReactNode;
  /** The paragraph as rendered (a Hindi page marks its Latin runs). @default as it is */
  text?: (text: string) => ReactNode;
  ogLocale?: SeoProps['ogLocale'];
}

/**
 * What pressing the button of the confirmation page (`ConfirmSubscription.tsx`) led to:
 * `/subscription/confirmed`, or `/subscription/expired` and `/subscription/invalid` when the link
 * could not be used (and their Hindi twins). One prerendered page per outcome, so each is right
 * before the page's script runs.
 */
export function SubscriptionOutcomeView({
  outcome: given,
  copy,
  outcomes,
  subscribeHref,
  homeHref,
  notFound,
  text = (words) => words,
  ogLocale,
}: SubscriptionOutcomeViewProps) {
  const params = useParams();
  const outcome = given ?? params.outcome;
  if (!isOutcome(outcome)) return notFound;
  const words = copy.outcomes[outcome];
  const confirmed = outcome === 'confirmed';
  return (
    <>
      <Seo
        title={words.title}
        description={words.description}
        path={`${outcomes}/${outcome}`}
        noindex
        ogLocale={ogLocale}
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          <Stack space="md" align="center">
            <Text size="xl" tone="brand" align="center">
              <Icon name={confirmed ? 'success' : 'info'} size="large" />
            </Text>
            <CentredLead heading={words.heading}>{text(words.text)}</CentredLead>
            <Inline space="md" align="center" collapseBelow="tablet">
              {confirmed ? null : (
                <LinkButton href={subscribeHref} size="large">
                  {copy.subscribeAgain}
                </LinkButton>
              )}
              <LinkButton href={homeHref} variant={confirmed ? 'primary' : 'secondary'} size="large">
                {copy.goHome}
              </LinkButton>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export interface SubscriptionOutcomePageProps {
  /** The outcome to show (stories). @default the route's `:outcome` */
  outcome?: string;
}

export function SubscriptionOutcomePage({ outcome }: SubscriptionOutcomePageProps) {
  return (
    <SubscriptionOutcomeView
      outcome={outcome}
      copy={subscriptionPagesCopy}
      outcomes={subscriptionPages.en.outcomes}
      subscribeHref="/coming-soon#notify"
      homeHref="/"
      notFound={<NotFoundPage />}
    />
  );
}

export { SubscriptionOutcomePage as Component };
