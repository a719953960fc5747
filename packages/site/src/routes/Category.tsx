import {
  addDays,
  Button,
  Columns,
  DateRange,
  FeatureCard,
  LinkButton,
  OpportunityCard,
  PriceDisplay,
  Stack,
  VisuallyHidden,
} from '@aarambh/ui';
import { durationOptions } from '@aarambh/machines/schemas';
import { useParams } from 'react-router-dom';
import { opportunities } from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import type { CategoryPage } from '../content/schemas';
import { categoryPageFor } from '../content/categoryPages';
import { isCategory } from '../lib/categoryRoute';
import { groupingFor, quotePrice } from '../lib/pricing';
import { scrollToSection } from '../lib/scrollToSection';
import { useDuration } from '../hooks/useDuration';
import { useToday } from '../render/today';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFound';

const durationChoices = durationOptions.map((option) => ({ value: option.value, label: option.label }));

function OpportunityListing({ entry, page }: { entry: Opportunity; page: CategoryPage }) {
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
      durationOptions={durationChoices}
      duration={duration.value}
      onDurationChange={chooseDuration}
      price={
        <PriceDisplay
          label="Price"
          amount={quote.amount}
          prices={quote.prices}
          grouping={groupingFor(page.priceGrouping)}
          noPriceLabel={page.noPriceText}
        />
      }
      dateRange={<DateRange start={addDays(today, 1)} days={duration.days} label="Dates" />}
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

export function CategoryListingPage({
  page,
  entries,
}: {
  page: CategoryPage;
  entries: readonly Opportunity[];
}) {
  const closingAction =
    page.category === 'training-programs' ? (
      // 'Explore All Programs' has no page of its own: it takes the visitor back to the programs above.
      <Button size="large" onPress={() => scrollToSection('opportunities')}>
        {page.closing.action}
      </Button>
    ) : (
      <LinkButton href="/services" size="large">
        {page.closing.action}
      </LinkButton>
    );
  return (
    <>
      <Seo title={page.title} description={page.heroText} path={`/services/${page.category}`} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heroTitle}
        text={page.heroText}
        actions={
          <>
            <Button size="large" onPress={() => scrollToSection('opportunities')}>
              {page.primaryAction}
            </Button>
            <Button variant="secondary" size="large" onPress={() => scrollToSection('what-we-offer')}>
              Learn More
            </Button>
          </>
        }
      />
      <PageSection id="what-we-offer" heading="What We Offer" centered>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {page.offers.map((offer) => (
            <FeatureCard
              key={offer.title}
              icon={offer.icon}
              title={offer.title}
              description={offer.description}
            />
          ))}
        </Columns>
      </PageSection>
      <PageSection id="opportunities" heading={page.listHeading} intro={page.listIntro} background="surface">
        <Columns columns={{ mobile: 1, desktop: 2 }}>
          {entries.map((entry) => (
            <OpportunityListing key={entry.id} entry={entry} page={page} />
          ))}
        </Columns>
      </PageSection>
      <PageSection id="get-started" heading={page.closing.heading} intro={page.closing.text} centered>
        <Stack align="center">{closingAction}</Stack>
      </PageSection>
    </>
  );
}

export function Component() {
  const { category } = useParams();
  if (!isCategory(category)) return <NotFoundPage />;
  const page = categoryPageFor(category);
  return (
    <CategoryListingPage page={page} entries={opportunities.filter((entry) => entry.category === category)} />
  );
}
