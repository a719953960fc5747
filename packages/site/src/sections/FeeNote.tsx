import { feeNoteCopy, type Copy } from '@aarambh/content';
import { Link, Text } from '@aarambh/ui';

/** The path of the refund policy page. */
export const REFUND_POLICY_PATH = '/refund-policy';

/** Whether any of `prices` asks for a fee, so a note about the fee belongs beside it. */
export function hasFee(prices: Iterable<number | undefined>): boolean {
  return [...prices].some((price) => price !== undefined && price > 0);
}

/**
 * The line beside a price: what the fee covers and when it is refunded (the catalogue's
 * `feePolicy.summary`), with a link to the refund policy; in English unless given the words.
 */
export function FeeNote({ copy = feeNoteCopy }: { copy?: Copy<typeof feeNoteCopy> }) {
  return (
    <Text size="sm" tone="muted">
      {copy.summary} <Link href={REFUND_POLICY_PATH}>{copy.refundPolicy}</Link>
    </Text>
  );
}
