import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal with a status and a message for the visitor; never carries internals. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const messages = {
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  notMultipart: 'The request body must be multipart/form-data.',
  badJson: 'The request body is not valid JSON.',
  badUtf8: 'The request body is not valid UTF-8 text.',
  notObject: 'The request body must be a JSON object.',
  tooLarge: 'The request body is too large.',
  incomplete: 'The request body ended before it was complete.',
  badMultipart: 'The form data could not be read.',
  foreignOrigin: 'This origin may not call the API.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again or contact us directly via email.',
  notFound: 'Not found.',
  unavailable: 'We could not save this just now. Please try again in a minute.',
} as const;

/** The JSON body of every refusal: `{ success: false, message }`, plus `errors` for a 400. */
export function refusal(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const body: { success: false; message: string; errors?: Record<string, string> } = {
    success: false,
    message: error.message,
  };
  if (error.errors) body.errors = error.errors;
  return c.json(body, error.status);
}
