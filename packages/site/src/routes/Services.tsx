import { Columns, Inline, LinkButton, ServiceCard } from '@aarambh/ui';
import { services, servicesCopy, servicesPageCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { ServicesArt } from '../illustrations/ServicesArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo, type SeoProps } from '../seo/Seo';

export interface ServicesViewProps {
  /** The page's words and the six services', in its language. */
  copy: Copy<typeof servicesPageCopy>;
  serviceCopy: Copy<typeof servicesCopy>;
  /** Where the page is, in its language. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/** The Services overview in either language: the six services and the call to start a project. */
export function ServicesView({
  copy,
  serviceCopy,
  path,
  text = (value) => value,
  ogLocale,
}: ServicesViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} ogLocale={ogLocale} />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        text={text(copy.text)}
        size="1"
        art={<ServicesArt />}
      />
      <PageSection id="all-services" heading={copy.listHeading}>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {services.map((service) => {
            const words = serviceCopy[service.id];
            return (
              <ServiceCard
                key={service.id}
                title={words.title}
                description={text(words.description)}
                features={words.features.map(text)}
                href={service.route}
                linkLabel={copy.cardLink}
              />
            );
          })}
        </Columns>
      </PageSection>
      <PageSection
        id="start-project"
        background="surface"
        heading={copy.startHeading}
        intro={copy.startIntro}
        centered
      >
        <Inline space="md" align="center" collapseBelow="tablet">
          <LinkButton href="/contact" size="large">
            {copy.contactButton}
          </LinkButton>
          <LinkButton href="/about" variant="secondary" size="large">
            {copy.portfolioButton}
          </LinkButton>
        </Inline>
      </PageSection>
    </>
  );
}

export function ServicesPage() {
  return <ServicesView copy={servicesPageCopy} serviceCopy={servicesCopy} path="/services" />;
}

export { ServicesPage as Component };
