import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// The parts of a popover's content, shared by `Popover` (react-aria) and `PopoverElement` (the
// platform's popover): the header with the title and the close button.

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const close = style({
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});
