import { Box } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface WithSidebarProps {
  /** The main column. */
  children: ReactNode;
  /** The sidebar: beside the main column from desktop width, below it on phones and tablets. */
  sidebar: ReactNode;
  /**
   * How wide the sidebar is beside the main column: as wide as its content, or a third of the row
   * (a sidebar of short lines, such as the job details, would otherwise be a narrow strip beside a
   * wide gap).
   * @default 'content'
   */
  sidebarWidth?: 'content' | 'third';
}

/** A main column with a sidebar, stacked on phones and tablets. */
export function WithSidebar({ children, sidebar, sidebarWidth = 'content' }: WithSidebarProps) {
  return (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', desktop: 'row' }}
      alignItems={{ mobile: 'stretch', desktop: 'flex-start' }}
      gap="xl"
    >
      <Box flexGrow={1}>{children}</Box>
      {/* A percentage basis applies only in the row: stacked, the column's height is its content's. */}
      <Box flexShrink={0} style={sidebarWidth === 'third' ? { flexBasis: '33%' } : undefined}>
        {sidebar}
      </Box>
    </Box>
  );
}
