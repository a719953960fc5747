import {
  categoryTitles,
  opportunityPageCopy,
  opportunityTexts,
  scheduleEnglish,
  type Copy,
  type DurationOption,
  type Locale,
  type Opportunity,
  type OpportunityTexts,
  type ScheduleTexts,
} from '@aarambh/content';
import type { ReactNode } from 'react';
import { isCategory, routeForCategory } from '../lib/categoryRoute';

/**
 * What an opportunity's page says around the catalogue's fixed values, in the page's language:
 * its words, the opportunity's long copy, the schedule's sentences and its links. The English
 * page's are `englishWords`; the Hindi twin's are made in `routes/hi/Opportunity.tsx`.
 */
export interface OpportunityWords {
  language: Locale;
  /** The page's own path. */
  path: string;
  labels: Copy<typeof opportunityPageCopy>;
  texts: Copy<OpportunityTexts>;
  schedule: ScheduleTexts;
  /** A catalogue value (type, location, a duration's label) in the page's language. */
  typeOf: (type: Opportunity['type']) => string;
  locationOf: (location: string) => string;
  durationOf: (option: DurationOption) => string;
  /** The back link: the opportunity's category page in the page's language. */
  back: { href: string; title: string };
  /** Another opportunity's page, from the sidebar. */
  opportunityHref: (id: number) => string;
  /** How a text is shown (the Hindi page marks its English fragments). */
  text: (value: string) => ReactNode;
  /** A name kept in Latin script (title, company, skills), marked English on a Hindi page. */
  latin: (value: ReactNode) => ReactNode;
}

const same = <T,>(value: T) => value;

/** The English page's words: the catalogue's texts as they are. */
export function englishWords(entry: Opportunity): OpportunityWords {
  return {
    language: 'en',
    path: `/opportunity/${entry.id}`,
    labels: opportunityPageCopy,
    texts: opportunityTexts(entry),
    schedule: scheduleEnglish,
    typeOf: same,
    locationOf: same,
    durationOf: (option) => option.label,
    back: {
      href: routeForCategory(entry.category),
      title: isCategory(entry.category) ? categoryTitles[entry.category] : opportunityPageCopy.services,
    },
    opportunityHref: (id) => `/opportunity/${id}`,
    text: same,
    latin: same,
  };
}

/** A label with its `{name}` filled in. */
export function fill(label: string, name: string, value: string): string {
  return label.replace(`{${name}}`, value);
}

/** The entry as the schedule's sentences read it: its scholarship's `for` in the page's language. */
export function scheduleEntry(entry: Opportunity, texts: Copy<OpportunityTexts>): Opportunity {
  return entry.pay.kind === 'scholarship' && texts.payFor
    ? { ...entry, pay: { ...entry.pay, for: texts.payFor } }
    : entry;
}
