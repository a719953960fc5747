import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appForEachTest,
  createTestApp,
  memoryTransport,
  type TestApp,
  testMailSettings,
} from '../../harness/testApp.ts';
import {
  documents,
  form,
  validApplicationFields,
  validCareerFields,
  validContact,
  validFeedback,
  validSubscription,
} from '../../harness/fixtures.ts';
import { buildMime } from '../mail/mime.ts';
import { multipartBody } from '../../harness/server.ts';
import { openSqlite } from '../storage/sqlite.ts';

const t = appForEachTest();

/** The answer, once the first delivery attempt (which starts after it) has run too. */
async function answered(response: Response | Promise<Response>): Promise<Response> {
  const done = await response;
  await t.outbox.settled();
  return done;
}

const postJson = (path: string, body: unknown) =>
  answered(
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const postForm = (path: string, body: FormData) => answered(t.app.request(path, { method: 'POST', body }));

describe('POST /api/contact-us', () => {
  it('stores the message, mails the sender and the inbox, and answers 201 with its id', async () => {
    const response = await postJson('/api/contact-us', validContact());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      message:
        "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
      id: expect.any(String),
    });
    const stored = await t.storage.get(body.id);
    expect(stored).toMatchObject({ kind: 'contact', email: 'asha.rao@example.com' });
    expect(stored?.data).toMatchObject({ subject: 'A website for my shop', inquiryType: 'general' });
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', 'hello@aarambhlabs.example']);
    await t.outbox.settled();
    expect((await t.storage.mailFor(body.id)).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('answers 400 with the spec messages by field and stores nothing', async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: 'A',
      email: 'nope',
      subject: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'First name must be at least 2 characters',
      errors: {
        firstName: 'First name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
      },
    });
    expect((await t.storage.mailCounts()).pending).toBe(0);
  });

  it('answers 201 without waiting for the mail, which the outbox retries when the first attempt fails', async () => {
    t.mail.failing = true;
    const response = await postJson('/api/contact-us', validContact());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(await t.storage.get(body.id)).toBeDefined();
    await t.outbox.settled();
    const mails = await t.storage.mailFor(body.id);
    expect(mails.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['pending', 1, 'connection refused'],
      ['pending', 1, 'connection refused'],
    ]);
  });

  it('answers before a mail server that never answers does', async () => {
    const never = { ...memoryTransport(), send: () => new Promise<void>(() => undefined) };
    const app = await createTestApp(never);
    try {
      const response = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      expect(response.status).toBe(201);
      expect((await app.storage.mailCounts()).pending).toBe(2);
    } finally {
      await app.storage.close();
    }
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json; charset=latin1', 415],
  ])('refuses a body sent as %s with %i', async (type, status) => {
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it.each([
    ['broken JSON', '{"firstName": "Asha",', 'The request body is not valid JSON.'],
    ['an array', '[1, 2]', 'The request body must be a JSON object.'],
    ['null', 'null', 'The request body must be a JSON object.'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await postJson('/api/contact-us', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const json = Buffer.from(JSON.stringify(validContact()).replace('shop', 'sh\u0001p'));
    json[json.indexOf(0x01)] = 0xff;
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body is not valid UTF-8 text.');
  });

  it('refuses a body over the JSON cap with 413', async () => {
    const response = await postJson('/api/contact-us', { ...validContact(), message: 'x'.repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      'bot-field': 'http://spam.example',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(await t.storage.get(body.id)).toBeUndefined();
    expect(t.mail.sent).toEqual([]);
  });

  it('accepts an empty honeypot', async () => {
    const response = await postJson('/api/contact-us', { ...validContact(), 'bot-field': '' });
    expect(response.status).toBe(201);
    expect(await t.storage.get((await response.json()).id)).toBeDefined();
  });
});

describe('POST /api/subscription/subscribe', () => {
  it('answers 400 with the spec message for a bad address', async () => {
    const response = await postJson('/api/subscription/subscribe', validSubscription('meera@'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Invalid Email',
      errors: { email: 'Invalid Email' },
    });
  });
});

describe('POST /api/feedback', () => {
  it('stores feedback and confirms to the sender', async () => {
    const response = await postJson('/api/feedback', validFeedback());
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe('Thank you for your feedback!');
    expect(t.mail.sent.map((m) => m.to)).toEqual(['ravi@example.com', 'hello@aarambhlabs.example']);
  });

  it('stores anonymous feedback without name or address and sends only the notification', async () => {
    const response = await postJson('/api/feedback', { ...validFeedback(), isAnonymous: true });
    const { id } = await response.json();
    const stored = await t.storage.get(id);
    expect(stored?.email).toBeNull();
    expect(stored?.data).toMatchObject({ name: '', email: '', isAnonymous: true });
    expect(t.mail.sent.map((m) => m.to)).toEqual(['hello@aarambhlabs.example']);
  });

  it('answers 400 for a rating out of range', async () => {
    const response = await postJson('/api/feedback', { ...validFeedback(), rating: 9 });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ rating: 'Rating must be between 1 and 5' });
  });
});

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
      const { id } = await response.json();
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
        opportunityId: 3,
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
    const { id } = await response.json();
    const notification = t.mail.sent.find((m) => m.to === 'training@aarambhlabs.example')!;
    expect(notification.attachments).toEqual([
      { filename: 'asha-cv.pdf', path: path.join(t.uploadDir, `${id}.pdf`), contentType: 'application/pdf' },
    ]);
    const mime = (await buildMime(notification, { id: 'n-1', date: new Date() })).toString('utf8');
    expect(mime).toContain('filename=asha-cv.pdf');
    expect(mime.replace(/\r\n/g, '')).toContain(content.toString('base64'));
    // The visitor's copy carries no file.
    expect(t.mail.sent.find((m) => m.to === 'asha.rao@example.com')!.attachments).toBeUndefined();
  });

  it('accepts an application without a resume', async () => {
    const response = await postForm('/api/application', form(validApplicationFields()));
    expect(response.status).toBe(201);
    expect((await t.storage.get((await response.json()).id))?.file).toBeNull();
  });

  it("sends the notification to the opportunity's owner in the catalogue", async () => {
    await postForm('/api/application', form(validApplicationFields()));
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', 'training@aarambhlabs.example']);
  });
});

describe('the catalogue decides the facts of an application', () => {
  it('never reads an owner e-mail from the request', async () => {
    const response = await postForm(
      '/api/application',
      form({ ...validApplicationFields(), ownerEmail: 'ceo@aarambhlabs.example' }),
    );
    expect(response.status).toBe(201);
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', 'training@aarambhlabs.example']);
    const { id } = await response.json();
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
    const { id } = await response.json();
    const { data } = (await t.storage.get(id))!;
    expect(data).toMatchObject({
      opportunityId: 3,
      opportunityTitle: 'Software Testing & QA Training Program',
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

  it("stores the opening's title and department from the catalogue, not the client's", async () => {
    const response = await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), jobId: '3', jobTitle: 'Chief Executive', department: 'Business' },
        { content: documents.pdf(), name: 'kiran.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await t.storage.get(id))?.data).toMatchObject({
      jobId: 3,
      jobTitle: 'UX/UI Designer',
      department: 'Design',
    });
    expect(JSON.stringify(t.mail.sent)).not.toContain('Chief Executive');
  });
});

describe('mail nobody can turn against anyone', () => {
  const phishing = 'Your account is locked - verify at https://evil.example/login';
  const typedByAttacker = ['evil.example', 'locked', 'password', 'Dear', 'Customer', 'Evil Bank', '99999'];

  it("confirms a contact message with fixed text and a reference, none of the visitor's words", async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: 'Dear',
      lastName: 'Customer',
      email: 'victim@example.org',
      company: 'Evil Bank',
      phone: '+919999999999',
      subject: phishing,
      message: `${phishing}. Enter your password within 24 hours or lose your account.`,
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const confirmation = t.mail.sent.find((m) => m.to === 'victim@example.org');
    expect(confirmation?.subject).toBe('We received your message');
    for (const words of typedByAttacker) expect(JSON.stringify(confirmation)).not.toContain(words);
    expect(confirmation?.text).toContain(`Reference: ${id}`);
    // The notification goes to us: it may quote the visitor, and replies go to the address given.
    const notification = t.mail.sent.find((m) => m.to === 'hello@aarambhlabs.example');
    expect(notification?.subject).toBe(`New contact message: ${phishing}`);
    expect(notification?.replyTo).toBe('"Dear Customer" <victim@example.org>');
  });

  it('confirms feedback and applications without the name, message or cover letter', async () => {
    await postJson('/api/feedback', { ...validFeedback(), name: 'Dear Customer', message: phishing });
    await postForm(
      '/api/application',
      form({
        ...validApplicationFields(),
        firstName: 'Dear',
        lastName: 'Customer',
        coverLetter: phishing.repeat(2),
      }),
    );
    await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), firstName: 'Dear', lastName: 'Customer', coverLetter: phishing },
        { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
      ),
    );
    const confirmations = t.mail.sent.filter((m) => !m.to.endsWith('@aarambhlabs.example'));
    expect(confirmations.map((m) => m.subject)).toEqual([
      'Thank you for your feedback!',
      'We received your application: Software Testing & QA Training Program',
      'We received your application: Senior Software Engineer',
    ]);
    for (const words of typedByAttacker) expect(JSON.stringify(confirmations)).not.toContain(words);
  });

  it('refuses a first name made only of zero-width characters, and stores text without them', async () => {
    const refused = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: '\u200B\u200C\u200D\uFEFF',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ firstName: 'First name is required' });
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      lastName: 'Rao\u202E',
      subject: 'Invoice\r\nReply-To: attacker@evil.example',
      message: 'Line one\r\nLine two\u2066 hidden\u2069\u0007',
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await t.storage.get(id))?.data).toMatchObject({
      lastName: 'Rao',
      subject: 'Invoice Reply-To: attacker@evil.example',
      message: 'Line one\nLine two hidden',
    });
    const notification = t.mail.sent.find((m) => m.to === 'hello@aarambhlabs.example');
    expect(notification?.replyTo).toBe('"Asha Rao" <asha.rao@example.com>');
    expect(notification?.text).toContain('Message: Line one\nLine two hidden');
  });

  describe('hourly caps on confirmations', () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    async function appOn(dir: string, caps: Partial<typeof testMailSettings>) {
      return createTestApp(t.mail, { storage: openSqlite(dir), mail: { ...testMailSettings, ...caps } });
    }
    const contactTo = async (app: TestApp, email: string) => {
      const response = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validContact(), email }),
      });
      await app.outbox.settled();
      return response;
    };

    it('stops confirming to one address past its cap, still storing and notifying, across a restart', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const first = await appOn(dir, { confirmationsPerAddressPerHour: 2 });
      expect((await contactTo(first, 'victim@example.org')).status).toBe(201);
      expect((await contactTo(first, 'Victim@Example.org')).status).toBe(201);
      await first.close();
      const second = await appOn(dir, { confirmationsPerAddressPerHour: 2 });
      try {
        const response = await contactTo(second, 'victim@example.org');
        expect(response.status).toBe(201);
        const { id } = await response.json();
        expect(await second.storage.get(id)).toMatchObject({ kind: 'contact', email: 'victim@example.org' });
        expect((await second.storage.mailFor(id)).map((m) => m.template)).toEqual(['notification']);
        expect(t.mail.sent.filter((m) => m.to === 'victim@example.org')).toHaveLength(2);
        expect(t.mail.sent.filter((m) => m.to === 'hello@aarambhlabs.example')).toHaveLength(3);
        // Another address still gets its confirmation.
        await contactTo(second, 'asha@example.com');
        expect(t.mail.sent.filter((m) => m.to === 'asha@example.com')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it('stops confirming to anyone past the global cap', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const capped = await appOn(dir, { confirmationsPerHour: 2 });
      try {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          expect((await contactTo(capped, email)).status).toBe(201);
        }
        expect(t.mail.sent.map((m) => m.to)).toEqual([
          'a@example.com',
          'hello@aarambhlabs.example',
          'b@example.com',
          'hello@aarambhlabs.example',
          'hello@aarambhlabs.example',
        ]);
      } finally {
        await capped.close();
      }
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
    const { id } = await response.json();
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
  ] as const)('refuses %s with 415', async (_what, kind, name) => {
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents[kind](), name, type: '' }),
    );
    expect(response.status).toBe(415);
    expect(t.uploads()).toEqual([]);
  });

  it('keeps a UTF-8 file name intact', async () => {
    const name = 'résumé-प्रिया.pdf';
    const response = await postForm(
      '/api/application',
      form(validApplicationFields(), { content: documents.pdf(), name, type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    expect((await t.storage.get((await response.json()).id))?.file?.originalName).toBe(name);
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
    const { id } = await response.json();
    expect(await t.storage.get(id)).toMatchObject({ kind: 'career', data: { jobId: 1, agreeToTerms: true } });
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
    const body = await response.json();
    await t.outbox.settled();
    expect(t.uploads()).toEqual([`${body.id}.docx`]);
    expect((await t.storage.mailFor(body.id)).map((m) => m.status)).toEqual(['pending', 'pending']);
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
