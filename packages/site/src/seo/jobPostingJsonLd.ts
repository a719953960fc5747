import { company } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { absoluteUrl, organization, postalAddress, type JsonLd } from './structuredData';

function escapeHtml(value: string): string {
  return value.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * A job opening as Google's JobPosting: the required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or TELECOMMUTE with applicantLocationRequirements) and the
 * recommended ones (baseSalary in INR, employmentType, directApply, validThrough, identifier).
 * Only an open opening's page carries it (JobDetail.tsx).
 */
export function jobPostingJsonLd(job: Job): JsonLd {
  const location = job.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: company.address.country },
      }
    : { jobLocation: { '@type': 'Place', address: postalAddress() } };
  const { minValue, maxValue, unitText } = job.baseSalary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      `<p>Responsibilities:</p>${list(job.responsibilities)}`,
      `<p>Requirements:</p>${list(job.requirements)}`,
      `<p>Benefits:</p>${list(job.benefits)}`,
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted: job.datePosted,
    // The catalogue's last day for applications: the page's 'Apply by' and the API's cut-off.
    validThrough: job.closes,
    employmentType: job.type === 'Internship' ? 'INTERN' : 'FULL_TIME',
    hiringOrganization: organization(),
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value:
        maxValue === undefined
          ? { '@type': 'QuantitativeValue', value: minValue, unitText }
          : { '@type': 'QuantitativeValue', minValue, maxValue, unitText },
    },
    experienceRequirements: job.experience,
    directApply: true,
    url: absoluteUrl(`/career/job/${job.id}`),
  };
}
