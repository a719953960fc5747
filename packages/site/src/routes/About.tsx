import { AnimatedCounter, Columns, FeatureCard, Stack, Stat, Text } from '@aarambh/ui';
import { aboutCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo, type SeoProps } from '../seo/Seo';

/** The About counters count up once, over 2.5 s, when scrolled into view. */
const COUNT_DURATION_MS = 2500;

/** The four figures, in the order of their labels in the copy. */
const stats = [
  { value: 5000, suffix: '+' },
  { value: 95, suffix: '%' },
  { value: 100, suffix: '+' },
  { value: 24, suffix: 'h' },
] as const;

const valueIcons = ['check', 'clock', 'star', 'chat'] as const;
const highlightIcons = ['map-pin', 'clock', 'calendar', 'briefcase'] as const;

export interface AboutViewProps {
  /** The page's words, in its language. */
  copy: Copy<typeof aboutCopy>;
  /** Where the page is, in its language. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
  /** Count the figures up when scrolled into view; false shows them at once (stories, print). @default true */
  animateCounters?: boolean;
}

/** About in either language: mission, figures, values, story and the company's highlights. */
export function AboutView({
  copy,
  path,
  text = (value) => value,
  ogLocale,
  animateCounters = true,
}: AboutViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} ogLocale={ogLocale} />
      <PageHero eyebrow={copy.eyebrow} title={text(copy.title)} text={text(copy.tagline)} size="1" />
      <PageSection id="mission" heading={copy.missionHeading} width="medium" centered>
        <Text size="lg" align="center">
          {text(copy.mission)}
        </Text>
      </PageSection>
      <PageSection id="impact" background="surface" heading={copy.impactHeading} centered>
        <Columns columns={{ mobile: 2, desktop: 4 }} as="ul">
          {stats.map((stat, index) => (
            <li key={stat.value}>
              <Stat
                value={
                  <AnimatedCounter
                    value={stat.value}
                    suffix={stat.suffix}
                    duration={COUNT_DURATION_MS}
                    reduceMotion={!animateCounters}
                  />
                }
                label={copy.stats[index]!}
              />
            </li>
          ))}
        </Columns>
      </PageSection>
      <PageSection id="values" heading={copy.valuesHeading} centered>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {copy.values.map((value, index) => (
            <FeatureCard
              key={value.title}
              icon={valueIcons[index]!}
              title={value.title}
              description={text(value.description)}
            />
          ))}
        </Columns>
      </PageSection>
      <PageSection id="our-story" background="surface" heading={copy.storyHeading} width="medium">
        <Stack space="md">
          {copy.story.map((paragraph) => (
            <Text key={paragraph}>{text(paragraph)}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="highlights" heading={copy.highlightsHeading}>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {copy.highlights.map((highlight, index) => (
            <FeatureCard
              key={highlight.title}
              icon={highlightIcons[index]!}
              title={highlight.title}
              description={text(highlight.description)}
              tone="flat"
            />
          ))}
        </Columns>
      </PageSection>
    </>
  );
}

export interface AboutPageProps {
  /** Count the figures up when scrolled into view; false shows them at once (stories, print). @default true */
  animateCounters?: boolean;
}

export function AboutPage({ animateCounters = true }: AboutPageProps) {
  return <AboutView copy={aboutCopy} path="/about" animateCounters={animateCounters} />;
}

export { AboutPage as Component };
