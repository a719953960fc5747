import {
  Accordion,
  Box,
  Button,
  Card,
  Disclosure,
  Heading,
  Icon,
  Inline,
  Link,
  Stack,
  Text,
} from '@aarambh/ui';
import { company } from '@aarambh/content';
import { faqs } from '../content/faq';
import { ContactForm } from '../flows/contact/ContactForm';
import { scrollToSection } from '../lib/scrollToSection';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { WithSidebar } from '../sections/WithSidebar';
import { Seo } from '../seo/Seo';

const contactDetails = [
  {
    icon: 'mail',
    title: 'Email Us',
    details: company.emails.general,
    description: 'For questions about services, programs and partnerships.',
    href: `mailto:${company.emails.general}`,
    linkLabel: 'Send an email',
  },
  {
    icon: 'phone',
    title: 'Call Us',
    details: company.phone.display,
    description: company.businessHours.weekdays,
    href: company.phone.href,
    linkLabel: 'Call now',
  },
  {
    icon: 'map-pin',
    title: 'Visit Us',
    details: company.address.display,
    description: 'Meetings at our office by appointment.',
    href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(company.address.display)}`,
    linkLabel: 'Open the map',
  },
] as const;

export function ContactPage() {
  return (
    <>
      <Seo
        title="Contact Us"
        description={`Get in touch with ${company.name}: e-mail, phone and address in ${company.address.display}. We reply within ${company.businessHours.responseTime}.`}
        path="/contact"
      />
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        text="Questions about a program, a project or a partnership? We would love to hear from you."
        size="1"
      />
      <PageSection id="contact">
        <WithSidebar
          sidebar={
            <Stack space="lg" as="section" aria-labelledby="contact-details">
              <Heading level={2} size="3" id="contact-details">
                Contact Information
              </Heading>
              <Stack as="ul" space="md">
                {contactDetails.map((detail) => (
                  <Card as="li" key={detail.title} tone="flat">
                    <Inline space="md" alignY="top" wrap={false}>
                      <Text as="span" tone="brand" size="xl">
                        <Icon name={detail.icon} />
                      </Text>
                      <Stack space="xxs">
                        <Heading level={3} size="4">
                          {detail.title}
                        </Heading>
                        <Text weight="semibold">{detail.details}</Text>
                        <Text size="sm" tone="muted">
                          {detail.description}
                        </Text>
                        <Link
                          href={detail.href}
                          variant="standalone"
                          isExternal={detail.href.startsWith('https:')}
                        >
                          {detail.linkLabel}
                        </Link>
                      </Stack>
                    </Inline>
                  </Card>
                ))}
              </Stack>
              <Card tone="brand">
                <Heading level={3} size="4">
                  Quick Response
                </Heading>
                <Text>
                  We reply to every message within {company.businessHours.responseTime}.{' '}
                  {company.businessHours.weekend}.
                </Text>
              </Card>
              <Card>
                <Heading level={3} size="4">
                  Frequently Asked Questions
                </Heading>
                <Text tone="muted">Quick answers about applications, fees, stipends and projects.</Text>
                <Button variant="secondary" onPress={() => scrollToSection('faq')}>
                  View FAQ
                </Button>
              </Card>
            </Stack>
          }
        >
          <Box as="section" aria-labelledby="send-message">
            <Stack space="lg">
              <Heading level={2} id="send-message">
                Send us a Message
              </Heading>
              <Text tone="muted">
                Fill in the form and choose the kind of inquiry, and the right person will get back to you.
              </Text>
              <ContactForm />
            </Stack>
          </Box>
        </WithSidebar>
      </PageSection>
      <PageSection id="faq" heading="Frequently Asked Questions" background="surface" width="medium">
        <Accordion>
          {faqs.map((faq) => (
            <Disclosure key={faq.question} id={faq.question} title={faq.question}>
              <Text>{faq.answer}</Text>
            </Disclosure>
          ))}
        </Accordion>
      </PageSection>
    </>
  );
}

export { ContactPage as Component };
