import { Columns, Inline, LinkButton, ServiceCard } from '@aarambh/ui';
import { services, servicesCopy, servicesPageCopy, type Copy, type Service } from '@aarambh/content';
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
  /** Where its About link goes, in its language. @default '/about' */
  aboutHref?: string;
  /** Where its Contact button goes, in its language. @default '/contact' */
  contactHref?: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
  /** Where a service's card leads, in the page's language. @default its English page */
  serviceHref?: (service: Service) => string;
}

/** The Services overview in either language: the six services and the call to start a project. */
export function ServicesView({
  copy,
  serviceCopy,
  path,
  aboutHref = '/about',
  contactHref = '/contact',
  text = (value) => value,
  ogLocale,
  serviceHref = (service) => service.route,
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
                href={serviceHref(service)}
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
          <LinkButton href={contactHref} size="large">
            {copy.contactButton}
          </LinkButton>
          <LinkButton href={aboutHref} variant="secondary" size="large">
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
