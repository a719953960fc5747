import type { Opportunity } from '../schemas.ts';

/**
 * The words of an opportunity's page around the catalogue's texts, in English. `{category}`,
 * `{start}`, `{date}` and the description's names are filled in by the page.
 */
export const opportunityPageCopy = {
  /** The page's description for search results, after the opportunity's own. */
  seoDescription: '{description} {duration}, {location}. Offered by {company}.',
  backTo: 'Back to {category}',
  /** The back link's page when the opportunity's category has no page of its own. */
  services: 'Services',
  starts: 'Starts: {start}',
  applyBy: 'Apply by {date}',
  apply: 'Apply Now',
  summary: 'Duration, price and dates',
  price: 'Price',
  dates: 'Dates',
  duration: 'Duration',
  otherOpportunities: 'Other Opportunities',
  about: 'About This Opportunity',
  skills: 'Skills You Will Use',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  benefits: 'Benefits',
  company: 'About the Company',
  noCompany: 'Company information not available.',
};

/**
 * The texts of an opportunity that its page translates: its long copy, what its scholarship is
 * for, and its company's description. The title, the company's name and the skills stay as the
 * catalogue writes them (docs/i18n.md, glossary).
 */
export function opportunityTexts(entry: Opportunity) {
  return {
    description: entry.description,
    longDescription: entry.longDescription,
    requirements: entry.requirements,
    benefits: entry.benefits,
    responsibilities: entry.responsibilities,
    ...(entry.pay.kind === 'scholarship' && entry.pay.for ? { payFor: entry.pay.for } : {}),
    ...(entry.companyInfo
      ? {
          companyInfo: {
            description: entry.companyInfo.description,
            size: entry.companyInfo.size,
            industry: entry.companyInfo.industry,
          },
        }
      : {}),
  };
}

export type OpportunityTexts = ReturnType<typeof opportunityTexts>;
