import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

const at = (width: number) => `screen and (min-width: ${width}px)`;

export const bar = style({
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
    // Site chrome: a printed page (a receipt, a confirmation) is the page's content alone.
    print: { display: 'none' },
  },
});

export const sticky = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.sticky });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: `${breakpoints.wide}px`,
  minHeight: vars.size.navBar,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [at(breakpoints.tablet)]: { paddingInline: vars.space.lg } },
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0, marginRight: 'auto' });

/** Shown from the breakpoint up: the inline links, search and actions. */
export const wide = styleVariants({
  tablet: { display: 'none', '@media': { [at(breakpoints.tablet)]: { display: 'flex' } } },
  desktop: { display: 'none', '@media': { [at(breakpoints.desktop)]: { display: 'flex' } } },
});

/** Shown below the breakpoint: the menu button. */
export const narrow = styleVariants({
  tablet: { display: 'flex', '@media': { [at(breakpoints.tablet)]: { display: 'none' } } },
  desktop: { display: 'flex', '@media': { [at(breakpoints.desktop)]: { display: 'none' } } },
});

export const slot = style({ alignItems: 'center', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
});

const navItem = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface, color: vars.color.brand },
      '&[aria-current="page"], &[data-current]': {
        color: vars.color.brand,
        textDecoration: 'underline',
        textUnderlineOffset: '0.35em',
        textDecorationThickness: vars.lineWidth.medium,
      },
    },
  },
]);

export const navLink = navItem;

export const menuTrigger = style([navItem, { background: 'none', border: 0, fontFamily: 'inherit' }]);

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: vars.size.menuMin,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  outline: 'none',
});

export const menuSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const menuHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlDense,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.medium} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.offset.xs})`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export { modalOverlay as overlay } from '../private/modalOverlay.css';

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: vars.size.overlayMd,
  maxWidth: `calc(100% - ${vars.space.xxl})`,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easingStandard}` },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard} reverse`,
    },
  },
  '@media': { '(forced-colors: active)': { borderLeft: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const drawerTitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
});

export const drawerLink = style([navItem, { display: 'flex', fontSize: vars.fontSize.md }]);

export const drawerGroupTitle = style({
  display: 'block',
  paddingInline: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const drawerSubList = style([drawerList, { paddingLeft: vars.space.sm }]);

export const drawerSlot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
