import {
  addDays,
  BackLink,
  Badge,
  Box,
  Button,
  Card,
  Container,
  DateRange,
  Heading,
  Inline,
  Link,
  LinkButton,
  PriceDisplay,
  Stack,
  TagList,
  Text,
} from '@aarambh/ui';
import { durationOptions } from '@aarambh/machines/schemas';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { categoryTitles, opportunities } from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import { InternshipApplicationForm } from '../flows/lazy';
import { isCategory, routeForCategory } from '../lib/categoryRoute';
import { findOpportunity } from '../lib/urlIds';
import { quotePrice } from '../lib/pricing';
import { useDuration } from '../hooks/useDuration';
import { useToday } from '../render/today';
import { BulletList } from '../sections/BulletList';
import { WithSidebar } from '../sections/WithSidebar';
import { opportunityJsonLd } from '../seo/opportunityJsonLd';
import { Seo } from '../seo/Seo';
import { Island, islandComponent } from '../boot/Island';

/** How many other opportunities the sidebar lists. */
const SIDEBAR_COUNT = 5;

/** The duration select's code loads when its island opens: on the visitor's first use of it. */
const DurationSelector = islandComponent(() =>
  import('./OpportunityDuration').then((module) => module.DurationSelector),
);

const durationChoices = durationOptions.map((option) => ({ value: option.value, label: option.label }));

/** Other opportunities for the sidebar: the same category first, then the rest of the catalogue. */
export function otherOpportunities(entry: Opportunity, list: readonly Opportunity[], count = SIDEBAR_COUNT) {
  const others = list.filter((other) => other.id !== entry.id);
  return [
    ...others.filter((other) => other.category === entry.category),
    ...others.filter((other) => other.category !== entry.category),
  ].slice(0, count);
}

function formatStartDate(startDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return startDate;
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Stack as="section" space="sm" aria-labelledby={id}>
      <Heading level={2} size="3" id={id}>
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

export function OpportunityPage({
  entry,
  list = opportunities,
}: {
  entry: Opportunity;
  list?: readonly Opportunity[];
}) {
  const [mode, setMode] = useState<'view' | 'apply'>('view');
  const switched = useRef(false);
  const switchMode = (next: 'view' | 'apply') => {
    switched.current = true;
    setMode(next);
  };
  // After a switch between viewing and applying, start at the top with focus on the new heading.
  useEffect(() => {
    if (!switched.current) return;
    window.scrollTo({ top: 0 });
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [mode]);
  const [duration, chooseDuration] = useDuration();
  const today = useToday();
  const quote = quotePrice(entry.pricing, duration.value);
  const backTo = routeForCategory(entry.category);
  const categoryTitle = isCategory(entry.category) ? categoryTitles[entry.category] : 'Services';
  const seo = (
    <Seo
      title={`${entry.title} (${entry.type})`}
      description={`${entry.description} ${entry.duration}, ${entry.location}. Offered by ${entry.company}.`}
      path={`/opportunity/${entry.id}`}
      jsonLd={opportunityJsonLd(entry)}
    />
  );

  // In apply mode the form has its own Duration field; this summary follows it.
  const priceAndDates = (withSelector: boolean) => (
    <Stack space="md">
      {withSelector ? (
        <Island id="duration" when="interaction">
          <DurationSelector options={durationChoices} value={duration.value} onChange={chooseDuration} />
        </Island>
      ) : (
        <Text weight="semibold">Duration: {duration.label}</Text>
      )}
      <PriceDisplay
        label="Price"
        amount={quote.amount}
        prices={quote.prices}
        grouping="indian"
        size="large"
      />
      <DateRange start={addDays(today, 1)} days={duration.days} label="Dates" />
    </Stack>
  );

  if (mode === 'apply') {
    return (
      <>
        {seo}
        <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
          <Container size="narrow">
            <Stack space="lg">
              <Inline>
                <Button variant="ghost" onPress={() => switchMode('view')}>
                  ← Back to Opportunity Details
                </Button>
              </Inline>
              <Heading level={1}>Apply for {entry.title}</Heading>
              <Card tone="flat" aria-label="Your selection">
                {priceAndDates(false)}
              </Card>
              <Stack as="section" space="md" aria-labelledby="application-heading">
                <Heading level={2} size="3" id="application-heading">
                  Your Application
                </Heading>
                <Suspense fallback={<Text tone="muted">Loading the application form...</Text>}>
                  <InternshipApplicationForm
                    opportunity={entry}
                    pricing={entry.pricing}
                    initialValues={{ duration: duration.value }}
                    onDurationChange={chooseDuration}
                    onCancel={() => switchMode('view')}
                  />
                </Suspense>
              </Stack>
            </Stack>
          </Container>
        </Box>
      </>
    );
  }

  return (
    <>
      {seo}
      <Box background="brandSoft" paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container>
          <Stack space="md">
            <Inline>
              <BackLink href={backTo}>{`Back to ${categoryTitle}`}</BackLink>
            </Inline>
            <Inline space="xs">
              <Badge tone="brand">{entry.type}</Badge>
              <Badge icon="star">{entry.rating.toFixed(1)}</Badge>
            </Inline>
            <Heading level={1}>{entry.title}</Heading>
            <Inline space="md">
              <Text tone="muted" as="span">
                {entry.company}
              </Text>
              <Text tone="muted" as="span">
                {entry.location}
              </Text>
              <Text tone="muted" as="span">
                {entry.duration}
              </Text>
              <Text tone="muted" as="span">
                Starts: {formatStartDate(entry.startDate)}
              </Text>
            </Inline>
          </Stack>
        </Container>
      </Box>
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container>
          <WithSidebar
            sidebar={
              <Island id="other-opportunities" when="interaction">
                <Card as="aside" tone="flat" aria-labelledby="other-opportunities">
                  <Heading level={2} size="4" id="other-opportunities">
                    Other Opportunities
                  </Heading>
                  <Stack as="ul" space="md">
                    {otherOpportunities(entry, list).map((other) => (
                      <li key={other.id}>
                        <Stack space="xxs">
                          <Link href={`/opportunity/${other.id}`} variant="standalone">
                            {other.title}
                          </Link>
                          <Text size="sm" tone="muted">
                            {other.type} · {other.duration}
                          </Text>
                        </Stack>
                      </li>
                    ))}
                  </Stack>
                </Card>
              </Island>
            }
          >
            <Stack space="xl">
              <Card aria-label="Duration, price and dates">
                {priceAndDates(true)}
                <Text size="sm" tone="muted">
                  {entry.salary}
                </Text>
                <Inline>
                  <Button size="large" onPress={() => switchMode('apply')}>
                    Apply Now
                  </Button>
                </Inline>
              </Card>
              <Island id="opportunity-details" when="interaction">
                <Section id="about-opportunity" heading="About This Opportunity">
                  <Text>{entry.description}</Text>
                  <Text>{entry.longDescription}</Text>
                </Section>
                <Section id="skills" heading="Skills You Will Use">
                  <TagList tags={entry.skills} aria-labelledby="skills" />
                </Section>
                <Section id="responsibilities" heading="Responsibilities">
                  <BulletList items={entry.responsibilities} />
                </Section>
                <Section id="requirements" heading="Requirements">
                  <BulletList items={entry.requirements} />
                </Section>
                <Section id="benefits" heading="Benefits">
                  <BulletList items={entry.benefits} />
                </Section>
                <Section id="company" heading="About the Company">
                  {entry.companyInfo ? (
                    <Stack space="xs">
                      <Text weight="semibold">{entry.companyInfo.name}</Text>
                      <Text>{entry.companyInfo.description}</Text>
                      <Text size="sm" tone="muted">
                        {entry.companyInfo.industry} · {entry.companyInfo.size}
                      </Text>
                      <Link href={entry.companyInfo.website} isExternal>
                        {entry.companyInfo.website.replace(/^https:\/\//, '')}
                      </Link>
                    </Stack>
                  ) : (
                    <Text tone="muted">Company information not available.</Text>
                  )}
                </Section>
              </Island>
              <Inline>
                <Button size="large" onPress={() => switchMode('apply')}>
                  Apply Now
                </Button>
              </Inline>
            </Stack>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}

export function OpportunityNotFound() {
  return (
    <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
      <Seo
        title="Opportunity Not Found"
        description="This opportunity does not exist or is no longer offered."
        path="/opportunity"
        noindex
      />
      <Container size="narrow">
        <Stack space="md" align="center">
          <Heading level={1} align="center">
            Opportunity Not Found
          </Heading>
          <Text tone="muted" align="center">
            The opportunity you are looking for does not exist or is no longer offered.
          </Text>
          <LinkButton href="/services">Browse All Services</LinkButton>
        </Stack>
      </Container>
    </Box>
  );
}

export function Component() {
  const { id } = useParams();
  const entry = findOpportunity(id);
  return entry ? <OpportunityPage entry={entry} /> : <OpportunityNotFound />;
}
