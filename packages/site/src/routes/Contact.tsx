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
import { company, contactFormCopy, contactPageCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { ContactForm } from '../flows/contact/ContactForm';
import { scrollToSection } from '../lib/scrollToSection';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { WithSidebar } from '../sections/WithSidebar';
import { Seo, type SeoProps } from '../seo/Seo';

/** The three ways to reach the company, in the order of the copy's `details`. */
const contactWays = [
  { icon: 'mail', details: company.emails.general, href: `mailto:${company.emails.general}` },
  { icon: 'phone', details: company.phone.display, href: company.phone.href },
  {
    icon: 'map-pin',
    details: null,
    href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(company.address.display)}`,
  },
] as const;

export interface ContactViewProps {
  /** The page's words, in its language. */
  copy: Copy<typeof contactPageCopy>;
  /** The form's words, in the page's language. */
  formWords: Copy<typeof contactFormCopy>;
  /** Where the page is, in its language. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/** Contact in either language: the ways to reach the company, the message form and the FAQ. */
export function ContactView({ copy, formWords, path, text = (value) => value, ogLocale }: ContactViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} ogLocale={ogLocale} />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} text={text(copy.intro)} size="1" />
      <PageSection id="contact">
        <WithSidebar
          sidebar={
            <Stack space="lg" as="section" aria-labelledby="contact-details">
              <Heading level={2} size="3" id="contact-details">
                {copy.detailsHeading}
              </Heading>
              <Stack as="ul" space="md">
                {contactWays.map((way, index) => {
                  const detail = copy.details[index]!;
                  return (
                    <Card as="li" key={way.icon} tone="flat">
                      <Inline space="md" alignY="top" wrap={false}>
                        <Text as="span" tone="brand" size="xl">
                          <Icon name={way.icon} />
                        </Text>
                        <Stack space="xxs">
                          <Heading level={3} size="4">
                            {detail.title}
                          </Heading>
                          <Text weight="semibold">{way.details ?? copy.address}</Text>
                          <Text size="sm" tone="muted">
                            {text(detail.description)}
                          </Text>
                          <Link
                            href={way.href}
                            variant="standalone"
                            isExternal={way.href.startsWith('https:')}
                          >
                            {detail.linkLabel}
                          </Link>
                        </Stack>
                      </Inline>
                    </Card>
                  );
                })}
              </Stack>
              <Card tone="brand">
                <Heading level={3} size="4">
                  {copy.quickResponseHeading}
                </Heading>
                <Text>{copy.quickResponse}</Text>
              </Card>
              <Card>
                <Heading level={3} size="4">
                  {copy.faqHeading}
                </Heading>
                <Text tone="muted">{copy.faqTeaser}</Text>
                <Button variant="secondary" onPress={() => scrollToSection('faq')}>
                  {copy.viewFaq}
                </Button>
              </Card>
            </Stack>
          }
        >
          <Box as="section" aria-labelledby="send-message">
            <Stack space="lg">
              <Heading level={2} id="send-message">
                {copy.formHeading}
              </Heading>
              <Text tone="muted">{copy.formIntro}</Text>
              <ContactForm words={formWords} />
            </Stack>
          </Box>
        </WithSidebar>
      </PageSection>
      <PageSection id="faq" heading={copy.faqHeading} background="surface" width="medium">
        <Accordion>
          {copy.faqs.map((faq) => (
            <Disclosure key={faq.question} id={faq.question} title={faq.question}>
              <Text>{text(faq.answer)}</Text>
            </Disclosure>
          ))}
        </Accordion>
      </PageSection>
    </>
  );
}

export function ContactPage() {
  return <ContactView copy={contactPageCopy} formWords={contactFormCopy} path="/contact" />;
}

export { ContactPage as Component };
