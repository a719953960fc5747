import { lightTokens } from '../../themes/tokens';
import { logoMark } from './logoMark';
import * as styles from './Logo.css';

export const logoSizes = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];

/** The mark's box per size (as in Logo.css.ts), also written on the SVG: it keeps it before CSS. */
const markBox: Record<LogoSize, string> = {
  small: lightTokens.size.iconMd,
  medium: lightTokens.size.iconLg,
  large: lightTokens.space.xxl,
};

export interface LogoProps {
  /** The company's name, e.g. 'Aarambh Labs': written beside the mark, or the mark's name when alone. */
  name: string;
  /**
   * Draw the mark without the name, e.g. where space is tight. The name is then the mark's
   * accessible name (`role="img"`); beside the written name the mark is decorative (`aria-hidden`).
   * @default false
   */
  markOnly?: boolean;
  /**
   * `small` a 24 px mark with body text, `medium` 32 px for a navigation bar, `large` 48 px.
   * @default 'medium'
   */
  size?: LogoSize;
}

/**
 * The company's logo: the mark (an A on an indigo tile, with the saffron sun of a beginning) and
 * the name. It is a picture, not a link: wrap it in one to go home. The colours are the theme's
 * `brand`, `onBrand` and `accent`; the name takes the colour of the text around it.
 */
export function Logo({ name, markOnly = false, size = 'medium' }: LogoProps) {
  const pixels = Number.parseInt(markBox[size], 10);
  const a11y = markOnly ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true as const };
  const { cx, cy, r } = logoMark.sun;
  return (
    <span className={`${styles.logo} ${styles.size[size]}`}>
      <svg
        {...a11y}
        className={`${styles.mark} ${styles.markSize[size]}`}
        viewBox={logoMark.viewBox}
        width={pixels}
        height={pixels}
        focusable="false"
      >
        <rect className={styles.tile} width="32" height="32" rx={logoMark.tileRadius} />
        <path className={styles.letter} d={logoMark.letter} />
        <circle className={styles.sun} cx={cx} cy={cy} r={r} />
      </svg>
      {markOnly ? null : <span>{name}</span>}
    </span>
  );
}
