import { readConfirmation, type SubmissionConfirmation } from '@aarambh/machines/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type ConfirmationKey,
  forgetConfirmation,
  keepConfirmation,
  useKeptConfirmationText,
} from './keptConfirmation';

function read(text: string | null): SubmissionConfirmation | null {
  if (!text) return null;
  try {
    return readConfirmation(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The confirmation a form shows: the latest answer's (`latest`, kept for the tab as it arrives),
 * else the one kept from before a reload (`useKeptConfirmationText`). `startOver` forgets it and
 * brings the form back.
 */
export function useConfirmation(
  key: ConfirmationKey,
  latest: SubmissionConfirmation | null,
): { confirmation: SubmissionConfirmation | null; startOver: () => void } {
  const text = useKeptConfirmationText(key);
  const kept = useMemo(() => read(text), [text]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (latest) keepConfirmation(key, latest);
  }, [key, latest]);
  const candidate = latest ?? kept;
  const confirmation = candidate && candidate.reference !== dismissed ? candidate : null;
  const startOver = useCallback(() => {
    forgetConfirmation(key);
    setDismissed(candidate?.reference ?? null);
  }, [key, candidate]);
  return { confirmation, startOver };
}
