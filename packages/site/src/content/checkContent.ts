import {
  catalogue,
  checkCatalogue,
  checkEntry,
  closingWarnings,
  contactPageCopy,
  unique,
} from '@aarambh/content';
import { categoryPages } from './categoryPages';
import { policies } from './policies';
import { popupSlides } from './popupSlidesEnglish';
import { categoryPageSchema, faqSchema, policySchema, popupSlideSchema } from './schemas';

/** Everything the site ships as content, by name, for `checkContent`: the catalogue and its own. */
const allContent = {
  ...catalogue,
  categoryPages,
  popupSlides,
  faqs: contactPageCopy.faqs,
  policies,
};

type Content = typeof allContent;

/**
 * Validates the catalogue (`checkCatalogue` from `@aarambh/content`) and the site's own content
 * against their schemas and the rules that span entries (unique ids, one page per category).
 * Returns one line per problem, `[]` when all is well. The prerender step stops the build on any
 * problem; `content.test.ts` runs it too, also with parts of the content replaced (`changes`).
 */
export function checkContent(changes: Partial<Content> = {}): string[] {
  const content = { ...allContent, ...changes };
  const problems = checkCatalogue(content);
  content.categoryPages.forEach((entry, index) =>
    checkEntry(problems, `categoryPages[${index}]`, categoryPageSchema, entry),
  );
  content.popupSlides.forEach((entry, index) =>
    checkEntry(problems, `popupSlides[${index}]`, popupSlideSchema, entry),
  );
  content.faqs.forEach((entry, index) => checkEntry(problems, `faqs[${index}]`, faqSchema, entry));
  content.policies.forEach((entry, index) => checkEntry(problems, `policies[${index}]`, policySchema, entry));

  if (!unique(content.categoryPages.map((entry) => entry.category)))
    problems.push('categoryPages: categories are not unique');
  if (!unique(content.popupSlides.map((entry) => entry.id))) problems.push('popupSlides: ids are not unique');
  for (const service of content.services) {
    if (!content.categoryPages.some((page) => page.category === service.id)) {
      problems.push(`services.${service.id}: no category page`);
    }
  }
  for (const policy of content.policies) {
    if (!unique(policy.sections.map((section) => section.id)))
      problems.push(`policies.${policy.slug}: section ids are not unique`);
  }
  return problems;
}

/**
 * What the build warns of on `today` without stopping: each listing that closes within 14 days
 * (`closingWarnings`), so that someone extends or replaces it before it leaves the lists.
 */
export function contentWarnings(today: Date): string[] {
  return closingWarnings(catalogue, today);
}
