import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
});

/** The applicant's words as they wrote them: line breaks kept, long words broken. */
export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
