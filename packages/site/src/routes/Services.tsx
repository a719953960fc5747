import { Columns, Inline, LinkButton, ServiceCard } from '@aarambh/ui';
import { company, services } from '@aarambh/content';
import { ServicesArt } from '../illustrations/ServicesArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';

export function ServicesPage() {
  return (
    <>
      <Seo
        title="Our Services"
        description="Software, app and website development for businesses; workshops, training programs and internships for students and freshers."
        path="/services"
      />
      <PageHero
        eyebrow="Services"
        title="Our Services"
        text={`From custom software to your first internship: everything ${company.name} offers, in one place.`}
        size="1"
        art={<ServicesArt />}
      />
      <PageSection id="all-services" heading="What We Do">
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              title={service.title}
              description={service.description}
              features={service.features}
              href={service.route}
            />
          ))}
        </Columns>
      </PageSection>
      <PageSection
        id="start-project"
        background="surface"
        heading="Ready to Start Your Project?"
        intro="Tell us what you need and we will reply within 24 hours, or see who we are and how we work."
        centered
      >
        <Inline space="md" align="center" collapseBelow="tablet">
          <LinkButton href="/contact" size="large">
            Contact Us Today
          </LinkButton>
          <LinkButton href="/about" variant="secondary" size="large">
            View Portfolio
          </LinkButton>
        </Inline>
      </PageSection>
    </>
  );
}

export { ServicesPage as Component };
