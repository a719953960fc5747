import { DateRange, LinkButton, OpportunityCard, PriceDisplay, Stack, VisuallyHidden } from '@aarambh/ui';
import {
  firstDay,
  offeredDurations,
  type categoryPageCopy,
  type Copy,
  type feeNoteCopy,
  type Locale,
  type Opportunity,
} from '@aarambh/content';
import type { CategoryPage } from '../content/categoryPages';
import { groupingFor, quotePrice } from '../lib/pricing';
import { useDuration } from '../hooks/useDuration';
import { useToday } from '../boot';
import { FeeNote, hasFee } from '../sections/FeeNote';
import { PageLanguage } from '../i18n/PageLanguage';

// A module of its own, loaded when a card's island opens (see Category.tsx and src/boot): the
// card's duration select (a react-aria Select with its listbox and popover) is most of its code.

/**
 * One opportunity of a category page: its card, priced and dated for the duration chosen, from the
 * same catalogue terms as its page (its durations, and its first day: tomorrow or its batch's).
 * Its words are the page's language (`labels`); the title, company and skills are the catalogue's.
 */
export function OpportunityListing({
  entry,
  page,
  labels,
  feeNote,
  href,
  language,
}: {
  entry: Opportunity;
  page: CategoryPage;
  labels: Copy<typeof categoryPageCopy>;
  feeNote: Copy<typeof feeNoteCopy>;
  /** The opportunity's page, in the page's language. */
  href: string;
  /** The page's language, for the price and the dates. */
  language: Locale;
}) {
  const [duration, chooseDuration] = useDuration();
  const today = useToday();
  const quote = quotePrice(entry.pricing, duration.value);
  return (
    <PageLanguage lang={language}>
      <OpportunityCard
        title={entry.title}
        company={entry.company}
        location={labels.locations[entry.location] ?? entry.location}
        type={labels.types[entry.type]}
        rating={entry.rating}
        skills={entry.skills}
        labels={{
          location: labels.location,
          rating: labels.rating,
          ratingValue: (rating) => labels.ratingValue.replace('{rating}', String(rating)),
          skills: labels.skills,
          duration: labels.duration,
        }}
        durationOptions={offeredDurations(entry).map((option) => ({
          value: option.value,
          label: labels.durations[option.value],
        }))}
        duration={duration.value}
        onDurationChange={chooseDuration}
        price={
          <Stack space="xs">
            <PriceDisplay
              label={labels.price}
              amount={quote.amount}
              prices={quote.prices}
              grouping={groupingFor(page.priceGrouping)}
              noPriceLabel={page.noPriceText}
              rangeWord={labels.rangeWord}
              language={language}
            />
            {hasFee(Object.values(entry.pricing)) ? <FeeNote copy={feeNote} /> : null}
          </Stack>
        }
        dateRange={
          <DateRange
            start={firstDay(entry, today)}
            days={duration.days}
            label={labels.dates}
            rangeWord={labels.rangeWord}
            language={language}
          />
        }
        primaryAction={
          <LinkButton href={href}>
            {page.applyLabel}
            <VisuallyHidden>: {entry.title}</VisuallyHidden>
          </LinkButton>
        }
        secondaryAction={
          <LinkButton href={href} variant="secondary">
            {labels.learnMore}
            <VisuallyHidden> {labels.learnMoreFor.replace('{title}', entry.title)}</VisuallyHidden>
          </LinkButton>
        }
      />
    </PageLanguage>
  );
}
