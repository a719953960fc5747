import { Box, Columns, Container, Heading, Inline, Stack, Text } from '@aarambh/ui';
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
  /**
   * A drawing (from `illustrations/`): beside the words from the desktop breakpoint, which then
   * align to the start; under them on narrower screens.
   */
  art?: ReactNode;
}

/**
 * The top band of a page: eyebrow, h1, text and actions on a tinted background, centred, or with
 * `art` beside a drawing.
 */
export function PageHero({ title, eyebrow, text, actions, children, size = 'hero', art }: PageHeroProps) {
  // Beside a drawing the words take their alignment from their column (centred on phones).
  const align = art ? undefined : 'center';
  const words = (
    <>
      {eyebrow ? (
        <Text size="sm" weight="semibold" tone="brand" align={align}>
          {eyebrow}
        </Text>
      ) : null}
      <Heading level={1} size={size} align={align}>
        {title}
      </Heading>
      {text ? (
        <Text size="lg" tone="muted" align={align}>
          {text}
        </Text>
      ) : null}
      {actions ? (
        <Inline space="md" align={art ? 'left' : 'center'} collapseBelow="tablet">
          {actions}
        </Inline>
      ) : null}
      {children}
    </>
  );
  return (
    <Box background="brandSoft" paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
      {art ? (
        <Container size="wide">
          <Columns columns={{ mobile: 1, desktop: 2 }} space="xl">
            <Box
              display="flex"
              flexDirection="column"
              gap="lg"
              alignItems={{ mobile: 'center', desktop: 'flex-start' }}
              textAlign={{ mobile: 'center', desktop: 'left' }}
            >
              {words}
            </Box>
            <Box display="flex" alignItems="center" justifyContent="center">
              {art}
            </Box>
          </Columns>
        </Container>
      ) : (
        <Container size="medium">
          <Stack space="lg" align="center">
            {words}
          </Stack>
        </Container>
      )}
    </Box>
  );
}
