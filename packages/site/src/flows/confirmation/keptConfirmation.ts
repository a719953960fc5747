import { readConfirmation, type SubmissionConfirmation } from '@aarambh/machines/schemas';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/**
 * A confirmation kept for the tab (sessionStorage), so that a reload or a return to the page
 * shows it again instead of an empty form; it goes when the tab closes or the visitor starts
 * over. Only what the answer said is kept (the reference, the catalogue's facts, the status
 * link), never a field the visitor typed but the transaction id; nothing lands in a URL.
 */
const PREFIX = 'aarambh.confirmation.';

/** The forms with a confirmation (their words differ). */
export type ConfirmedForm = 'application' | 'career' | 'contact' | 'feedback';

/**
 * Where a confirmation is kept: one per form, and an internship application's per opportunity
 * (`application-7`), so one programme's confirmation never shows on another's page.
 */
export type ConfirmationKey = Exclude<ConfirmedForm, 'application'> | `application-${number}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the confirmation shows until the page is left.
    return undefined;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept confirmation's text as stored (a string, so the same while it is unchanged). */
function keptText(form: ConfirmationKey): string | null {
  try {
    return storage()?.getItem(PREFIX + form) ?? null;
  } catch {
    return null;
  }
}

function read(text: string | null): SubmissionConfirmation | null {
  if (!text) return null;
  try {
    return readConfirmation(JSON.parse(text));
  } catch {
    return null;
  }
}

export function keepConfirmation(form: ConfirmationKey, confirmation: SubmissionConfirmation): void {
  try {
    storage()?.setItem(PREFIX + form, JSON.stringify(confirmation));
  } catch {
    // A full or refused storage keeps nothing; the confirmation still shows now.
  }
  for (const listener of listeners) listener();
}

export function forgetConfirmation(form: ConfirmationKey): void {
  try {
    storage()?.removeItem(PREFIX + form);
  } catch {
    // Nothing was kept.
  }
  for (const listener of listeners) listener();
}

/**
 * The confirmation a form shows: the latest answer's (`latest`, kept for the tab as it arrives),
 * else the one kept from before a reload. The kept one is read after hydration (the server has
 * none), so the prerendered HTML and the first render agree. `startOver` forgets it and brings
 * the form back.
 */
export function useConfirmation(
  form: ConfirmationKey,
  latest: SubmissionConfirmation | null,
): { confirmation: SubmissionConfirmation | null; startOver: () => void } {
  const text = useSyncExternalStore(
    subscribe,
    () => keptText(form),
    () => null,
  );
  const kept = useMemo(() => read(text), [text]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (latest) keepConfirmation(form, latest);
  }, [form, latest]);
  const candidate = latest ?? kept;
  const confirmation = candidate && candidate.reference !== dismissed ? candidate : null;
  const startOver = useCallback(() => {
    forgetConfirmation(form);
    setDismissed(candidate?.reference ?? null);
  }, [form, candidate]);
  return { confirmation, startOver };
}
