import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The two labels share one grid cell, so the button keeps its width when it reads 'Copied'. */
export const labels = style({ display: 'inline-grid' });

const cell = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const idle = style([cell, { selectors: { '[data-copied] &': { visibility: 'hidden' } } }]);

export const copied = style([
  cell,
  { visibility: 'hidden', selectors: { '[data-copied] &': { visibility: 'visible' } } },
]);
