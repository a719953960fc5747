import {
  categoryPageCopy,
  categoryPagesCopy,
  feeNoteCopy,
  servicesCopy,
  type Category,
} from '@aarambh/content';
import {
  categoryPageHindi,
  categoryPagesHindi,
  feeNoteHindi,
  hindiCopy,
  servicesHindi,
} from '@aarambh/content/hindi';
import { categoryPageIn } from '../../content/categoryPages';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { categoryPath, hindiTwins, opportunityPath } from '../../i18n/pages';
import { isCategory } from '../../lib/categoryRoute';
import { useParams, useToday } from '../../boot';
import { CategoryListingPage, categoryEntries } from '../Category';
import { HindiNotFoundPage } from './NotFound';

/** A category listing page in Hindi, its cards leading to the opportunities' pages. */
export function HindiCategoryPage({ category }: { category: Category }) {
  const today = useToday();
  // One language for the whole page, its title and cards included: English while any of it is stale.
  const { lang, copy } = hindiCopy(
    {
      page: categoryPagesCopy[category],
      labels: categoryPageCopy,
      feeNote: feeNoteCopy,
      title: servicesCopy[category].title,
    },
    {
      page: categoryPagesHindi[category],
      labels: categoryPageHindi,
      feeNote: feeNoteHindi,
      title: servicesHindi[category].title,
    },
  );
  return (
    <HindiPage lang={lang}>
      <CategoryListingPage
        page={categoryPageIn(category, copy.page, copy.title)}
        entries={categoryEntries(category, today)}
        labels={copy.labels}
        feeNote={copy.feeNote}
        links={{
          page: categoryPath(category, 'hi'),
          services: hindiTwins['/services'],
          opportunity: (id) => opportunityPath(id, 'hi'),
        }}
        text={lang === 'hi' ? markLatin : undefined}
        ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
      />
    </HindiPage>
  );
}

export function Component() {
  const { category } = useParams();
  if (!isCategory(category)) return <HindiNotFoundPage />;
  return <HindiCategoryPage category={category} />;
}
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
