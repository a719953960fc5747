/** An e-mail address anywhere in a text (an SMTP reply often quotes the recipient). */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;

/** Text for a log line or an error column: addresses hidden, one line, at most 500 characters. */
export function redact(text: string): string {
  return text.replace(ADDRESS, '<address>').replace(/\s+/g, ' ').trim().slice(0, 500);
}

/**
 * What the logs may say about an error: its kind, code and redacted message. Never the whole
 * object, whose extra fields (a database's `detail`, say) can quote what a visitor sent.
 */
export function loggableError(error: unknown): {
  type: string;
  code?: string;
  message: string;
  stack?: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: redact(error.message),
    // The stack's first frames say where, not what was sent; the message line is redacted above.
    ...(error.stack ? { stack: error.stack.split('\n').slice(1, 6).join('\n') } : {}),
  };
}
