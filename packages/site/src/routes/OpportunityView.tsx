import {
  BackLink,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  Inline,
  Link,
  Stack,
  TagList,
  Text,
} from '@aarambh/ui';
import type { ReactNode } from 'react';
import {
  categoryTitles,
  closedText,
  durationText,
  feeAndPayNote,
  formatDay,
  openListings,
  payText,
  startText,
  type Opportunity,
} from '@aarambh/content';
import { Island } from '../boot';
import { isCategory, routeForCategory } from '../lib/categoryRoute';
import { BulletList } from '../sections/BulletList';
import { WithSidebar } from '../sections/WithSidebar';

/** How many other opportunities the sidebar lists. */
const SIDEBAR_COUNT = 5;

/** Other open opportunities for the sidebar: the same category first, then the rest of the catalogue. */
function otherOpportunities(
  entry: Opportunity,
  list: readonly Opportunity[],
  today: Date,
  count = SIDEBAR_COUNT,
) {
  const others = openListings(list, today).filter((other) => other.id !== entry.id);
  return [
    ...others.filter((other) => other.category === entry.category),
    ...others.filter((other) => other.category !== entry.category),
  ].slice(0, count);
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

/** Apply Now, or the day applications closed when `onApply` is absent. */
function ApplyAction({ entry, onApply }: { entry: Opportunity; onApply: (() => void) | undefined }) {
  return onApply ? (
    <Inline>
      <Button size="large" onPress={onApply}>
        Apply Now
      </Button>
    </Inline>
  ) : (
    <Text weight="semibold">{closedText(entry)}</Text>
  );
}

/**
 * An opportunity page in view mode: what it is, its duration, start and pay (the catalogue's
 * terms, written as the cards write them), its price and dates (`priceAndDates`, with the
 * duration select), the details, the other open opportunities, and Apply Now (`onApply`; without
 * it the opportunity is closed and the page says since when).
 */
export function OpportunityView({
  entry,
  list,
  today,
  priceAndDates,
  onApply,
}: {
  entry: Opportunity;
  list: readonly Opportunity[];
  today: Date;
  priceAndDates: ReactNode;
  onApply: (() => void) | undefined;
}) {
  const feeAndPay = feeAndPayNote(entry);
  const backTo = routeForCategory(entry.category);
  const categoryTitle = isCategory(entry.category) ? categoryTitles[entry.category] : 'Services';
  return (
    <>
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
                {durationText(entry)}
              </Text>
              <Text tone="muted" as="span">
                Starts: {startText(entry)}
              </Text>
              <Text tone="muted" as="span">
                Apply by {formatDay(entry.closes)}
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
                    {otherOpportunities(entry, list, today).map((other) => (
                      <li key={other.id}>
                        <Stack space="xxs">
                          <Link href={`/opportunity/${other.id}`} variant="standalone">
                            {other.title}
                          </Link>
                          <Text size="sm" tone="muted">
                            {other.type} · {durationText(other)}
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
                {priceAndDates}
                <Text size="sm" tone="muted">
                  {payText(entry)}
                </Text>
                {feeAndPay ? <Text size="sm">{feeAndPay}</Text> : null}
                <ApplyAction entry={entry} onApply={onApply} />
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
              <ApplyAction entry={entry} onApply={onApply} />
            </Stack>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}
