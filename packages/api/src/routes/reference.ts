import { createSubmissionReference } from '@aarambh/machines/schemas';
import { REFERENCE_TAKEN } from '../storage/types.ts';

/** Draws after which a taken reference is an error: five taken in a row would mean a broken generator. */
const DRAWS = 5;

/**
 * Runs `store` with a new submission reference, and again with another while the storage says the
 * one drawn is taken (nothing was written then). About one draw in 34 billion per stored
 * submission is taken, so a second draw is rare and a third is never expected.
 */
export async function withNewReference<T>(store: (reference: string) => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await store(createSubmissionReference());
    } catch (error) {
      if (draw >= DRAWS || !(error instanceof Error) || error.message !== REFERENCE_TAKEN) throw error;
    }
  }
}
