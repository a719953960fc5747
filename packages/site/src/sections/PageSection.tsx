import { Box, Container, Heading, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  children: ReactNode;
  /** The section's heading; it names the section for assistive technology. */
  heading?: ReactNode;
  /** A short introduction under the heading. */
  intro?: ReactNode;
  /** The heading's id; also the target of in-page buttons. */
  id?: string;
  /** `surface` tints the band to separate it from its neighbours. @default 'background' */
  background?: 'background' | 'surface' | 'brandSoft';
  /** @default 'wide' */
  width?: 'narrow' | 'medium' | 'wide';
  /** Centre the heading and intro. @default false */
  centered?: boolean;
}

/** A full-width band of a page with a centred container, an optional h2 and intro. */
export function PageSection({
  children,
  heading,
  intro,
  id,
  background = 'background',
  width = 'wide',
  centered = false,
}: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      background={background}
      paddingY={{ mobile: 'xxl', desktop: 'xxxl' }}
    >
      <Container size={width}>
        <Stack space={{ mobile: 'lg', desktop: 'xl' }}>
          {heading || intro ? (
            <Stack space="sm" align={centered ? 'center' : 'left'}>
              {heading ? (
                <Heading level={2} id={headingId} align={centered ? 'center' : undefined}>
                  {heading}
                </Heading>
              ) : null}
              {intro ? (
                <Text size="lg" tone="muted" align={centered ? 'center' : undefined}>
                  {intro}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
