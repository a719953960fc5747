import {
  Badge,
  Card,
  Columns,
  Countdown,
  Heading,
  Icon,
  Inline,
  LinkButton,
  ProgressBar,
  Stack,
  Text,
} from '@aarambh/ui';
import { company } from '@aarambh/content';
import { useSyncExternalStore } from 'react';
import { SubscribeForm } from '../flows/subscribe/SubscribeForm';
import { launchClock, type LaunchClock } from '../lib/launchClock';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';

const features = [
  {
    icon: 'file',
    title: 'Application System',
    description:
      'Apply to internships, programs and jobs in a few clicks, with your profile filled in for you.',
    phase: 'Launch Day',
  },
  {
    icon: 'chat',
    title: 'Real-time Notifications',
    description: 'Know the moment an application moves forward, by e-mail or in the app.',
    phase: 'Launch Day',
  },
  {
    icon: 'calendar',
    title: 'Interview Scheduler',
    description: 'Pick an interview slot that suits you and add it to your calendar.',
    phase: 'Phase 2',
  },
  {
    icon: 'star',
    title: 'Advanced Analytics',
    description: 'See how your applications perform and where to focus next.',
    phase: 'Phase 2',
  },
] as const;

const progress = [
  { label: 'Core Platform', value: 85 },
  { label: 'UI Design', value: 90 },
  { label: 'Form & Email Integration', value: 75 },
  { label: 'API Development', value: 80 },
  { label: 'Testing & QA', value: 60 },
  { label: 'Advanced Features', value: 25 },
] as const;

export interface ComingSoonPageProps {
  /** A fixed countdown (stories); by default 60 days from this load, ticking every second. */
  clock?: LaunchClock;
}

export function ComingSoonPage({ clock }: ComingSoonPageProps) {
  const live = useSyncExternalStore(
    launchClock.subscribe,
    launchClock.getSnapshot,
    launchClock.getServerSnapshot,
  );
  const { target, now } = clock ?? live;
  return (
    <>
      <Seo
        title="Coming Soon"
        description={`The new ${company.name} application platform is on its way: applications, real-time notifications, an interview scheduler and analytics.`}
        path="/coming-soon"
      />
      <PageHero
        eyebrow="Coming Soon"
        title="Something Great Is on Its Way"
        text="We are building a new platform to apply, track and prepare for opportunities in one place. Here is when it launches."
        actions={
          <LinkButton href="/contact" variant="secondary" size="large">
            Contact Us
          </LinkButton>
        }
      >
        <Countdown target={target} now={now} label="Time until launch" />
      </PageHero>
      <PageSection
        id="notify"
        heading="Be the First to Know"
        intro="Leave your e-mail and we will tell you the day we launch."
        width="narrow"
        centered
      >
        <SubscribeForm variant="page" />
      </PageSection>
      <PageSection id="features" heading="What's Coming" background="surface" centered>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} as="ul">
          {features.map((feature) => (
            <Card as="li" key={feature.title}>
              <Inline align="spaceBetween">
                <Icon name={feature.icon} size="large" tone="brand" />
                <Badge tone={feature.phase === 'Launch Day' ? 'success' : 'info'}>{feature.phase}</Badge>
              </Inline>
              <Heading level={3} size="4">
                {feature.title}
              </Heading>
              <Text tone="muted">{feature.description}</Text>
            </Card>
          ))}
        </Columns>
      </PageSection>
      <PageSection id="progress" heading="Development Progress" width="narrow">
        <Stack space="lg">
          {progress.map((item) => (
            <ProgressBar key={item.label} label={item.label} value={item.value} />
          ))}
        </Stack>
      </PageSection>
    </>
  );
}

export { ComingSoonPage as Component };
