import {
  Card,
  Columns,
  FeatureCard,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aarambh/ui';
import { company } from '@aarambh/content';
import { HomeArt } from '../illustrations/HomeArt';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { organizationJsonLd } from '../seo/organizationJsonLd';
import { Seo } from '../seo/Seo';
import { Island } from '../boot';

const features = [
  {
    icon: 'briefcase',
    title: 'Quality Opportunities',
    description:
      'Internships, training programs and workshops with real projects, checked by our team before they are listed.',
  },
  {
    icon: 'chat',
    title: 'Expert Guidance',
    description: 'Mentors who work in the industry review your work and answer your questions every week.',
  },
  {
    icon: 'star',
    title: 'Career Growth',
    description:
      'Certificates, portfolio projects and pre-placement interviews that move your career forward.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <Seo
        title="Launch Your Career"
        description={`${company.name} offers software, app and website development, workshops, training programs and internships in India. Find your next opportunity.`}
        path="/"
        jsonLd={organizationJsonLd()}
      />
      <PageHero
        eyebrow={`Technology services and training · ${company.address.display}`}
        title={`Launch Your Career with ${company.name}`}
        text={company.tagline}
        art={<HomeArt />}
        actions={
          <>
            <LinkButton href="/services" size="large">
              Explore Services
            </LinkButton>
            <LinkButton href="/about" variant="secondary" size="large">
              Learn More<VisuallyHidden> about {company.name}</VisuallyHidden>
            </LinkButton>
          </>
        }
      />
      <Island id="why" when="interaction">
        <PageSection
          id="why"
          heading={`Why ${company.name}`}
          intro="Everything you need to go from learning to working, in one place."
          centered
        >
          <Columns columns={{ mobile: 1, tablet: 3 }}>
            {features.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <Island id="services-cta" when="interaction">
        <PageSection
          id="services-cta"
          background="surface"
          heading="Find the Right Path for You"
          intro="Development services for businesses; workshops, training programs and internships for students and freshers."
          centered
        >
          <Inline align="center">
            <LinkButton href="/services" size="large">
              View All Services
            </LinkButton>
          </Inline>
        </PageSection>
      </Island>
      <Island id="feedback-prompt" when="interaction">
        <PageSection id="feedback-prompt" width="medium">
          <Card tone="brand">
            <Stack space="md" align="center">
              <Heading level={2} size="3" align="center">
                How Are We Doing?
              </Heading>
              <Text align="center">
                Tell us what works for you and what we could do better. Every message is read by our team.
              </Text>
              <LinkButton href="/feedback" variant="secondary">
                Share Your Feedback
              </LinkButton>
            </Stack>
          </Card>
        </PageSection>
      </Island>
    </>
  );
}

export { HomePage as Component };
