import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Container.css';

export { containerSizes, type ContainerSize } from './Container.css';

export interface ContainerProps extends Pick<BoxProps, 'id' | 'aria-label' | 'aria-labelledby'> {
  children: ReactNode;
  /**
   * The maximum width: `narrow` (740 px) for reading text and forms, `medium` (1024 px), `wide`
   * (1280 px) for page sections and grids.
   * @default 'wide'
   */
  size?: styles.ContainerSize;
  /**
   * The element to render, e.g. `main` for the page content.
   * @default 'div'
   */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'article';
}

/**
 * Centres page content and limits its width, with side padding that grows with the screen (16 px
 * on phones, 24 px on tablets, 32 px on desktops).
 */
export function Container({ children, size = 'wide', as = 'div', ...props }: ContainerProps) {
  return (
    <Box
      {...props}
      as={as}
      className={styles.maxWidth[size]}
      width="full"
      marginX="auto"
      paddingX={{ mobile: 'md', tablet: 'lg', desktop: 'xl' }}
    >
      {children}
    </Box>
  );
}
