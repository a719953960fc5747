import { company } from '@aarambh/content';
import { organization, postalAddress, type JsonLd } from './structuredData';

/** The company, for the home page. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(),
    legalName: company.legalName,
    email: company.emails.general,
    telephone: company.phone.href.replace('tel:', ''),
    foundingDate: String(company.founded),
    address: postalAddress(),
  };
}
