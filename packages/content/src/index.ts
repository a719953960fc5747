// The catalogue: the company config, the opportunities, the openings, the services and their
// prices, with the valibot schemas that check them. The one truth the site shows and the API
// trusts; it imports no other package of the house.
export { categoryTitles } from './categoryTitles.ts';
export { catalogue, checkCatalogue, checkEntry, unique, type Catalogue } from './checkCatalogue.ts';
export { company, type Company } from './company.ts';
export { feePolicy } from './fees.ts';
export { jobs } from './jobs.ts';
export { feeFor, findJob, findOpportunity, priceOf, type Pricing } from './lookup.ts';
export { postedAgo } from './posted.ts';
export { opportunities, ownerEmails, standardPricing } from './opportunities.ts';
export {
  CLOSING_NOTICE_DAYS,
  ROLLING_INTAKE,
  closedText,
  closingWarnings,
  dayKey,
  durationText,
  feeAndPayNote,
  firstDay,
  formatDay,
  isOpen,
  offeredDurations,
  openListings,
  payText,
  programText,
  startText,
  type ListingDates,
} from './schedule.ts';
export {
  categories,
  departments,
  durationOptions,
  internshipDurations,
  type Category,
  type Department,
  type DurationOption,
  type InternshipDuration,
} from './options.ts';
export {
  categorySchema,
  companySchema,
  contentFields,
  durationKeySchema,
  durationKeys,
  jobSchema,
  opportunitySchema,
  opportunityTypes,
  serviceSchema,
  type Job,
  type Opportunity,
  type OpportunityType,
  type Service,
} from './schemas.ts';
export { services } from './services.ts';
export { homeCopy } from './copy/home.ts';
export { notFoundCopy } from './copy/notFound.ts';
export { servicesCopy, servicesPageCopy } from './copy/services.ts';
export { locales, type Copy, type Locale } from './translation.ts';
