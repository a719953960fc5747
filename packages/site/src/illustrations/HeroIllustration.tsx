import { Illustration } from '@aarambh/ui';
import type { ReactNode } from 'react';

/**
 * A hero's drawing, on the popup slides' 480 by 270 grid. Decorative (no label): it sits beside the
 * page's h1 and says nothing the heading and the text do not (WCAG 1.1.1, pure decoration).
 */
export function HeroIllustration({ children }: { children: ReactNode }) {
  return (
    <Illustration width={480} height={270}>
      {children}
    </Illustration>
  );
}
