import { Button, Columns, FeatureCard, LinkButton, Stack } from '@aarambh/ui';
import { categoryPageCopy, feeNoteCopy, openListings, opportunities, type Copy } from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import type { ReactNode } from 'react';
import { categoryPageFor, type CategoryPage } from '../content/categoryPages';
import { languageOf } from '../i18n/language';
import { isCategory } from '../lib/categoryRoute';
import { scrollToSection } from '../lib/scrollToSection';
import { categoryArt } from '../illustrations/categoryArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo, type SeoProps } from '../seo/Seo';
import { NotFoundPage } from './NotFound';
import { Island, islandComponent, useParams, useToday } from '../boot';

/** Each card's code loads when its island opens: a first visit's page carries none of it. */
const OpportunityListing = islandComponent(() =>
  import('./CategoryCard').then((module) => module.OpportunityListing),
);

/** Where a category page's links lead, in its language. */
export interface ListingLinks {
  /** This page. */
  page: string;
  /** The Services overview (the closing call to action). */
  services: string;
  /** An opportunity's page. */
  opportunity: (id: number) => string;
}

export interface CategoryListingPageProps {
  page: CategoryPage;
  entries: readonly Opportunity[];
  /** The words the category pages share, in the page's language. @default the English */
  labels?: Copy<typeof categoryPageCopy>;
  /** The note beside each price, in the page's language. @default the English */
  feeNote?: Copy<typeof feeNoteCopy>;
  /** @default the English pages' paths */
  links?: ListingLinks;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/** A category listing page in either language: hero, 'What We Offer', the open opportunities' cards. */
export function CategoryListingPage({
  page,
  entries,
  labels = categoryPageCopy,
  feeNote = feeNoteCopy,
  links = {
    page: `/services/${page.category}`,
    services: '/services',
    opportunity: (id) => `/opportunity/${id}`,
  },
  text = (value) => value,
  ogLocale,
}: CategoryListingPageProps) {
  const closingAction =
    page.category === 'training-programs' ? (
      // 'Explore All Programs' has no page of its own: it takes the visitor back to the programs above.
      <Button size="large" onPress={() => scrollToSection('opportunities')}>
        {page.closing.action}
      </Button>
    ) : (
      <LinkButton href={links.services} size="large">
        {page.closing.action}
      </LinkButton>
    );
  const Art = categoryArt[page.category];
  const language = languageOf(links.page);
  return (
    <>
      <Seo title={page.title} description={page.heroText} path={links.page} ogLocale={ogLocale} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heroTitle}
        text={text(page.heroText)}
        art={<Art />}
        actions={
          <>
            <Button size="large" onPress={() => scrollToSection('opportunities')}>
              {page.primaryAction}
            </Button>
            <Button variant="secondary" size="large" onPress={() => scrollToSection('what-we-offer')}>
              {labels.learnMore}
            </Button>
          </>
        }
      />
      <Island id="what-we-offer" when="interaction">
        <PageSection id="what-we-offer" heading={labels.offersHeading} centered>
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {page.offers.map((offer) => (
              <FeatureCard
                key={offer.title}
                icon={offer.icon}
                title={offer.title}
                description={text(offer.description)}
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
              <OpportunityListing
                entry={entry}
                page={page}
                labels={labels}
                feeNote={feeNote}
                href={links.opportunity(entry.id)}
                language={language}
              />
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

/** The open opportunities of `category` on `today`: a closed one leaves the list (its page stays, for old links). */
export function categoryEntries(category: CategoryPage['category'], today: Date): Opportunity[] {
  return openListings(opportunities, today).filter((entry) => entry.category === category);
}

export function Component() {
  const { category } = useParams();
  const today = useToday();
  if (!isCategory(category)) return <NotFoundPage />;
  return <CategoryListingPage page={categoryPageFor(category)} entries={categoryEntries(category, today)} />;
}
