import type { SubmissionConfirmation } from '@aarambh/machines/schemas';
import { useSyncExternalStore } from 'react';

/**
 * A confirmation kept for the tab (sessionStorage), so that a reload or a return to the page
 * shows it again instead of an empty form; it goes when the tab closes or the visitor starts
 * over. Only what the answer said is kept (the reference, the catalogue's facts, the status
 * link), never a field the visitor typed but the transaction id; nothing lands in a URL.
 *
 * This module reads and writes the text only, without valibot: a page that only needs to know
 * whether one is kept (the opportunity and careers pages) does not load the calls' schemas, which
 * come with the first form (`useConfirmation.ts` reads the text with them).
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
 * The text of the confirmation kept under `key`, or null: after hydration only (the server has
 * none), so the prerendered HTML and the first render agree.
 */
export function useKeptConfirmationText(key: ConfirmationKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => keptText(key),
    () => null,
  );
}
