/** A file as the browser and the multipart parser both describe it. */
export interface FileDescription {
  name: string;
  size: number;
  type: string;
}

/** A toast: a title and, where the product rules give one, a description. */
export interface ResumeMessage {
  title: string;
  description?: string;
}

/** What a resume must be, and what to say when it is not. */
export interface ResumeRule {
  /** The largest accepted file in bytes. */
  maxBytes: number;
  /** Accepted MIME types. */
  mimeTypes: readonly string[];
  /** Accepted file name extensions, lower case with the dot. */
  extensions: readonly string[];
  messages: {
    type: ResumeMessage;
    size: ResumeMessage;
    /** Only where a resume is required. */
    required?: ResumeMessage;
  };
}

/** 5 MB, the largest resume either form accepts (docs/limits.md). */
export const RESUME_MAX_BYTES = 5242880;

const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
const documentExtensions = ['.pdf', '.doc', '.docx'] as const;

/**
 * The internship form's resume: optional, PDF, DOC or DOCX, at most 5 MB. The field messages are
 * the descriptions; the upload toasts are titled 'Invalid File Type' and 'File Too Large'.
 */
export const resumeRule = {
  maxBytes: RESUME_MAX_BYTES,
  mimeTypes: documentTypes,
  extensions: documentExtensions,
  messages: {
    type: { title: 'Invalid File Type', description: 'Resume must be a PDF, DOC, or DOCX file' },
    size: { title: 'File Too Large', description: 'Resume file must be less than 5MB' },
  },
} as const satisfies ResumeRule;

/** The job form's resume: required, PDF or Word, at most 5 MB, with the job form's messages. */
export const jobResumeRule = {
  maxBytes: RESUME_MAX_BYTES,
  mimeTypes: documentTypes,
  extensions: documentExtensions,
  messages: {
    type: { title: 'Invalid file type' },
    size: { title: 'File too large' },
    required: { title: 'Resume required', description: 'Please upload your resume to continue' },
  },
} as const satisfies ResumeRule;

export type ResumeCheck =
  { ok: true } | { ok: false; reason: 'type' | 'size'; message: string; title: string; description?: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Browsers send one of these when they do not know a file's type; the extension decides then. */
const unknownTypes = new Set(['', 'application/octet-stream']);

/**
 * Checks a resume by extension and by type, then by size. A file whose type the browser does not
 * know ('' or application/octet-stream, common for Word files) is judged by its extension alone.
 * `message` is the field message: the description where the rule has one, else the title.
 */
export function checkResume(file: FileDescription, rule: ResumeRule): ResumeCheck {
  const typeOk =
    rule.extensions.includes(extensionOf(file.name)) &&
    (unknownTypes.has(file.type) || rule.mimeTypes.includes(file.type));
  if (!typeOk) return failure('type', rule.messages.type);
  if (file.size > rule.maxBytes) return failure('size', rule.messages.size);
  return { ok: true };
}

function failure(reason: 'type' | 'size', message: ResumeMessage): ResumeCheck {
  return { ok: false, reason, message: message.description ?? message.title, ...message };
}
