import { feePolicy } from '../fees.ts';

/** The line beside a price: what the fee covers and the refund rule (`feePolicy.summary`), and its link. */
export const feeNoteCopy = {
  summary: feePolicy.summary,
  refundPolicy: 'Refund policy',
};
