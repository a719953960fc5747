import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

// On paper too: an A4 page's width is about a tablet's, and a receipt reads term beside value.
const tablet = `screen and (min-width: ${breakpoints.tablet}px), print`;

export const list = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const layout = { columns: style({}), stacked: style({}) };

export const group = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 }, '&:last-child': { borderBlockEnd: 'none' } },
  '@media': {
    // Term beside description from the tablet width up and in print; one above the other below it.
    [tablet]: {
      selectors: {
        [`${layout.columns} > &`]: {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
          columnGap: vars.space.lg,
        },
      },
    },
  },
});

export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.md,
});

export const description = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
