import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

const at = (width: number) => `screen and (min-width: ${width}px)`;

export const footer = style({
  background: vars.color.surface,
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
    // Site chrome: a printed page (a receipt, a confirmation) is the page's content alone.
    print: { display: 'none' },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: `${breakpoints.wide}px`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  '@media': { [at(breakpoints.tablet)]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xxl } },
});

/** Brand and subscribe form above the columns on phones; beside them from desktop. */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [at(breakpoints.desktop)]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [at(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  // The last resort, where a word alone is wider than the column: an e-mail address breaks first
  // at the @ and before a dot (`breakableAddress` in Footer.tsx).
  overflowWrap: 'anywhere',
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
});

export const socialLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.full,
    border: `${vars.lineWidth.hairline} solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-hovered]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
    '@media': { '(forced-colors: active)': { borderColor: 'LinkText', color: 'LinkText' } },
  },
]);

export const subscribe = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
