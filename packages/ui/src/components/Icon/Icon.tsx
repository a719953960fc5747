import { iconPaths, type IconName } from './iconPaths';
import * as styles from './Icon.css';

export { iconNames, type IconName } from './iconPaths';

export const iconSizes = ['text', 'small', 'medium', 'large', 'xlarge'] as const;
export type IconSize = (typeof iconSizes)[number];
export const iconTones = [
  'inherit',
  'brand',
  'accent',
  'muted',
  'success',
  'warning',
  'critical',
  'info',
] as const;
export type IconTone = (typeof iconTones)[number];

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /**
   * An accessible name. Without one the icon is decorative and hidden from assistive technology
   * (`aria-hidden`), which is right beside visible text. Give one when the icon alone carries
   * meaning, for example a rating star or a status without text.
   */
  label?: string;
  /**
   * `text` matches the surrounding font size; `small` 16 px, `medium` 24 px, `large` 32 px,
   * `xlarge` 48 px.
   * @default 'text'
   */
  size?: IconSize;
  /**
   * The colour; `inherit` takes the text colour around it.
   * @default 'inherit'
   */
  tone?: IconTone;
}

/** An inline SVG icon from the kit's set, drawn in the current text colour. */
export function Icon({ name, label, size = 'text', tone = 'inherit' }: IconProps) {
  const className = [styles.icon, styles.size[size], styles.tone[tone]].join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg {...a11y} className={className} viewBox="0 0 24 24" focusable="false" data-icon={name}>
      <path d={iconPaths[name]} />
    </svg>
  );
}
