import { Card, Columns, Heading, Inline, Link, LinkButton, Stack, Text } from '@aarambh/ui';
import { company } from '../content/company';
import { services } from '../content/services';
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
      />
      <PageSection id="all-services" heading="What We Do">
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} as="ul">
          {services.map((service) => (
            <Card as="li" key={service.id}>
              <Heading level={3}>{service.title}</Heading>
              <Text tone="muted">{service.description}</Text>
              <Stack as="ul" space="xs">
                {service.features.map((feature) => (
                  <li key={feature}>
                    <Text size="sm">{feature}</Text>
                  </li>
                ))}
              </Stack>
              <Link href={service.route} variant="standalone">
                Learn more about {service.title}
              </Link>
            </Card>
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
