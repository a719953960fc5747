import * as v from 'valibot';
import { company } from './company.ts';
import { jobs } from './jobs.ts';
import { opportunities } from './opportunities.ts';
import { priceOf } from './lookup.ts';
import { companySchema, durationKeys, jobSchema, opportunitySchema, serviceSchema } from './schemas.ts';
import { services } from './services.ts';

/** The whole catalogue, by name, for `checkCatalogue`. */
export const catalogue = { company, opportunities, jobs, services };

export type Catalogue = typeof catalogue;

/** Whether every value of `values` is different from the others. */
export function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Checks `value` against `schema` and adds one line per issue to `problems`, prefixed with
 * `label` and the issue's path (`opportunities[0].rating: ...`).
 */
export function checkEntry(problems: string[], label: string, schema: v.GenericSchema, value: unknown): void {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    for (const issue of result.issues) {
      problems.push(`${label}${issue.path ? `.${v.getDotPath(issue) ?? ''}` : ''}: ${issue.message}`);
    }
  }
}

/**
 * Validates the catalogue against its schemas and the rules that span fields or entries (unique
 * ids, one route per service, a fee for every duration, a listing closes after it is posted and
 * a batch's applications before it starts). Returns one line per problem, `[]` when all is well. The site's prerender
 * step stops the build on any problem (through the site's `checkContent`); `catalogue.test.ts`
 * runs it too.
 */
export function checkCatalogue(content: Catalogue = catalogue): string[] {
  const problems: string[] = [];
  checkEntry(problems, 'company', companySchema, content.company);
  content.opportunities.forEach((entry, index) =>
    checkEntry(problems, `opportunities[${index}]`, opportunitySchema, entry),
  );
  content.jobs.forEach((entry, index) => checkEntry(problems, `jobs[${index}]`, jobSchema, entry));
  content.services.forEach((entry, index) =>
    checkEntry(problems, `services[${index}]`, serviceSchema, entry),
  );

  if (!unique(content.opportunities.map((entry) => entry.id)))
    problems.push('opportunities: ids are not unique');
  if (!unique(content.jobs.map((entry) => entry.id))) problems.push('jobs: ids are not unique');
  if (!unique(content.services.map((entry) => entry.id))) problems.push('services: ids are not unique');
  for (const listing of [...content.opportunities, ...content.jobs]) {
    const name = `${'category' in listing ? 'opportunities' : 'jobs'}.${listing.id}`;
    if (listing.closes < listing.datePosted) problems.push(`${name}: closes before it is posted`);
  }
  for (const entry of content.opportunities) {
    // The application form and the API take any of the durations: each needs its fee, or the
    // application would go through as free.
    for (const duration of durationKeys) {
      if (priceOf(entry.pricing, duration) === undefined)
        problems.push(`opportunities.${entry.id}: has no fee for ${duration}`);
    }
    // Applications close before the batch starts: nobody applies to a program already running.
    if (entry.intake.kind === 'batch' && entry.closes >= entry.intake.starts)
      problems.push(`opportunities.${entry.id}: closes on or after its batch starts`);
  }
  for (const service of content.services) {
    if (service.route !== `/services/${service.id}`)
      problems.push(`services.${service.id}: route is not /services/${service.id}`);
  }
  return problems;
}
