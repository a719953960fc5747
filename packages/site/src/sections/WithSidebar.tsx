import { Box } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface WithSidebarProps {
  /** The main column. */
  children: ReactNode;
  /** The sidebar: beside the main column from desktop width (as wide as its content), below it on phones. */
  sidebar: ReactNode;
}

/** A main column with a sidebar, stacked on phones and tablets. */
export function WithSidebar({ children, sidebar }: WithSidebarProps) {
  return (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', desktop: 'row' }}
      alignItems={{ mobile: 'stretch', desktop: 'flex-start' }}
      gap="xl"
    >
      <Box flexGrow={1}>{children}</Box>
      <Box flexShrink={0}>{sidebar}</Box>
    </Box>
  );
}
