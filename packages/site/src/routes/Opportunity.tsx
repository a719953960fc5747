import { Box, Container, DateRange, Heading, LinkButton, PriceDisplay, Stack, Text } from '@aarambh/ui';
import { startTransition, useEffect, useRef, useState } from 'react';
import {
  fillIn,
  firstDay,
  isOpen,
  offeredDurations,
  opportunities,
  applyPageCopy,
  type Copy,
  type feeNoteCopy,
} from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import { findOpportunity } from '../lib/urlIds';
import { quotePrice } from '../lib/pricing';
import { useDuration } from '../hooks/useDuration';
import { OpportunityApply, type ApplyIn } from './OpportunityApply';
import { OpportunityView } from './OpportunityView';
import { englishWords, fill, type OpportunityWords } from './opportunityWords';
import { opportunityJsonLd } from '../seo/opportunityJsonLd';
import { FeeNote, hasFee } from '../sections/FeeNote';
import { useKeptConfirmationText } from '../flows/confirmation/keptConfirmation';
import { Seo } from '../seo/Seo';
import { Island, islandComponent, useParams, useToday } from '../boot';

/** The duration select's code loads when its island opens: on the visitor's first use of it. */
const DurationSelector = islandComponent(() =>
  import('./OpportunityDuration').then((module) => module.DurationSelector),
);

/**
 * An opportunity's page: view mode (`OpportunityView`), apply mode on Apply Now
 * (`OpportunityApply`), and back. Both modes show the same chosen duration, price and dates.
 * View mode is in the language of `words`, apply mode in that of `apply` (English unless given).
 */
export function OpportunityPage({
  entry,
  list = opportunities,
  words = englishWords(entry),
  feeNote,
  apply,
}: {
  entry: Opportunity;
  list?: readonly Opportunity[];
  words?: OpportunityWords;
  /** The note beside the price in the page's language. @default the English */
  feeNote?: Copy<typeof feeNoteCopy>;
  /** Apply mode's words and form in the page's language. @default the English */
  apply?: ApplyIn;
}) {
  const [mode, setMode] = useState<'view' | 'apply'>('view');
  const switched = useRef(false);
  // A transition: the other mode renders in slices that yield to the browser, so the press is
  // answered at once (the button's pressed state) rather than after the whole page's render.
  const switchMode = (next: 'view' | 'apply') => {
    switched.current = true;
    startTransition(() => setMode(next));
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
  // A closed opportunity keeps its page for old links, out of search results and without Apply Now.
  const open = isOpen(entry, today);
  const english = words.language === 'en';
  const { labels } = words;
  const description = [
    ['description', words.texts.description],
    ['duration', words.schedule.durationText(entry)],
    ['location', words.locationOf(entry.location)],
    ['company', entry.company],
  ].reduce((text, [name, value]) => fill(text, name!, value!), labels.seoDescription);
  // The structured data is the English page's: the Hindi twin is the same posting.
  const seo = (
    <Seo
      title={`${entry.title} (${words.typeOf(entry.type)})`}
      description={description}
      path={words.path}
      {...(english ? {} : { ogLocale: 'hi_IN' as const })}
      {...(!open ? { noindex: true } : english ? { jsonLd: opportunityJsonLd(entry) } : {})}
    />
  );
  const durationChoices = offeredDurations(entry).map((option) => ({
    value: option.value,
    label: words.durationOf(option),
  }));

  // In apply mode the form has its own Duration field; this summary follows it.
  const priceAndDates = (withSelector: boolean) => (
    <Stack space="md">
      {withSelector ? (
        <Island id="duration" when="interaction">
          <DurationSelector
            language={words.language}
            label={labels.duration}
            options={durationChoices}
            value={duration.value}
            onChange={chooseDuration}
          />
        </Island>
      ) : (
        <Text weight="semibold">
          {fillIn((apply?.copy ?? applyPageCopy).duration, { duration: words.durationOf(duration) })}
        </Text>
      )}
      <PriceDisplay
        label={labels.price}
        amount={quote.amount}
        prices={quote.prices}
        grouping="indian"
        size="large"
        language={words.language}
      />
      {/* In apply mode the form's payment section carries the note. */}
      {withSelector && hasFee(Object.values(entry.pricing)) ? (
        <FeeNote {...(feeNote ? { copy: feeNote } : {})} />
      ) : null}
      <DateRange
        start={firstDay(entry, today)}
        days={duration.days}
        label={labels.dates}
        language={words.language}
      />
    </Stack>
  );

  // An application sent from this page earlier in the tab: back in apply mode, where its
  // confirmation stands in the form's place (a reload does not lose it).
  const kept = useKeptConfirmationText(`application-${entry.id}`) !== null;

  // A kept confirmation shows even once the opportunity has closed: it was sent while it was open.
  if ((open && mode === 'apply') || kept) {
    const applyMode = (
      <OpportunityApply
        entry={entry}
        selection={priceAndDates(false)}
        duration={duration.value}
        onDurationChange={chooseDuration}
        onBack={() => switchMode('view')}
        {...(apply ? { apply } : {})}
      />
    );
    return (
      <>
        {seo}
        {english || apply?.lang !== 'en' ? (
          applyMode
        ) : (
          <div lang="en" style={{ display: 'contents' }}>
            {applyMode}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {seo}
      <OpportunityView
        entry={entry}
        list={list}
        today={today}
        words={words}
        priceAndDates={priceAndDates(true)}
        onApply={open ? () => switchMode('apply') : undefined}
      />
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
