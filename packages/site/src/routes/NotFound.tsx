import {
  Box,
  Button,
  Columns,
  Container,
  Heading,
  Inline,
  LinkButton,
  ServiceCard,
  Stack,
  Text,
} from '@aarambh/ui';
import { notFoundCopy, type Copy } from '@aarambh/content';
import type { ReactNode } from 'react';
import { useNavigate } from '../boot';
import { Seo, type SeoProps } from '../seo/Seo';

export interface NotFoundViewProps {
  /** The page's words, in its language. */
  copy: Copy<typeof notFoundCopy>;
  /** Where 'Go Home' and the suggestions lead, in its language. */
  homeHref: string;
  suggestionHrefs: readonly [services: string, about: string, career: string];
  /** The path the page is rendered from. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/** The 404 page in either language: where to go from here. */
export function NotFoundView({
  copy,
  homeHref,
  suggestionHrefs,
  path,
  text = (value) => value,
  ogLocale,
}: NotFoundViewProps) {
  const navigate = useNavigate();
  const goBack = () => {
    // With no page to go back to (the 404 was opened directly), go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(homeHref);
  };
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} noindex ogLocale={ogLocale} />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container>
          <Stack space="xxl">
            <Stack space="md" align="center">
              <Text size="xl" weight="bold" tone="brand" align="center">
                404
              </Text>
              <Heading level={1} align="center">
                {copy.heading}
              </Heading>
              <Text size="lg" tone="muted" align="center">
                {copy.text}
              </Text>
              <Inline space="md" align="center" collapseBelow="tablet">
                <LinkButton href={homeHref} size="large">
                  {copy.goHome}
                </LinkButton>
                <Button variant="secondary" size="large" onPress={goBack}>
                  {copy.goBack}
                </Button>
              </Inline>
            </Stack>
            <Stack space="lg" as="section" aria-labelledby="suggestions">
              <Heading level={2} size="3" id="suggestions" align="center">
                {copy.suggestionsHeading}
              </Heading>
              <Columns columns={{ mobile: 1, tablet: 3 }}>
                {copy.suggestions.map((suggestion, index) => (
                  <ServiceCard
                    key={suggestionHrefs[index]}
                    title={suggestion.title}
                    description={text(suggestion.description)}
                    features={suggestion.features.map(text)}
                    linkLabel={suggestion.linkLabel}
                    href={suggestionHrefs[index]!}
                  />
                ))}
              </Columns>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export function NotFoundPage() {
  return (
    <NotFoundView
      copy={notFoundCopy}
      homeHref="/"
      suggestionHrefs={['/services', '/about', '/career']}
      path="/404"
    />
  );
}

export { NotFoundPage as Component };
