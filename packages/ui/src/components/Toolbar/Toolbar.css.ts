import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' } },
});

/** A border rather than a background, so that forced colours keep the line. */
export const separator = style({
  flexShrink: 0,
  alignSelf: 'stretch',
  margin: 0,
  border: 'none',
  borderBlockStart: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  selectors: {
    '&[aria-orientation="vertical"]': {
      borderBlockStart: 'none',
      borderInlineStart: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
      marginInline: vars.space.xxs,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
