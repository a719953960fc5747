import { Button, Columns, FeatureCard, LinkButton, Stack } from '@aarambh/ui';
import { openListings, opportunities } from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import type { CategoryPage } from '../content/schemas';
import { categoryPageFor } from '../content/categoryPages';
import { isCategory } from '../lib/categoryRoute';
import { scrollToSection } from '../lib/scrollToSection';
import { categoryArt } from '../illustrations/categoryArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFound';
import { Island, islandComponent, useParams, useToday } from '../boot';

/** Each card's code loads when its island opens: a first visit's page carries none of it. */
const OpportunityListing = islandComponent(() =>
  import('./CategoryCard').then((module) => module.OpportunityListing),
);

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
  const Art = categoryArt[page.category];
  return (
    <>
      <Seo title={page.title} description={page.heroText} path={`/services/${page.category}`} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heroTitle}
        text={page.heroText}
        art={<Art />}
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
      <Island id="what-we-offer" when="interaction">
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
      </Island>
      <PageSection id="opportunities" heading={page.listHeading} intro={page.listIntro} background="surface">
        <Columns columns={{ mobile: 1, desktop: 2 }}>
          {entries.map((entry) => (
            // Each card hydrates as it comes near: its dates are today's, its duration the visitor's.
            <Island key={entry.id} id={`opportunity-${entry.id}`} when="visible">
              <OpportunityListing entry={entry} page={page} />
            </Island>
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
  const today = useToday();
  if (!isCategory(category)) return <NotFoundPage />;
  const page = categoryPageFor(category);
  // A closed opportunity leaves the list (its page stays, for old links).
  const entries = openListings(opportunities, today).filter((entry) => entry.category === category);
  return <CategoryListingPage page={page} entries={entries} />;
}
