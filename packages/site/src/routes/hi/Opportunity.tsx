import {
  applyPageCopy,
  categoryPageCopy,
  feeNoteCopy,
  opportunityPageCopy,
  opportunityTexts,
  servicesCopy,
  type Opportunity,
} from '@aarambh/content';
import {
  applyPageHindi,
  categoryPageHindi,
  feeNoteHindi,
  hindiCopy,
  opportunitiesHindi,
  opportunityPageHindi,
  scheduleHindi,
  servicesHindi,
} from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { categoryPath, hindiTwins, opportunityPath } from '../../i18n/pages';
import { isCategory } from '../../lib/categoryRoute';
import { findOpportunity } from '../../lib/urlIds';
import { useParams } from '../../boot';
import { HindiInternshipApplicationForm } from '../../flows/lazy';
import { OpportunityPage } from '../Opportunity';
import type { ApplyIn } from '../OpportunityApply';
import { englishWords, type OpportunityWords } from '../opportunityWords';
import { HindiNotFoundPage } from './NotFound';

/** An opportunity's page in Hindi, `/hi/opportunity/<id>`. */
export function HindiOpportunityPage({ entry }: { entry: Opportunity }) {
  const category = isCategory(entry.category) ? entry.category : undefined;
  // One language for the whole page: English (under a Hindi note) while any of its Hindi is stale
  // or missing.
  const english = {
    labels: opportunityPageCopy,
    texts: opportunityTexts(entry),
    values: categoryPageCopy,
    feeNote: feeNoteCopy,
    ...(category ? { category: servicesCopy[category].title } : {}),
  };
  const texts = opportunitiesHindi[entry.id];
  const { lang, copy } = texts
    ? hindiCopy(english, {
        labels: opportunityPageHindi,
        texts,
        values: categoryPageHindi,
        feeNote: feeNoteHindi,
        ...(category ? { category: servicesHindi[category].title } : {}),
      })
    : { lang: 'en' as const, copy: english };
  const words: OpportunityWords =
    lang === 'hi'
      ? {
          language: 'hi',
          path: `/hi/opportunity/${entry.id}`,
          labels: copy.labels,
          texts: copy.texts,
          schedule: scheduleHindi,
          typeOf: (type) => copy.values.types[type],
          locationOf: (location) => copy.values.locations[location] ?? location,
          durationOf: (option) => copy.values.durations[option.value],
          back: category
            ? { href: categoryPath(category, 'hi'), title: copy.category ?? copy.labels.services }
            : { href: hindiTwins['/services'], title: copy.labels.services },
          opportunityHref: (id) => opportunityPath(id, 'hi'),
          text: markLatin,
          latin: (value) => <span lang="en">{value}</span>,
        }
      : { ...englishWords(entry), path: `/hi/opportunity/${entry.id}` };
  // Apply mode in Hindi: its words, and the form with its Hindi (loaded when Apply Now is pressed).
  const applyPage = hindiCopy(applyPageCopy, applyPageHindi);
  const apply: ApplyIn = { lang: applyPage.lang, copy: applyPage.copy, Form: HindiInternshipApplicationForm };
  return (
    <HindiPage lang={lang}>
      <OpportunityPage entry={entry} words={words} feeNote={copy.feeNote} apply={apply} />
    </HindiPage>
  );
}

export function Component() {
  const { id } = useParams();
  const entry = findOpportunity(id);
  return entry ? <HindiOpportunityPage entry={entry} /> : <HindiNotFoundPage />;
}
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
