import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The element the tooltip describes: a kit Button, IconButton or Link (anything RAC can focus). */
  children: ReactNode;
  /** The tooltip's text. Short, and never the only place for essential information. */
  content: ReactNode;
  /** Where the tip shows, relative to its trigger; it flips when there is no room. @default 'top' */
  placement?: RACTooltipProps['placement'];
  /** Milliseconds of hover before it shows (focus shows it at once). @default 600 */
  delay?: number;
}

/**
 * A short text label for a control, shown on hover after `delay` and at once on keyboard focus,
 * hidden with Escape. Wraps react-aria-components' TooltipTrigger and Tooltip: the trigger gets
 * `aria-describedby` while it shows. Tooltips hold no interactive content; use a Popover for that.
 */
export function Tooltip({ children, content, placement = 'top', delay = 600, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <RACTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg className={styles.arrow} width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 6 6 12 0Z" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
