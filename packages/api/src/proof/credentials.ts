// What each document says as a W3C Verifiable Credential 2.0: a certificate is an Open Badges 3.0
// OpenBadgeCredential, an offer letter an OfferLetterCredential (its terms under the base
// context's issuer-dependent vocabulary); each points to its bit in the revocation list, a
// BitstringStatusListCredential signed the same way.
import { gunzipSync, gzipSync } from 'node:zlib';
import { company } from '@aarambh/content';
import {
  type DocumentFields,
  completionOutcomeLabels,
  documentCalls,
  documentDay,
} from '@aarambh/machines/schemas';
import { STATUS_LIST_SIZE } from '../storage/documents.ts';

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** The issuer as every credential names it: the site's origin, with the company's legal name. */
function issuer(origin: string) {
  return { id: origin, type: ['Profile'], name: company.legalName, url: origin };
}

/** The status list's URL at an origin. */
export const statusListUrl = (origin: string) => `${origin}${documentCalls.statusList}`;

/** The credential of a document: what the signed VC-JWT carries, every printed field included. */
export function documentCredential(
  document: { id: string; fields: DocumentFields; statusIndex: number; issuedAt: Date },
  origin: string,
): Record<string, unknown> {
  const { id, fields, statusIndex } = document;
  const url = `${origin}${documentCalls.documentPage(id)}`;
  const status = {
    id: `${statusListUrl(origin)}#${statusIndex}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(statusIndex),
    statusListCredential: statusListUrl(origin),
  };
  const common = {
    id: url,
    issuer: issuer(origin),
    validFrom: document.issuedAt.toISOString(),
    credentialStatus: status,
  };
  if (fields.kind === 'certificate') {
    return {
      '@context': [VC_CONTEXT, OB_CONTEXT],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      ...common,
      name: `${fields.programme}: ${completionOutcomeLabels[fields.outcome]}`,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: fields.name },
        ],
        achievement: {
          id: `${url}#achievement`,
          type: ['Achievement'],
          name: fields.programme,
          description: `${fields.programme} by ${fields.organisation}: ${fields.hours} hours, ${documentDay(fields.startsOn)} to ${documentDay(fields.endsOn)}. ${completionOutcomeLabels[fields.outcome]}.`,
          criteria: { narrative: `Completed the programme as assessed by ${company.legalName}.` },
          ...(fields.projectUrl ? { related: [{ id: fields.projectUrl, type: ['Related'] }] } : {}),
        },
        printed: fields,
      },
    };
  }
  return {
    '@context': [VC_CONTEXT],
    type: ['VerifiableCredential', 'OfferLetterCredential'],
    ...common,
    name: `Offer letter: ${fields.role}`,
    credentialSubject: { type: ['OfferLetter'], printed: fields },
  };
}

/**
 * The revocation list: a bit per index, the first the left-most of the first byte, GZIP'd and
 * multibase base64url (`u`), as the Bitstring Status List spec writes it.
 */
export function encodedStatusList(setIndexes: readonly number[]): string {
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const index of setIndexes) bits[index >> 3]! |= 0x80 >> (index & 7);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Whether a status list (its `encodedList`) has an index's bit set: the first bit is the left-most. */
export function listHasBit(encodedList: string, index: number): boolean {
  const bits = gunzipSync(Buffer.from(encodedList.replace(/^u/, ''), 'base64url'));
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

/** The status list credential as of `now`, with every set index. */
export function statusListCredential(setIndexes: readonly number[], origin: string, now: Date) {
  return {
    '@context': [VC_CONTEXT],
    id: statusListUrl(origin),
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer(origin),
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${statusListUrl(origin)}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodedStatusList(setIndexes),
    },
  };
}
