import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

export const root = style({ width: '100%' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '[data-invalid] > &': {
        borderColor: vars.color.critical,
        boxShadow: `inset 0 0 0 ${vars.lineWidth.hairline} ${vars.color.critical}`,
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});
