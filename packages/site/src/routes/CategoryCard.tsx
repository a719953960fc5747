import { DateRange, LinkButton, OpportunityCard, PriceDisplay, Stack, VisuallyHidden } from '@aarambh/ui';
import { firstDay, offeredDurations, type Opportunity } from '@aarambh/content';
import type { CategoryPage } from '../content/schemas';
import { groupingFor, quotePrice } from '../lib/pricing';
import { useDuration } from '../hooks/useDuration';
import { useToday } from '../boot';
import { FeeNote, hasFee } from '../sections/FeeNote';

// A module of its own, loaded when a card's island opens (see Category.tsx and src/boot): the
// card's duration select (a react-aria Select with its listbox and popover) is most of its code.

/**
 * One opportunity of a category page: its card, priced and dated for the duration chosen, from the
 * same catalogue terms as its page (its durations, and its first day: tomorrow or its batch's).
 */
export function OpportunityListing({ entry, page }: { entry: Opportunity; page: CategoryPage }) {
  const [duration, chooseDuration] = useDuration();
  const today = useToday();
  const quote = quotePrice(entry.pricing, duration.value);
  return (
    <OpportunityCard
      title={entry.title}
      company={entry.company}
      location={entry.location}
      type={entry.type}
      rating={entry.rating}
      skills={entry.skills}
      durationOptions={offeredDurations(entry).map((option) => ({
        value: option.value,
        label: option.label,
      }))}
      duration={duration.value}
      onDurationChange={chooseDuration}
      price={
        <Stack space="xs">
          <PriceDisplay
            label="Price"
            amount={quote.amount}
            prices={quote.prices}
            grouping={groupingFor(page.priceGrouping)}
            noPriceLabel={page.noPriceText}
          />
          {hasFee(Object.values(entry.pricing)) ? <FeeNote /> : null}
        </Stack>
      }
      dateRange={<DateRange start={firstDay(entry, today)} days={duration.days} label="Dates" />}
      primaryAction={
        <LinkButton href={`/opportunity/${entry.id}`}>
          {page.applyLabel}
          <VisuallyHidden>: {entry.title}</VisuallyHidden>
        </LinkButton>
      }
      secondaryAction={
        <LinkButton href={`/opportunity/${entry.id}`} variant="secondary">
          Learn More<VisuallyHidden> about {entry.title}</VisuallyHidden>
        </LinkButton>
      }
    />
  );
}
