import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.lineWidth.hairline} solid transparent`,
  borderInlineStartWidth: vars.lineWidth.heavy,
  color: vars.color.text,
  '@media': {
    // System colours drop the fills: the edge and the icon's text alternative carry the tone.
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

/** A soft fill with the tone's colour as the edge; the text stays the body colour (AA on every fill). */
export const tone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
  positive: { background: vars.color.successSoft, borderColor: vars.color.success },
  caution: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical },
});

/** The icon sits on the first line of text, whatever the line height. */
export const icon = style({ display: 'flex', height: vars.lineHeight.md, alignItems: 'center' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

/** The dismiss button keeps to the top corner, its touch area inside the alert's padding. */
export const dismiss = style({ marginBlock: `calc(-1 * ${vars.space.xxs})`, flexShrink: 0 });
