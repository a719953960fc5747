import { Box, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's h1. */
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  text?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Content after the actions (badges, a countdown). */
  children?: ReactNode;
  /** @default 'hero' */
  size?: 'hero' | '1';
}

/** The top band of a page: eyebrow, h1, text and actions, centred on a tinted background. */
export function PageHero({ title, eyebrow, text, actions, children, size = 'hero' }: PageHeroProps) {
  return (
    <Box background="brandSoft" paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
      <Container size="medium">
        <Stack space="lg" align="center">
          {eyebrow ? (
            <Text size="sm" weight="semibold" tone="brand" align="center">
              {eyebrow}
            </Text>
          ) : null}
          <Heading level={1} size={size} align="center">
            {title}
          </Heading>
          {text ? (
            <Text size="lg" tone="muted" align="center">
              {text}
            </Text>
          ) : null}
          {actions ? (
            <Inline space="md" align="center" collapseBelow="tablet">
              {actions}
            </Inline>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
