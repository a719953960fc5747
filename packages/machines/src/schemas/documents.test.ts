import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type DocumentFields,
  completionSchema,
  createDocumentId,
  documentDay,
  verifyPages,
  documentLines,
  documentMessages,
  documentText,
  formatDocumentId,
  isCalendarDay,
  issueDocumentSchema,
  linkedInCertificateUrl,
  offerTermsSchema,
  readDocumentId,
  revokeDocumentSchema,
} from './documents.ts';

const certificate: DocumentFields = {
  kind: 'certificate',
  name: 'Asha Rao',
  programme: 'Full Stack Web Development',
  organisation: 'Aarambh Labs',
  startsOn: '2026-09-01',
  endsOn: '2026-11-20',
  hours: 240,
  outcome: 'distinction',
  projectUrl: 'https://github.com/asha-rao/clinic-booking',
  issuedOn: '2026-11-28',
};
const offer: DocumentFields = {
  kind: 'offer',
  name: 'Kiran Shah',
  role: 'Frontend Developer',
  department: 'Engineering',
  startsOn: '2027-01-04',
  place: 'New Delhi',
  compensation: 'INR 6,00,000 a year',
  expiresOn: '2026-12-15',
  issuedOn: '2026-11-28',
};
const submissionId = '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e01';
const messagesOf = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  result.success ? [] : result.issues!.map((issue) => issue.message);

describe('document ids', () => {
  it('are twelve digits whose last checks the others, read back however they are typed from paper', () => {
    const id = createDocumentId();
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(readDocumentId(id)).toBe(id);
    expect(readDocumentId(` ${formatDocumentId(id).toLowerCase()} `)).toBe(id);
    expect(formatDocumentId('7K3MQ2PC84HD')).toBe('7K3M-Q2PC-84HD');
  });

  it('catch one digit mistyped or two swapped before anything is looked up', () => {
    const id = createDocumentId();
    const digits = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const changed = id.slice(0, 3) + digits[(digits.indexOf(id[3]!) + 1) % 32] + id.slice(4);
    expect(readDocumentId(changed)).toBeUndefined();
    const swapped = id[4] === id[5] ? undefined : id.slice(0, 4) + id[5] + id[4] + id.slice(6);
    if (swapped) expect(readDocumentId(swapped)).toBeUndefined();
    expect(readDocumentId(id.slice(1))).toBeUndefined();
  });
});

describe('what staff enter', () => {
  const completion = {
    submissionId,
    printedName: '  Asha Rao ',
    startsOn: '2026-09-01',
    endsOn: '2026-11-20',
    hours: 240,
    outcome: 'completed',
    projectUrl: '',
  };

  it('takes a completion with its name trimmed and no project link, and refuses an end before the start, a day the calendar lacks and a link that is not https', () => {
    expect(v.parse(completionSchema, completion).printedName).toBe('Asha Rao');
    expect(messagesOf(v.safeParse(completionSchema, { ...completion, endsOn: '2026-08-31' }))).toEqual([
      documentMessages.endsOn,
    ]);
    expect(messagesOf(v.safeParse(completionSchema, { ...completion, startsOn: '2026-02-30' }))).toContain(
      documentMessages.date,
    );
    expect(
      messagesOf(v.safeParse(completionSchema, { ...completion, projectUrl: 'http://example.com' })),
    ).toEqual([documentMessages.projectUrl]);
    expect(messagesOf(v.safeParse(completionSchema, { ...completion, hours: 0.5 }))).toContain(
      documentMessages.hours,
    );
  });

  it('takes an offer whose day to answer is on or before its start, and refuses one after', () => {
    const terms = {
      printedName: 'Kiran Shah',
      startsOn: '2027-01-04',
      place: 'New Delhi',
      compensation: 'INR 6 lakh',
      expiresOn: '2026-12-15',
    };
    expect(v.is(issueDocumentSchema, { kind: 'offer', submissionId, terms })).toBe(true);
    expect(messagesOf(v.safeParse(offerTermsSchema, { ...terms, expiresOn: '2027-01-05' }))).toEqual([
      documentMessages.expiresOn,
    ]);
    expect(v.is(issueDocumentSchema, { kind: 'certificate', submissionId })).toBe(true);
    expect(v.is(issueDocumentSchema, { kind: 'offer', submissionId })).toBe(false);
  });

  it('revokes by a canonical id with a reason', () => {
    const documentId = createDocumentId();
    expect(v.is(revokeDocumentSchema, { documentId, reason: 'Issued in error' })).toBe(true);
    expect(
      messagesOf(
        v.safeParse(revokeDocumentSchema, {
          documentId: formatDocumentId(documentId),
          reason: 'Issued in error',
        }),
      ),
    ).toEqual([documentMessages.id]);
    expect(messagesOf(v.safeParse(revokeDocumentSchema, { documentId, reason: ' ' }))).toEqual([
      documentMessages.reason,
    ]);
  });

  it('knows the days the calendar has', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-1-4')).toBe(false);
  });
});

describe('what a document prints', () => {
  it('prints every field of a certificate in order, its project only when it has one, and a hidden name as hidden', () => {
    expect(documentLines(certificate).map(({ label }) => label)).toEqual([
      'Awarded to',
      'Programme',
      'Offered by',
      'From',
      'To',
      'Hours',
      'Outcome',
      'Project',
      'Issued on',
    ]);
    expect(documentLines({ ...certificate, projectUrl: null }).map(({ label }) => label)).not.toContain(
      'Project',
    );
    expect(documentLines(certificate, null)[0]).toEqual({
      label: 'Awarded to',
      value: 'Hidden by its holder',
    });
    expect(documentLines(certificate)[6]).toEqual({ label: 'Outcome', value: 'Completed with distinction' });
  });

  it('prints an offer with its terms, and its whole text (what an acceptance hashes) names the kind and id', () => {
    expect(documentLines(offer).find(({ label }) => label === 'Offer expires on')?.value).toBe(
      documentDay('2026-12-15'),
    );
    const text = documentText('7K3MQ2PC84HD', offer);
    expect(text.split('\n')[0]).toBe('Offer letter 7K3M-Q2PC-84HD');
    expect(text).toContain('Compensation: INR 6,00,000 a year');
    expect(documentText('7K3MQ2PC84HD', { ...offer, compensation: 'INR 6,50,000 a year' })).not.toBe(text);
  });

  it('writes a day in English, or on a Hindi page in Hindi with Latin digits', () => {
    expect(documentDay('2026-12-03')).toBe('3 December 2026');
    expect(documentDay('2026-12-03', 'hi')).toBe('3 दिसंबर 2026');
  });

  it('has its verify pages in each language, the Hindi ones under /hi', () => {
    expect(verifyPages.en.document('N61ME3KGYPE4')).toBe('/verify/N61ME3KGYPE4');
    expect(verifyPages.hi.form).toBe('/hi/verify');
    expect(verifyPages.hi.document('N61ME3KGYPE4')).toBe('/hi/verify/N61ME3KGYPE4');
  });

  it('offers LinkedIn the certificate’s name, issuer, month and verify URL, nothing personal', () => {
    const url = new URL(
      linkedInCertificateUrl({
        id: '7K3MQ2PC84HD',
        programme: 'Full Stack Web Development',
        issuer: 'Aarambh Labs Private Limited',
        issuedOn: '2026-11-28',
        verifyUrl: 'https://www.aarambhlabs.example/verify/7K3MQ2PC84HD',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Full Stack Web Development',
      organizationName: 'Aarambh Labs Private Limited',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://www.aarambhlabs.example/verify/7K3MQ2PC84HD',
      certId: '7K3M-Q2PC-84HD',
    });
  });
});
