import { Heading, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface CentredLeadProps {
  heading: ReactNode;
  /** The sentence under the heading. */
  children: ReactNode;
}

/** A one-message page's heading and the sentence under it, centred (to go in a centred Stack). */
export function CentredLead({ heading, children }: CentredLeadProps) {
  return (
    <>
      <Heading level={1} align="center">
        {heading}
      </Heading>
      <Text size="lg" tone="muted" align="center">
        {children}
      </Text>
    </>
  );
}
