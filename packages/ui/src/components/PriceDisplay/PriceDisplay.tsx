import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { priceParts, type PriceInput } from './formatPrice';
import * as styles from './PriceDisplay.css';

export {
  digitGroupings,
  formatPrice,
  formatRupees,
  priceParts,
  type DigitGrouping,
  type PriceInput,
  type PriceParts,
} from './formatPrice';

export const priceSizes = ['small', 'medium', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceDisplayProps extends PriceInput {
  /** A caption above the price, e.g. 'Price' or 'Fee for 6 Weeks'. */
  label?: string;
  /** The type size of the amount. @default 'medium' */
  size?: PriceSize;
  /**
   * How screen readers hear the dash of a range ('₹1,500 to ₹4,000').
   * @default 'to'
   */
  rangeWord?: string;
}

/**
 * A price in rupees: the amount for the current choice with Indian (1,50,000) or US (150,000)
 * digit grouping, 'Free' for 0, the range from the lowest to the highest price when the choice
 * has none, or a text such as 'Price on request' or 'Stipend available' when there is no price.
 * In Hindi (`language="hi"`) as `hi-IN` writes it: lakh grouping, Latin digits. The pure
 * `formatPrice` gives the same text for places that need a string.
 */
export function PriceDisplay({ label, size = 'medium', rangeWord = 'to', ...input }: PriceDisplayProps) {
  const parts = priceParts(input);
  const value =
    parts.kind === 'range' ? (
      <>
        <span aria-hidden="true">
          {parts.low} – {parts.high}
        </span>
        <VisuallyHidden>
          {parts.low} {rangeWord} {parts.high}
        </VisuallyHidden>
      </>
    ) : (
      parts.text
    );
  return (
    <span className={styles.price} data-kind={parts.kind}>
      {label ? <span className={styles.caption}>{label}</span> : null}
      <span className={`${styles.value} ${styles.size[size]} ${styles.kind[parts.kind]}`}>{value}</span>
    </span>
  );
}
