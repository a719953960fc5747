// The internship and job application calls: fields, the facts the catalogue decides, files and
// malformed multipart bodies. Longer than most files: the two calls share their multipart handling
// and these cases, and are read side by side.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { appForEachTest, createTestApp, memoryTransport, postsTo, storedId } from '../../harness/testApp.ts';
import {
  documents,
  form,
  opening,
  programme,
  validApplicationFields,
  validCareerFields,
  validContact,
} from '../../harness/fixtures.ts';
import { closedText, findJob, findOpportunity, programText } from '@aarambh/content';
import { buildMime } from '../mail/mime.ts';
import { multipartBody } from '../../harness/server.ts';

const t = appForEachTest();
const { postJson, postForm } = postsTo(t);

describe('POST /api/application', () => {
  it.each([
    ['pdf', 'resume.pdf', 'application/pdf', '.pdf'],
    ['doc', 'resume.doc', 'application/msword', '.doc'],
    [
      'docx',
      'resume.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
    ],
  ] as const)(
    'stores a %s resume under a generated name with its metadata',
    async (kind, name, type, extension) => {
      const content = documents[kind]();
      const response = await postForm(
        '/api/application',
        form(validApplicationFields(), { content, name, type }),
      );
      expect(response.status).toBe(201);
      const id = await storedId(t, await response.json());
      const stored = await t.storage.get(id);
      expect(stored?.file).toMatchObject({
        storedName: `${id}${extension}`,
        originalName: name,
        size: content.length,
        crc32: crc32(content).toString(16).padStart(8, '0'),
      });
      expect(stored?.data).toMatchObject({
        paymentDone: true,
        paymentAmount: 2500,
        opportunityId: programme.id,
        gpa: 3.6,
      });
      expect(t.uploads()).toEqual([`${id}${extension}`]);
      expect(readFileSync(path.join(t.uploadDir, `${id}${extension}`))).toEqual(content);
    },
  );

  it('attaches the resume to the notification, read from the upload folder when it is sent', async () => {
    const content = documents.pdf();
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content, name: 'asha-cv.pdf', type: 'application/pdf' }),
    );
    const id = await storedId(t, await response.json());
    const notification = t.mail.sent.find((m) => m.to === programme.ownerEmail)!;
    expect(notification.attachments).toEqual([
      {
        filename: 'asha-cv.pdf',
        storedName: `${id}.pdf`,
        contentType: 'application/pdf',
        content: readFileSync(path.join(t.uploadDir, `${id}.pdf`)),
      },
    ]);
    const mime = (await buildMime(notification, { id: 'n-1', date: new Date() })).toString('utf8');
    expect(mime).toContain('filename=asha-cv.pdf');
    expect(mime.replace(/\r\n/g, '')).toContain(content.toString('base64'));
    // The visitor's copy carries no file.
    expect(t.mail.sent.find((m) => m.to === 'asha.rao@example.com')!.attachments).toBeUndefined();
  });

  it('keeps the language of the page an application and a job application were sent from', async () => {
    const application = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), language: 'hi' }),
    );
    const career = await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), language: 'hi' },
        { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
      ),
    );
    for (const response of [application, career]) {
      expect(response.status).toBe(201);
      const stored = await t.storage.get((await response.json()).reference);
      expect(stored?.language).toBe('hi');
      expect(stored?.data).not.toHaveProperty('language');
    }
  });

  it('accepts an application without a resume', async () => {
    const response = await postForm('/api/application', form(validApplicationFields()));
    expect(response.status).toBe(201);
    expect((await t.storage.get((await response.json()).reference))?.file).toBeNull();
  });

  it('stores the payment reference the UPI link carried, and refuses one not in its format', async () => {
    const sent = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), paymentReference: 'AL7K3M9QX2PD' }),
    );
    expect(sent.status).toBe(201);
    const stored = await t.storage.get((await sent.json()).reference);
    expect(stored?.data).toMatchObject({ paymentReference: 'AL7K3M9QX2PD' });
    const refused = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), paymentReference: 'upi://pay?pa=someone@bank' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { paymentReference: 'Invalid input' } });
  });

  it("sends the notification to the opportunity's owner in the catalogue", async () => {
    await postForm('/api/application', form(validApplicationFields()));
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', programme.ownerEmail]);
  });
});

describe('the catalogue decides the facts of an application', () => {
  it('refuses an application to an opportunity or an opening the day after it closed, and takes one on its last day', async () => {
    const opportunity = findOpportunity(Number(validApplicationFields().opportunityId))!;
    const job = findJob(Number(validCareerFields().jobId))!;
    const dayAfter = (closes: string) =>
      new Date(Date.parse(`${closes}T00:00:00Z`) + 86_400_000 + 12 * 3_600_000);
    const post = async (now: Date, path: string, fields: Record<string, string>) => {
      const app = await createTestApp(memoryTransport(), { console: { now: () => now } });
      try {
        const resume = { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' };
        return await app.app.request(path, { method: 'POST', body: form(fields, resume) });
      } finally {
        await app.close();
      }
    };
    const lateApplication = await post(
      dayAfter(opportunity.closes),
      '/api/application',
      validApplicationFields(),
    );
    expect(lateApplication.status).toBe(410);
    expect((await lateApplication.json()).errors).toEqual({ opportunityId: closedText(opportunity) });
    const lateCareer = await post(dayAfter(job.closes), '/api/career', validCareerFields());
    expect(lateCareer.status).toBe(410);
    expect((await lateCareer.json()).errors).toEqual({ jobId: closedText(job) });
    const lastDay = new Date(Date.parse(`${opportunity.closes}T12:00:00Z`));
    expect((await post(lastDay, '/api/application', validApplicationFields())).status).toBe(201);
  });

  it('never reads an owner e-mail from the request', async () => {
    const response = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), ownerEmail: 'ceo@aarambhlabs.example' }),
    );
    expect(response.status).toBe(201);
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', programme.ownerEmail]);
    const id = await storedId(t, await response.json());
    expect((await t.storage.get(id))?.data).not.toHaveProperty('ownerEmail');
  });

  it('requires the payment of a paid opportunity whatever amount the client names', async () => {
    const response = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), paymentAmount: '0', transactionId: '', paymentDone: 'false' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      transactionId: 'Transaction ID is required',
      paymentDone: 'You must confirm that payment is completed',
    });
    expect((await t.storage.mailCounts()).pending).toBe(0);
    expect(t.mail.sent).toEqual([]);
  });

  it("stores the catalogue's title, company and fee for the chosen duration, not the client's", async () => {
    const response = await postForm(
      '/api/application',
      form({
        ...validApplicationFields(),
        duration: '12-weeks',
        paymentAmount: '0',
        opportunityTitle: 'URGENT wire transfer approval needed',
        opportunityCompany: 'Evil Corp',
      }),
    );
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    const { data } = (await t.storage.get(id))!;
    expect(data).toMatchObject({
      opportunityId: programme.id,
      opportunityTitle: programme.title,
      opportunityCompany: 'Aarambh Labs',
      paymentAmount: 4000,
    });
    expect(JSON.stringify(t.mail.sent)).not.toMatch(/URGENT|Evil Corp/);
  });

  it('refuses an opportunity id the catalogue does not have', async () => {
    const response = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), opportunityId: '999999999', opportunityTitle: 'Invented' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Opportunity Not Found',
      errors: { opportunityId: 'Opportunity Not Found' },
    });
    expect(t.mail.sent).toEqual([]);
  });

  it('refuses a job id the catalogue does not have', async () => {
    const response = await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), jobId: '999', jobTitle: 'Invented', department: 'Engineering' },
        { content: documents.pdf(), name: 'kiran.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Job not found',
      errors: { jobId: 'Job not found' },
    });
    expect(t.uploads()).toEqual([]);
  });

  it("answers with what the confirmation shows: the reference, the catalogue's facts, the fee, the transaction id, the day and the status link", async () => {
    const response = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), duration: '12-weeks', transactionId: '412345678901' }),
    );
    expect(response.status).toBe(201);
    const answer = await response.json();
    const stored = (await t.storage.get(answer.reference))!;
    expect(answer).toEqual({
      success: true,
      message: expect.any(String),
      reference: stored.reference,
      application: {
        title: programme.title,
        organisation: 'Aarambh Labs',
        fee: 4000,
        transactionId: '412345678901',
        decisionBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        statusUrl: expect.stringMatching(new RegExp(`/application-status\\?token=${stored.id}\\.`)),
      },
    });
    // The e-mail says the same, the transaction id by its last four characters only: the address
    // it goes to is not verified.
    const confirmation = t.mail.sent.find((m) => m.to === 'asha.rao@example.com')!;
    expect(confirmation.text).toContain(`Reference: ${stored.reference}`);
    expect(confirmation.text).toContain(`Applied for: ${programme.title}, Aarambh Labs`);
    // The program in the words of its page and card: the duration chosen and the batch's day.
    expect(confirmation.text).toContain(`Program: ${programText(programme, '12 Weeks')}`);
    expect(confirmation.text).toContain(
      'Fee: ₹4,000, UPI transaction id ending 8901, waiting for verification',
    );
    expect(confirmation.text).toMatch(/You will hear from us by: \d{1,2} [A-Z][a-z]+ \d{4}/);
    // The mailed link is the kind that lists the address's other applications; the answer's is not.
    expect(confirmation.text).toContain(`/application-status?token=${stored.id}.`);
    expect(confirmation.text).not.toContain(answer.application.statusUrl);
    expect(confirmation.text).not.toContain('412345678901');
  });

  it("stores the opening's title and department from the catalogue, not the client's", async () => {
    const response = await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), jobId: '3', jobTitle: 'Chief Executive', department: 'Business' },
        { content: documents.pdf(), name: 'kiran.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.status).toBe(201);
    const answer = await response.json();
    const id = await storedId(t, answer);
    expect((await t.storage.get(id))?.data).toMatchObject({
      jobId: 3,
      jobTitle: 'UX/UI Designer',
      department: 'Design',
    });
    expect(JSON.stringify(t.mail.sent)).not.toContain('Chief Executive');
    expect(answer.application).toMatchObject({
      title: 'UX/UI Designer',
      organisation: 'Design',
      fee: null,
      transactionId: null,
    });
  });
});

describe('POST /api/application, files', () => {
  it('never uses the client file name as a path', async () => {
    const content = documents.pdf();
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content, name: '../../etc/evil.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    expect(t.uploads()).toEqual([`${id}.pdf`]);
    expect((await t.storage.get(id))?.file?.originalName).toBe('evil.pdf');
  });

  it('refuses a file named .pdf whose content is not a document with 415, and keeps nothing', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), {
        content: Buffer.from('MZ executable'),
        name: 'cv.pdf',
        type: 'application/pdf',
      }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Resume must be a PDF, DOC, or DOCX file',
      errors: { resume: 'Resume must be a PDF, DOC, or DOCX file' },
    });
    expect(t.uploads()).toEqual([]);
    expect((await t.storage.mailCounts()).pending).toBe(0);
  });

  it('refuses an Excel file named .doc: an OLE2 container without a WordDocument stream', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), {
        content: documents.xls(),
        name: 'cv.doc',
        type: 'application/msword',
      }),
    );
    expect(response.status).toBe(415);
    expect(t.uploads()).toEqual([]);
  });

  it('refuses a zip that is not a Word document', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), {
        content: documents.zipOfOther(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(response.status).toBe(415);
    expect(t.uploads()).toEqual([]);
  });

  it.each([
    ['an OLE2 file whose bytes merely contain "WordDocument"', 'oleMentioningWordDocument', 'cv.doc'],
    ['a Word 97-2003 document with macros', 'docWithMacros', 'cv.doc'],
    ['a macro-enabled document (.docm, with vbaProject.bin) named .docx', 'docm', 'cv.docx'],
    ['a document whose content types declare a macro-enabled part', 'docxDeclaredMacroEnabled', 'cv.docx'],
    ['a document that attaches a template from another server', 'docxRemoteTemplate', 'cv.docx'],
    [
      'a remote template written with spaces around "=" and a character reference',
      'docxRemoteTemplateSpaced',
      'cv.docx',
    ],
    ['a document whose parts inflate to over 100 MiB (a zip bomb)', 'docxBomb', 'cv.docx'],
    ['a Windows executable behind a %PDF- header', 'exeWithPdfHeader', 'cv.pdf'],
    ['a PDF that is also an HTML page (a polyglot)', 'pdfHtmlPolyglot', 'cv.pdf'],
    ['a %PDF- header on bytes that do not end as a PDF', 'pdfHeaderOnly', 'cv.pdf'],
  ] as const)('refuses %s with 415', async (_what, kind, name) => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents[kind](), name, type: '' }),
    );
    expect(response.status).toBe(415);
    expect(t.uploads()).toEqual([]);
  });

  it('takes a PDF whose binary content holds the letters MZ', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.pdfMentioningMz(), name: 'cv.pdf', type: '' }),
    );
    expect(response.status).toBe(201);
  });

  it('takes a document with an ordinary external hyperlink', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.docxWithHyperlink(), name: 'cv.docx', type: '' }),
    );
    expect(response.status).toBe(201);
  });

  it('drops bidirectional and invisible characters from the file name before staff see it', async () => {
    // Shown as "Asha-CV-fdp.exe" with the override: the name must read as sent, left to right.
    const name = 'Asha-CV-\u202Eexe.\u200Bpdf';
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.pdf(), name, type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    expect((await t.storage.get(id))?.file?.originalName).toBe('Asha-CV-exe.pdf');
    const notification = t.mail.sent.find((message) => message.attachments?.length);
    expect(notification?.text).toContain('attached: Asha-CV-exe.pdf');
    expect(JSON.stringify(notification)).not.toMatch(/\\u202e|\u202E|\u200B/i);
  });

  it('stops taking uploads (503) while the disk still has room for the other forms and health says ok', async () => {
    const app = await createTestApp(memoryTransport(), { uploadMinFreeBytes: Number.MAX_SAFE_INTEGER });
    try {
      const upload = await app.app.request('/api/application', {
        method: 'POST',
        body: form(validApplicationFields(), {
          content: documents.pdf(),
          name: 'cv.pdf',
          type: 'application/pdf',
        }),
      });
      expect(upload.status).toBe(503);
      expect(upload.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(app.uploads()).toEqual([]);
      const contact = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      expect(contact.status).toBe(201);
      expect((await app.app.request('/api/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('logs an upload write error that is not a full disk, and answers 500 without details', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await createTestApp(memoryTransport(), { log });
    try {
      // The folder uploads are written to is gone: ENOENT at the first write.
      rmSync(app.uploadArea.incomingDir, { recursive: true, force: true });
      const response = await app.app.request('/api/application', {
        method: 'POST',
        body: form(validApplicationFields(), {
          content: documents.pdf(),
          name: 'cv.pdf',
          type: 'application/pdf',
        }),
      });
      expect(response.status).toBe(500);
      expect(await response.text()).not.toMatch(/ENOENT|incoming/);
      const failed = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
      expect(failed).toMatchObject({ level: 50, err: { code: 'ENOENT' }, path: '/api/application' });
    } finally {
      await app.close();
    }
  });

  it('keeps a UTF-8 file name intact', async () => {
    const name = 'résumé-प्रिया.pdf';
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.pdf(), name, type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    expect((await t.storage.get((await response.json()).reference))?.file?.originalName).toBe(name);
  });

  it('refuses a wrong extension with the spec message before looking at the content', async () => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.pdf(), name: 'cv.exe', type: 'application/pdf' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ resume: 'Resume must be a PDF, DOC, or DOCX file' });
    expect(t.uploads()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and leaves no partial file', async () => {
    const content = Buffer.concat([documents.pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content, name: 'cv.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'Resume file must be less than 5MB' });
    expect(t.uploads()).toEqual([]);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const pdf = documents.pdf();
    const content = Buffer.concat([pdf, Buffer.alloc(5242880 - pdf.length, 0x20)]);
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content, name: 'cv.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
  });

  it('answers 400 with the spec messages and removes the uploaded file', async () => {
    const response = await postForm(
      '/api/application',
      form(
        { ...validApplicationFields(), paymentDone: 'false', transactionId: 'short' },
        {
          content: documents.pdf(),
          name: 'cv.pdf',
          type: 'application/pdf',
        },
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      transactionId: 'Transaction ID must be at least 10 characters',
      paymentDone: 'You must confirm that payment is completed',
    });
    expect(t.uploads()).toEqual([]);
  });

  it('refuses a second file field, a file in another field, and a repeated field', async () => {
    const twoFiles = form(validApplicationFields(), {
      content: documents.pdf(),
      name: 'a.pdf',
      type: 'application/pdf',
    });
    twoFiles.append('resume', new Blob([new Uint8Array(documents.pdf())]), 'b.pdf');
    const otherField = form(validApplicationFields());
    otherField.append('photo', new Blob([new Uint8Array(documents.pdf())]), 'c.pdf');
    const repeated = form(validApplicationFields());
    repeated.append('email', 'other@example.com');
    for (const body of [twoFiles, otherField, repeated]) {
      const response = await postForm('/api/application', body);
      expect(response.status).toBe(400);
    }
    expect(t.uploads()).toEqual([]);
  });

  it('refuses JSON with 415', async () => {
    const response = await postJson('/api/application', validApplicationFields());
    expect(response.status).toBe(415);
  });
});

describe('POST /api/career', () => {
  it('stores a job application with its resume', async () => {
    const response = await postForm(
      '/api/career',
      form(validCareerFields(), { content: documents.pdf(), name: 'kiran.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    expect(await t.storage.get(id)).toMatchObject({
      kind: 'career',
      data: { jobId: opening.id, agreeToTerms: true },
    });
  });

  it('requires the resume with the job form message', async () => {
    const response = await postForm('/api/career', form(validCareerFields()));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ resume: 'Please upload your resume to continue' });
  });

  it('keeps the application and the file when mail fails', async () => {
    t.mail.failing = true;
    const response = await postForm(
      '/api/career',
      form(validCareerFields(), { content: documents.docx(), name: 'kiran.docx', type: '' }),
    );
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    await t.outbox.settled();
    expect(t.uploads()).toEqual([`${id}.docx`]);
    expect((await t.storage.mailFor(id)).map((m) => m.status)).toEqual(['pending', 'pending']);
  });
});

describe('malformed multipart', () => {
  it('answers 400 for a form cut off inside the file, and leaves no file', async () => {
    const { body, contentType } = multipartBody(validApplicationFields(), {
      content: documents.pdf(),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const response = await t.app.request('/api/application', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body.subarray(0, body.length - 200)),
    });
    expect(response.status).toBe(400);
    expect(t.uploads()).toEqual([]);
  });
});
