import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: `${vars.lineWidth.hairline} solid transparent`,
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      cursor: 'pointer',
      // A label longer than the room there is wraps onto a second line, centred, rather than
      // being clipped (a help chat's question on a 360 px phone): WCAG 1.4.10, nothing cut off at
      // 320 px. The padding keeps wrapped lines off the border; one line stays within minHeight.
      textAlign: 'center',
      paddingBlock: vars.space.xxs,
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      // Not the pressed shrink: an animated transform is run by the compositor, so the browser
      // gives the button a layer of its own as the press begins and repaints the whole page for
      // it, in the frame between a tap's touchstart and its click (7 ms of a long page at 4x CPU).
      // Shrunk at once, only the button is repainted.
      transitionProperty: 'background-color, border-color, color, box-shadow',
      transitionDuration: vars.motion.durationFast,
      transitionTimingFunction: vars.motion.easingStandard,
      selectors: {
        '&[data-pressed]': { transform: 'scale(0.98)' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
        '&[data-pending]': { cursor: 'progress' },
      },
      '@media': {
        '(forced-colors: active)': {
          borderColor: 'ButtonText',
          selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 } },
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surface } },
      },
      // Red fill with the raised surface's colour as text: 6.5:1 in the light theme, 8:1 in the
      // dark (its critical is light); on hover the soft fill with red text and a red edge.
      danger: {
        background: vars.color.critical,
        color: vars.color.surfaceRaised,
        borderColor: vars.color.critical,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            background: vars.color.criticalSoft,
            color: vars.color.critical,
          },
        },
        '@media': {
          // System colours drop the fill: a heavier edge and the word itself carry the warning.
          '(forced-colors: active)': { borderWidth: vars.lineWidth.medium, borderColor: 'ButtonText' },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.brand,
        padding: 0,
        minHeight: 'auto',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]:not([data-disabled])': { color: vars.color.brandHover } },
      },
    },
    size: {
      small: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      large: { minHeight: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'small' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'medium' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'large' }, style: { minHeight: 'auto', paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

/**
 * The idle and pending labels share one grid cell, so the button is as wide as the wider of the two
 * and does not jump when it turns pending.
 */
export const labels = style({ display: 'inline-grid' });

const labelCell = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const idleLabel = style([labelCell, { selectors: { '[data-pending] &': { visibility: 'hidden' } } }]);

export const pendingLabel = style([
  labelCell,
  { visibility: 'hidden', selectors: { '[data-pending] &': { visibility: 'visible' } } },
]);

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.lineWidth.medium} solid currentColor`,
  borderRightColor: 'transparent',
  // Spins only while its button is pending: every button has one, hidden, and a hidden element's
  // animation is not on the compositor, so each spinning made the page draw a frame every 16 ms
  // (style, pre-paint, layerize and commit on the main thread), which every interaction's next
  // paint waited behind on a slow phone.
  selectors: { '[data-pending] &': { animation: `${spin} 0.8s linear infinite` } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '[data-pending] &': { animation: 'none' } } },
  },
});

/** Square buttons: as wide as the Button heights (the control sizes of the theme contract). */
export const square = styleVariants({
  small: { width: vars.size.controlSm, paddingInline: 0 },
  medium: { width: vars.size.controlMd, paddingInline: 0 },
  large: { width: vars.size.controlLg, paddingInline: 0 },
});
