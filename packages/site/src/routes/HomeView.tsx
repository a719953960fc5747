import {
  Card,
  Columns,
  FeatureCard,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aarambh/ui';
import type { Copy, homeCopy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { HomeArt } from '../illustrations/HomeArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { organizationJsonLd } from '../seo/organizationJsonLd';
import { Seo, type SeoProps } from '../seo/Seo';
import { Island } from '../boot';

const featureIcons = ['briefcase', 'chat', 'star'] as const;

export interface HomeViewProps {
  /** The page's words, in its language. */
  copy: Copy<typeof homeCopy>;
  /** Where the page is, and where its Services links go, in its language. */
  path: string;
  servicesHref: string;
  /** Where its About link goes, in its language. */
  aboutHref: string;
  /** Where its feedback prompt leads, in its language. */
  feedbackHref: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/**
 * Home in either language: the hero, why us, the services call to action and the feedback prompt.
 * A module of its own, so that the Hindi page shares the view without the English page's words.
 */
export function HomeView({
  copy,
  path,
  servicesHref,
  aboutHref,
  feedbackHref,
  text = (value) => value,
  ogLocale,
}: HomeViewProps) {
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.seoDescription}
        path={path}
        jsonLd={organizationJsonLd()}
        ogLocale={ogLocale}
      />
      <PageHero
        eyebrow={copy.eyebrow}
        title={text(copy.title)}
        text={text(copy.tagline)}
        art={<HomeArt />}
        actions={
          <>
            <LinkButton href={servicesHref} size="large">
              {copy.exploreServices}
            </LinkButton>
            <LinkButton href={aboutHref} variant="secondary" size="large">
              {copy.learnMore}
              <VisuallyHidden>{text(copy.learnMoreHidden)}</VisuallyHidden>
            </LinkButton>
          </>
        }
      />
      <Island id="why" when="interaction">
        <PageSection id="why" heading={text(copy.whyHeading)} intro={copy.whyIntro} centered>
          <Columns columns={{ mobile: 1, tablet: 3 }}>
            {copy.features.map((feature, index) => (
              <FeatureCard
                key={feature.title}
                icon={featureIcons[index]!}
                title={feature.title}
                description={text(feature.description)}
              />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <Island id="services-cta" when="interaction">
        <PageSection
          id="services-cta"
          background="surface"
          heading={copy.ctaHeading}
          intro={copy.ctaIntro}
          centered
        >
          <Inline align="center">
            <LinkButton href={servicesHref} size="large">
              {copy.ctaButton}
            </LinkButton>
          </Inline>
        </PageSection>
      </Island>
      <Island id="feedback-prompt" when="interaction">
        <PageSection id="feedback-prompt" width="medium">
          <Card tone="brand">
            <Stack space="md" align="center">
              <Heading level={2} size="3" align="center">
                {copy.feedbackHeading}
              </Heading>
              <Text align="center">{copy.feedbackText}</Text>
              <LinkButton href={feedbackHref} variant="secondary">
                {copy.feedbackButton}
              </LinkButton>
            </Stack>
          </Card>
        </PageSection>
      </Island>
    </>
  );
}
