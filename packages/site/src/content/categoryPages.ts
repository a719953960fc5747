import { categories, categoryPagesCopy, categoryTitles, type Category, type Copy } from '@aarambh/content';
import type { IconName } from '@aarambh/ui';

/** The words of one category page, in either language (`categoryPagesCopy` in `@aarambh/content`). */
export type CategoryPageWords = Copy<(typeof categoryPagesCopy)[Category]>;

/** A category listing page as its view shows it: its words, its cards' icons and price format. */
export interface CategoryPage extends Omit<CategoryPageWords, 'offers'> {
  category: Category;
  title: string;
  eyebrow: string;
  priceGrouping: 'en-IN' | 'en-US';
  offers: readonly { icon: IconName; title: string; description: string }[];
}

/**
 * What each page shows beside its words: the icons of its four 'What We Offer' cards, and the
 * digit grouping of its prices (Indian on the development pages, US on the training pages).
 */
const layout: Record<Category, { priceGrouping: CategoryPage['priceGrouping']; icons: readonly IconName[] }> =
  {
    'software-development': { priceGrouping: 'en-IN', icons: ['file', 'chat', 'upload', 'success'] },
    'app-development': { priceGrouping: 'en-IN', icons: ['phone', 'upload', 'chat', 'success'] },
    'website-development': { priceGrouping: 'en-IN', icons: ['map-pin', 'check', 'search', 'star'] },
    'workshop-training': { priceGrouping: 'en-US', icons: ['chat', 'file', 'clock', 'success'] },
    'training-programs': { priceGrouping: 'en-US', icons: ['file', 'chat', 'briefcase', 'success'] },
    internship: { priceGrouping: 'en-US', icons: ['briefcase', 'chat', 'star', 'calendar'] },
  };

/** A category's page with `words` in a language, titled `title` (its service's name in that language). */
export function categoryPageIn(category: Category, words: CategoryPageWords, title: string): CategoryPage {
  const { priceGrouping, icons } = layout[category];
  return {
    ...words,
    category,
    title,
    eyebrow: title,
    priceGrouping,
    offers: words.offers.map((offer, index) => ({ ...offer, icon: icons[index]! })),
  };
}

/** The hero, 'What We Offer' block and closing call to action of each category listing page, in English. */
export const categoryPages: readonly CategoryPage[] = categories.map((category) =>
  categoryPageIn(category, categoryPagesCopy[category], categoryTitles[category]),
);

export function categoryPageFor(category: Category): CategoryPage {
  const page = categoryPages.find((entry) => entry.category === category);
  if (!page) throw new Error(`No category page for ${category}`);
  return page;
}
