// The lookup from English messages to their Hindi, over the sets given: `messageInHindi` builds it
// over every set of the machines; a page that shows only a few (a mailed link's page) builds it
// over those, and loads no other Hindi. A module apart from index.ts for that reason.
import { sourceHash, type Translated, type Translation } from '@aarambh/content/hindi';

/** An English set of messages and its Hindi set, typed together. */
export interface MessageSet<T> {
  english: T;
  hindi: Translation<T>;
}

/**
 * Each English text of a set beside its Hindi, in the English set's order. A Hindi text is a plain
 * string in the site's client build that found none stale (scripts/hindiAtBuild.ts drops the hashes).
 */
export function messagePairs(english: unknown, hindi: unknown): [string, Translated | string][] {
  if (typeof english === 'string') return [[english, hindi as Translated | string]];
  return Object.entries(english as object).flatMap(([key, value]) =>
    messagePairs(value, (hindi as Record<string, unknown>)[key]),
  );
}

/**
 * The Hindi of every English message of `sets` whose translation is up to date: a stale one is
 * left out, so its English shows rather than an outdated Hindi. A plain string is up to date: the
 * build that dropped its hash found nothing stale.
 */
export function currentHindiMessages(sets: readonly MessageSet<unknown>[]): ReadonlyMap<string, string> {
  return new Map(
    sets
      .flatMap(({ english, hindi }) => messagePairs(english, hindi))
      .flatMap(([english, hindi]): [string, string][] =>
        typeof hindi === 'string'
          ? [[english, hindi]]
          : hindi.source === sourceHash(english)
            ? [[english, hindi.text]]
            : [],
      ),
  );
}
