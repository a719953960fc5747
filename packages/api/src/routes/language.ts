import type { Locale } from '@aarambh/content';
import { submissionLanguage } from '@aarambh/machines/schemas';

/**
 * A validated submission's fields apart from the language of its page (`languageSchema`), which
 * is stored beside them (`submissions.language`), not among them. An application held for its
 * guardian before the language was kept has none, and reads as English as any other.
 */
export function splitLanguage(data: Record<string, unknown>): {
  language: Locale;
  fields: Record<string, unknown>;
} {
  const { language, ...fields } = data as Record<string, unknown> & { language?: Locale };
  return { language: submissionLanguage({ language }), fields };
}
