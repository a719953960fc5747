// The PDFs as a reader sees them: one page each, every printed line on it, the id as printed,
// and a QR code that a phone reads as the document's verify URL.
import { type DocumentFields, documentLines, formatDocumentId } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../harness/pdfPages.ts';
import { documentPdf } from './pdf.ts';

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
  place: 'Aarambh Labs, Connaught Place, New Delhi',
  compensation: 'INR 6,00,000 a year',
  expiresOn: '2026-12-15',
  issuedOn: '2026-11-28',
};

describe('document PDFs', () => {
  it.each([
    ['certificate', certificate, '7K3MQ2PC84HD'],
    ['offer letter', offer, 'Q2PC84HD7K3M'],
  ] as const)(
    'prints a %s on one page with every field, its id, and a QR code of its verify URL',
    async (_, fields, id) => {
      const verifyUrl = `https://www.aarambhlabs.example/verify/${id}`;
      const pdf = await documentPdf({ id, fields, verifyUrl, issuedAt: new Date('2026-11-28T10:00:00Z') });
      const page = await readPdf(pdf);
      expect(page.pages).toBe(1);
      expect(page.qr).toBe(verifyUrl);
      const text = page.text.replace(/\s+/g, ' ');
      for (const { label, value } of documentLines(fields)) {
        expect(text).toContain(label);
        expect(text).toContain(value);
      }
      expect(text).toContain(formatDocumentId(id));
      expect(text).toContain(verifyUrl);
    },
  );
});
