import type { Page } from '@playwright/test';
/** The rows the API stored, read from its SQLite file (read-only, beside the running server). */
export declare function storedSubmissions(kind: string): {
  email: string | null;
  data: Record<string, unknown>;
  fileName: string | null;
}[];
/**
 * Watches the next request to `url`; the function returned gives its multipart text fields as the
 * browser sent them (files left out). The request passes through a route, unchanged: outside one,
 * Chromium reports no body for a request that carries a file.
 */
export declare function watchFields(page: Page, url: string): Promise<() => Promise<Record<string, string>>>;
/** Every mail the in-process SMTP server received, as raw text, in the order received. */
export declare function receivedMail(): string[];
/** A subscription's state (pending, confirmed, unsubscribed), read from the API's SQLite file. */
export declare function subscriptionStatus(email: string): string | undefined;
/** The mail the API sent to `address`, once `count` have arrived, in the order received. */
export declare function mailsTo(address: string, count?: number): Promise<string[]>;
/** The one mail the API sent to `address`, once it has arrived. */
export declare function mailTo(address: string): Promise<string>;
/** A link of the plain-text part (quoted-printable: soft line breaks and `=3D` undone). */
export declare function linkIn(raw: string, apiPath: string): string;
