import { company } from '@aarambh/content';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}

export const organization = (): JsonLd => ({
  '@type': 'Organization',
  name: company.name,
  url: company.siteUrl,
  sameAs: company.social.map((profile) => profile.href),
});

/** The registered office, as the receipts print it. */
export const postalAddress = (): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: company.address.street,
  postalCode: company.address.postalCode,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  addressCountry: company.address.countryCode,
});

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` break-out). */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
