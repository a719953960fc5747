import { company } from '../company.ts';

/**
 * The words of the public verify pages (`/verify`, `/verify/ID`); the status page's documents
 * section has its own (`statusPageCopy.documents`). What a document prints (its labelled lines, its
 * kind's name, its id's grouping) is the machines' own (`documentLines`, `documentKindLabels`,
 * `formatDocumentId`), and stays as printed on a Hindi page. `{date}` and `{id}` are filled in
 * (`fillIn`).
 */
export const verifyCopy = {
  title: 'Verify a Certificate or Offer Letter',
  description: `Check that a certificate or an offer letter from ${company.name} is real and still valid.`,
  heading: 'Verify a Document',
  intro: `Every certificate and offer letter from ${company.name} carries an id and a link to this page. Type the id to see what the document says and whether it is still valid.`,
  form: {
    label: 'Document id: type the 12 characters printed on the document',
    hint: 'Capitals, spaces and dashes do not matter.',
    button: 'Verify',
    unknown:
      'No document has that id. Check each character against the document (the last one is a check: one mistyped character is caught) and try again.',
  },
  documentHeadings: { certificate: 'Certificate', offer: 'Offer Letter' },
  id: 'Document id',
  issuer: 'Issued by',
  states: {
    valid: 'Valid',
    revoked: 'Revoked on {date}',
    superseded: 'Replaced by a newer document',
    accepted: 'Offer accepted on {date}',
    declined: 'Offer declined on {date}',
    expired: 'Offer expired on {date}',
  },
  stateTexts: {
    valid: {
      certificate: `${company.name} issued this certificate and it has not been withdrawn. Check that the document you were shown says exactly what is below.`,
      offer: `${company.name} issued this offer letter and it is open until the date below. Check that the letter you were shown says exactly what is below.`,
    },
    revoked: `${company.name} withdrew this document: it no longer proves anything.`,
    superseded: 'This document was reissued (a corrected name, say). Only the newer one is valid:',
    accepted: 'The holder accepted this offer.',
    declined: 'The holder declined this offer.',
    expired: 'This offer was not answered before it expired.',
  },
  supersededLink: 'See document {id}',
  printed: 'What the document prints',
  nameCheck: {
    heading: "Check the holder's name",
    text: 'The holder chose not to show their name here. Type the name printed on the document: this page says whether it matches, and never shows it.',
    label: "Type the holder's name to check it",
    button: 'Check the Name',
    match: 'The name matches the one this document was issued to.',
    mismatch:
      'The name does not match the one this document was issued to. Check the spelling as printed on the document.',
  },
  credential: 'Download the signed credential',
  credentialText:
    'The signed credential (a W3C Verifiable Credential) lets anyone check this document without trusting this page.',
  linkedIn: 'Add to LinkedIn',
  another: 'Verify another document',
} as const;
