import type { ReactNode } from 'react';
import { illustrationPaint } from '@aarambh/ui';
import { HeroIllustration } from './HeroIllustration';

const { card, fill, stroke } = illustrationPaint;

/** A tile of the services grid, at its place; its glyph is drawn on the tile's own 110 by 86 grid. */
function Tile({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect className={card} width="110" height="86" rx="12" />
      {children}
    </g>
  );
}

/** Services: the six services as six tiles, development above and training below. */
export function ServicesArt() {
  return (
    <HeroIllustration>
      <Tile x={52} y={40}>
        <path className={stroke.brand} d="M38 32l-14 11 14 11M72 32l14 11-14 11" />
        <path className={stroke.accent} d="M60 28l-10 30" />
      </Tile>
      <Tile x={185} y={40}>
        <rect className={fill.ink} x="38" y="14" width="34" height="58" rx="6" />
        <rect className={fill.deep} x="43" y="22" width="24" height="38" rx="2" />
        <circle className={fill.accent} cx="55" cy="66" r="3" />
      </Tile>
      <Tile x={318} y={40}>
        <rect className={fill.brand} x="18" y="18" width="74" height="12" rx="4" />
        <rect className={fill.soft} x="18" y="38" width="74" height="14" rx="4" />
        <rect className={fill.accent} x="18" y="58" width="32" height="10" rx="5" />
      </Tile>
      <Tile x={52} y={144}>
        <circle className={fill.brand} cx="40" cy="36" r="11" />
        <circle className={fill.accent} cx="70" cy="36" r="11" />
        <path className={fill.ink} d="M24 70c0-12 7-20 16-20s16 8 16 20zM54 70c0-12 7-20 16-20s16 8 16 20z" />
      </Tile>
      <Tile x={185} y={144}>
        <path className={fill.ink} d="M55 20l32 14-32 14-32-14z" />
        <path className={fill.brand} d="M35 44v14c0 8 40 8 40 0V44l-20 9z" />
        <path className={stroke.accent} d="M83 38v20" />
      </Tile>
      <Tile x={318} y={144}>
        <circle className={fill.accent} cx="55" cy="40" r="22" />
        <path className={stroke.ink} d="M45 40l7 7 13-14" />
        <path className={fill.brand} d="M43 60l-6 16 18-6 18 6-6-16z" />
      </Tile>
    </HeroIllustration>
  );
}
