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
import { openListings, type Opportunity } from '@aarambh/content';
import { Island } from '../boot';
import { BulletList } from '../sections/BulletList';
import { WithSidebar } from '../sections/WithSidebar';
import { fill, scheduleEntry, type OpportunityWords } from './opportunityWords';

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
function ApplyAction({
  entry,
  words,
  onApply,
}: {
  entry: Opportunity;
  words: OpportunityWords;
  onApply: (() => void) | undefined;
}) {
  return onApply ? (
    <Inline>
      <Button size="large" onPress={onApply}>
        {words.labels.apply}
      </Button>
    </Inline>
  ) : (
    <Text weight="semibold">{words.schedule.closedText(entry)}</Text>
  );
}

/**
 * An opportunity page in view mode: what it is, its duration, start and pay (the catalogue's
 * terms, written as the cards write them), its price and dates (`priceAndDates`, with the
 * duration select), the details, the other open opportunities, and Apply Now (`onApply`; without
 * it the opportunity is closed and the page says since when), in the language of `words`.
 */
export function OpportunityView({
  entry,
  list,
  today,
  words,
  priceAndDates,
  onApply,
}: {
  entry: Opportunity;
  list: readonly Opportunity[];
  today: Date;
  words: OpportunityWords;
  priceAndDates: ReactNode;
  onApply: (() => void) | undefined;
}) {
  const { labels, texts, schedule, text, latin } = words;
  const feeAndPay = schedule.feeAndPayNote(scheduleEntry(entry, texts));
  return (
    <>
      <Box background="brandSoft" paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container>
          <Stack space="md">
            <Inline>
              <BackLink href={words.back.href}>{fill(labels.backTo, 'category', words.back.title)}</BackLink>
            </Inline>
            <Inline space="xs">
              <Badge tone="brand">{words.typeOf(entry.type)}</Badge>
              <Badge icon="star">{entry.rating.toFixed(1)}</Badge>
            </Inline>
            <Heading level={1}>{latin(entry.title)}</Heading>
            <Inline space="md">
              <Text tone="muted" as="span">
                {latin(entry.company)}
              </Text>
              <Text tone="muted" as="span">
                {words.locationOf(entry.location)}
              </Text>
              <Text tone="muted" as="span">
                {schedule.durationText(entry)}
              </Text>
              <Text tone="muted" as="span">
                {fill(labels.starts, 'start', schedule.startText(entry))}
              </Text>
              <Text tone="muted" as="span">
                {fill(labels.applyBy, 'date', schedule.formatDay(entry.closes))}
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
                    {labels.otherOpportunities}
                  </Heading>
                  <Stack as="ul" space="md">
                    {otherOpportunities(entry, list, today).map((other) => (
                      <li key={other.id}>
                        <Stack space="xxs">
                          <Link href={words.opportunityHref(other.id)} variant="standalone">
                            {latin(other.title)}
                          </Link>
                          <Text size="sm" tone="muted">
                            {words.typeOf(other.type)} · {schedule.durationText(other)}
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
              <Card aria-label={labels.summary}>
                {priceAndDates}
                <Text size="sm" tone="muted">
                  {schedule.payText(scheduleEntry(entry, texts))}
                </Text>
                {feeAndPay ? <Text size="sm">{feeAndPay}</Text> : null}
                <ApplyAction entry={entry} words={words} onApply={onApply} />
              </Card>
              <Island id="opportunity-details" when="interaction">
                <Section id="about-opportunity" heading={labels.about}>
                  <Text>{text(texts.description)}</Text>
                  <Text>{text(texts.longDescription)}</Text>
                </Section>
                <Section id="skills" heading={labels.skills}>
                  <TagList
                    tags={entry.skills}
                    aria-labelledby="skills"
                    {...(words.language === 'hi' ? { lang: 'en' } : {})}
                  />
                </Section>
                <Section id="responsibilities" heading={labels.responsibilities}>
                  <BulletList items={texts.responsibilities} text={text} />
                </Section>
                <Section id="requirements" heading={labels.requirements}>
                  <BulletList items={texts.requirements} text={text} />
                </Section>
                <Section id="benefits" heading={labels.benefits}>
                  <BulletList items={texts.benefits} text={text} />
                </Section>
                <Section id="company" heading={labels.company}>
                  {entry.companyInfo && texts.companyInfo ? (
                    <Stack space="xs">
                      <Text weight="semibold">{latin(entry.companyInfo.name)}</Text>
                      <Text>{text(texts.companyInfo.description)}</Text>
                      <Text size="sm" tone="muted">
                        {text(texts.companyInfo.industry)} · {text(texts.companyInfo.size)}
                      </Text>
                      <Link href={entry.companyInfo.website} isExternal>
                        {entry.companyInfo.website.replace(/^https:\/\//, '')}
                      </Link>
                    </Stack>
                  ) : (
                    <Text tone="muted">{labels.noCompany}</Text>
                  )}
                </Section>
              </Island>
              <ApplyAction entry={entry} words={words} onApply={onApply} />
            </Stack>
          </WithSidebar>
        </Container>
      </Box>
    </>
  );
}
