// The PDF of a certificate or an offer letter, made with PDFKit: the company's mark, every printed
// field, the id, and a QR code of the verify URL beside the URL in text, so a reader of the paper
// can check it. The PDF is reached only through the holder's status link (or by staff).
import { company } from '@aarambh/content';
import {
  type DocumentFields,
  documentDay,
  documentKindLabels,
  documentLines,
  formatDocumentId,
} from '@aarambh/machines/schemas';
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';

const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#4f46e5';

/** The mark: the brand's square with the company's initial, then its name. */
function mark(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc.roundedRect(x, y, 36, 36, 6).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text('A', x, y + 8, { width: 36, align: 'center' });
  doc
    .fillColor(INK)
    .fontSize(18)
    .text(company.name, x + 48, y + 9, { lineBreak: false });
}

/** The QR code of `text`, drawn as squares (no raster), `size` points wide, with its quiet zone. */
function qrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const cell = size / data.length;
  doc.rect(x, y, size, size).fill('#ffffff');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill('#000000');
}

export interface PrintedDocument {
  id: string;
  fields: DocumentFields;
  /** The public URL of its verify page. */
  verifyUrl: string;
  issuedAt: Date;
}

/** The PDF's bytes. Its dates are the document's, so the same document makes the same file. */
export function documentPdf(document: PrintedDocument): Promise<Buffer> {
  const { id, fields, verifyUrl } = document;
  const certificate = fields.kind === 'certificate';
  const doc = new PDFDocument({
    size: 'A4',
    layout: certificate ? 'landscape' : 'portrait',
    margin: 56,
    info: {
      Title: `${documentKindLabels[fields.kind]} ${formatDocumentId(id)}`,
      Author: company.legalName,
      Subject: certificate ? fields.programme : fields.role,
      CreationDate: document.issuedAt,
      ModDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const left = 56;
  const inner = width - 2 * left;
  if (certificate)
    doc
      .rect(24, 24, width - 48, height - 48)
      .lineWidth(2)
      .stroke(BRAND);
  mark(doc, left, 48);

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(certificate ? 30 : 24);
  doc.text(certificate ? 'Certificate of completion' : 'Offer letter', left, 120, { width: inner });
  doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor(MUTED);
  doc.text(
    certificate
      ? `${company.legalName} certifies that the person named below completed the programme described.`
      : `${company.legalName} offers the position described below to the person named, who accepts or declines it on their application's status page by ${documentDay(fields.expiresOn)}.`,
    { width: inner },
  );
  doc.moveDown(1);

  const labelWidth = 140;
  for (const { label, value } of documentLines(fields)) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(value, left + labelWidth, y, { width: inner - labelWidth });
    doc.moveDown(0.5);
  }

  const qrSize = 110;
  const qrX = width - left - qrSize;
  const qrY = height - 56 - qrSize - 40;
  qrCode(doc, verifyUrl, qrX, qrY, qrSize);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Document id ${formatDocumentId(id)}`, left, qrY + 40, { width: inner - qrSize - 24 });
  doc.text(`Check it at ${verifyUrl}, or scan the code.`, { width: inner - qrSize - 24, link: verifyUrl });
  doc.text(`${company.legalName}, ${company.address.registered}`, { width: inner - qrSize - 24 });
  doc.end();
  return done;
}
