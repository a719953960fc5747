import * as v from 'valibot';
import { company } from './company';
import { faqs } from './faq';
import { jobs } from './jobs';
import { opportunities } from './opportunities';
import { policies } from './policies';
import { popupSlides } from './popupSlides';
import {
  categoryPageSchema,
  companySchema,
  faqSchema,
  jobSchema,
  opportunitySchema,
  policySchema,
  popupSlideSchema,
  serviceSchema,
} from './schemas';
import { categoryPages, services } from './services';

/** Everything the site ships as content, by name, for `checkContent`. */
export const allContent = {
  company,
  opportunities,
  jobs,
  services,
  categoryPages,
  popupSlides,
  faqs,
  policies,
};

type Content = typeof allContent;

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Validates the content against its schemas and the rules that span entries (unique ids, one
 * page per category). Returns one line per problem, `[]` when all is well. The prerender step
 * stops the build on any problem; `content.test.ts` runs it too.
 */
export function checkContent(content: Content = allContent): string[] {
  const problems: string[] = [];
  const check = (label: string, schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      for (const issue of result.issues) {
        problems.push(`${label}${issue.path ? `.${v.getDotPath(issue) ?? ''}` : ''}: ${issue.message}`);
      }
    }
  };

  check('company', companySchema, content.company);
  content.opportunities.forEach((entry, index) => check(`opportunities[${index}]`, opportunitySchema, entry));
  content.jobs.forEach((entry, index) => check(`jobs[${index}]`, jobSchema, entry));
  content.services.forEach((entry, index) => check(`services[${index}]`, serviceSchema, entry));
  content.categoryPages.forEach((entry, index) =>
    check(`categoryPages[${index}]`, categoryPageSchema, entry),
  );
  content.popupSlides.forEach((entry, index) => check(`popupSlides[${index}]`, popupSlideSchema, entry));
  content.faqs.forEach((entry, index) => check(`faqs[${index}]`, faqSchema, entry));
  content.policies.forEach((entry, index) => check(`policies[${index}]`, policySchema, entry));

  if (!unique(content.opportunities.map((entry) => entry.id)))
    problems.push('opportunities: ids are not unique');
  if (!unique(content.jobs.map((entry) => entry.id))) problems.push('jobs: ids are not unique');
  if (!unique(content.services.map((entry) => entry.id))) problems.push('services: ids are not unique');
  if (!unique(content.categoryPages.map((entry) => entry.category)))
    problems.push('categoryPages: categories are not unique');
  if (!unique(content.popupSlides.map((entry) => entry.id))) problems.push('popupSlides: ids are not unique');
  for (const service of content.services) {
    if (service.route !== `/services/${service.id}`)
      problems.push(`services.${service.id}: route is not /services/${service.id}`);
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
