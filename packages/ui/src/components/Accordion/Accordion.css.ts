import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const accordion = style({
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
