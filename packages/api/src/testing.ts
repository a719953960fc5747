// Test helpers: an app on a fresh SQLite database in a temporary folder, with a chosen mail
// transport, and builders for valid submissions.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp, type AppDependencies } from './app.ts';
import { Outbox, type OutboxOptions } from './mail/outbox.ts';
import type { MailTransport } from './mail/transport.ts';
import { openSqlite } from './storage/sqlite.ts';
import type { Storage } from './storage/types.ts';
import { type UploadArea, openUploadArea } from './uploads.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  storage: Storage;
  outbox: Outbox;
  dataDir: string;
  /** Where accepted resumes are stored. */
  uploadDir: string;
  uploadArea: UploadArea;
  /** Every file in the stored folder and in this app's incoming folder (a leftover shows here). */
  uploads(): string[];
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' });

export const testMailSettings = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  inbox: 'hello@aarambhlabs.example',
  ownerEmailDomains: ['aarambhlabs.example'],
};

export async function createTestApp(
  transport: MailTransport,
  overrides: Partial<Omit<AppDependencies, 'outbox' | 'storage'>> & {
    outbox?: OutboxOptions;
    storage?: Storage;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-api-'));
  const storage = overrides.storage ?? openSqlite(dataDir);
  const outbox = new Outbox(storage, transport, testMailSettings, silentLog, {
    firstAttemptMs: 1000,
    ...overrides.outbox,
  });
  const uploadArea = await openUploadArea(dataDir, storage, silentLog);
  const uploadDir = uploadArea.storedDir;
  const { outbox: _options, storage: _storage, ...rest } = overrides;
  const app = createApp({
    storage,
    outbox,
    log: silentLog,
    uploads: uploadArea,
    mail: testMailSettings,
    corsOrigins: ['https://aarambhlabs.example'],
    rateLimitPerMinute: 0,
    jsonLimitBytes: 32 * 1024,
    trustProxy: false,
    ...rest,
  });
  return {
    app,
    storage,
    outbox,
    dataDir,
    uploadDir,
    uploadArea,
    uploads: () => [
      ...readdirSync(uploadDir),
      ...readdirSync(uploadArea.incomingDir).filter((name) => name !== 'owner.json'),
    ],
    async close() {
      await outbox.stop();
      await uploadArea.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A transport that records messages, or fails every one while `failing` is set. */
export function memoryTransport(): MailTransport & {
  sent: { id: string; to: string; subject: string }[];
  failing: boolean;
} {
  const transport = {
    kind: 'smtp' as const,
    sent: [] as { id: string; to: string; subject: string }[],
    failing: false,
    async send(message: { to: string; subject: string }, id: string) {
      if (transport.failing) throw new Error('connection refused');
      transport.sent.push({ id, to: message.to, subject: message.subject });
    },
    close: () => undefined,
  };
  return transport;
}

export const validContact = () => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  company: 'Rao Traders',
  subject: 'A website for my shop',
  message: 'We would like a simple website with a contact form and a catalogue.',
  inquiryType: 'general',
});

export const validFeedback = () => ({
  name: 'Ravi',
  email: 'ravi@example.com',
  message: 'The internship page was clear and easy to use.',
  rating: 5,
  isAnonymous: false,
  timestamp: '2026-03-01T10:00:00.000Z',
  source: 'feedback_page',
});

export const validSubscription = (email = 'meera@example.com') => ({
  email,
  subscriptionType: 'platform_updates',
  source: 'coming_soon_page',
  timestamp: '2026-03-01T10:00:00.000Z',
  interests: ['platform_launch', 'new_features', 'opportunities'],
});

export const validApplicationFields = (): Record<string, string> => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: 'https://www.linkedin.com/in/asha-rao',
  portfolio: '',
  availability: 'immediately',
  duration: '8-weeks',
  transactionId: 'UPI1234567890',
  paymentDone: 'true',
  paymentAmount: '2500',
  opportunityId: '3',
  opportunityTitle: 'Frontend Development Internship',
  opportunityCompany: 'Aarambh Labs',
  ownerEmail: 'internships@aarambhlabs.example',
});

export const validCareerFields = (): Record<string, string> => ({
  firstName: 'Kiran',
  lastName: 'Shah',
  email: 'kiran.shah@example.com',
  phone: '+919812345678',
  location: 'Pune',
  experience: 'mid',
  availability: '1month',
  salary: '',
  coverLetter: 'I have built and run web services for five years.',
  portfolio: '',
  linkedin: '',
  github: '',
  agreeToTerms: 'true',
  allowContact: 'true',
  jobId: '1',
  jobTitle: 'Senior Software Engineer',
  department: 'Engineering',
});

/** The smallest files each accepted type can be recognised by. */
export const documents = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]),
  doc: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('Root Entry', 'utf16le'),
      Buffer.alloc(54),
      Buffer.from('WordDocument', 'utf16le'),
      Buffer.alloc(512),
    ]),
  /** An Excel 97-2003 workbook: the same OLE2 container, without a WordDocument stream. */
  xls: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('Workbook', 'utf16le'),
      Buffer.alloc(512),
    ]),
  docx: () => zip(['[Content_Types].xml', 'word/document.xml']),
  zipOfOther: () => zip(['[Content_Types].xml', 'xl/workbook.xml']),
};

/** A stored (uncompressed) zip with empty entries of the given names. */
export function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart form with text fields and, optionally, a file under `resume`. */
export function form(
  fields: Record<string, string>,
  file?: { content: Buffer; name: string; type: string },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('resume', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return data;
}
