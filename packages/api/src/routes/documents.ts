// The public side of proof: `/verify` and `/verify/ID` (server-rendered, never cached or indexed,
// rate-limited per client), a hidden name checked without being shown, the signed credential, the
// keys that check it (/.well-known/jwks.json) and the revocation list. The holder's side (the PDF,
// showing the name, answering an offer) is on the status page (applicationStatus.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { company, locales } from '@aarambh/content';
import {
  type NameCheck,
  type PublicDocument,
  type VerifyPageData,
  documentCalls,
  readDocumentId,
  verifyPages,
} from '@aarambh/machines/schemas';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Dependencies } from '../dependencies.ts';
import { wholeBodyLimit } from '../http/body.ts';
import { PRIVATE_PAGE } from '../http/renderedPage.ts';
import { statusListCredential } from '../proof/credentials.ts';
import { documentPdf } from '../proof/pdf.ts';
import { indianDay } from '../indianTime.ts';
import type { StoredDocument } from '../storage/documents.ts';

export type DocumentRouteDependencies = Pick<
  Dependencies,
  'storage' | 'limiters' | 'trustProxy' | 'pages' | 'now' | 'signer' | 'mail'
>;

/** The media type of a VC-JWT (W3C VC-JOSE-COSE). */
export const CREDENTIAL_TYPE = 'application/vc+jwt';

/** A name as people type it: Unicode-normalised, one space between words, case ignored. */
function nameKey(name: string): Buffer {
  const canonical = name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en');
  return createHash('sha256').update(canonical).digest();
}

/** Whether a typed name is the document's, compared in constant time. */
export function sameName(typed: string, printed: string): boolean {
  return timingSafeEqual(nameKey(typed), nameKey(printed));
}

/** What anyone may see of a document: never its revocation's reason, its name only when shown. */
export function publicDocument(stored: StoredDocument, origin: string): PublicDocument {
  const { view } = stored;
  return {
    id: view.id,
    kind: view.kind,
    state: view.state,
    stateOn: stored.stateOn,
    supersededBy: view.supersededBy,
    fields: view.nameShown ? view.fields : { ...view.fields, name: '' },
    name: view.nameShown ? view.fields.name : null,
    issuer: company.legalName,
    credentialUrl: view.nameShown ? `${origin}${documentCalls.credential(view.id)}` : null,
  };
}

export function registerDocuments(app: Hono, deps: DocumentRouteDependencies): void {
  const limit = deps.limiters.verify.middleware('verify', deps.trustProxy);
  const origin = deps.mail.links.siteUrl;
  const today = () => indianDay(deps.now());

  /** The document of a canonical id, or undefined: unknown and malformed ids are answered alike. */
  async function lookUp(typed: string): Promise<StoredDocument | undefined> {
    const id = readDocumentId(typed);
    // A mistyped id (its check character wrong) never reaches the database.
    return id === undefined ? undefined : deps.storage.console.documentById(id, today());
  }

  async function render(c: Context, data: VerifyPageData, path: string, shell: string, status: 200 | 404) {
    const page = await deps.pages!.render(path, data, shell);
    return c.html(page.html, status, { ...PRIVATE_PAGE, 'Content-Security-Policy': page.csp });
  }

  if (deps.pages) {
    // A page rendered per request has no precompressed copy beside it as the prerendered pages
    // do: sent as it is, a document's page was 49 KB against 9 KB for /verify in brotli, which
    // made its first paint on a slow phone about twice the reference page's (bench:site). Hono's
    // gzip does it on the fly. These pages hold no secret beside what a visitor sends (BREACH):
    // the status pages, which hold the holder's signed link, are left as they are.
    const pageCompression = compress();

    // The same pages in each language (`verifyPages`), each rendered from its language's form page.
    for (const language of locales) {
      const pages = verifyPages[language];
      const unknown = (c: Context, typed: string) =>
        render(c, { problem: 'unknown', typed: typed.slice(0, 40) }, pages.form, pages.form, 404);

      // The form's GET (`/verify?id=...`): to the document's own page, or the form again.
      app.get(pages.form, limit, pageCompression, async (c, next) => {
        const typed = c.req.query('id');
        if (typed === undefined) return next();
        const id = readDocumentId(typed);
        return id === undefined ? unknown(c, typed) : c.redirect(pages.document(id), 303);
      });

      app.get(`${pages.form}/:id`, limit, pageCompression, async (c) => {
        const typed = c.req.param('id');
        const id = readDocumentId(typed);
        // A readable id typed another way (lower case, hyphens) goes to its one canonical page.
        if (id !== undefined && id !== typed) return c.redirect(pages.document(id), 301);
        const stored = await lookUp(typed);
        if (!stored) return unknown(c, typed);
        const data = { document: publicDocument(stored, origin), nameCheck: null };
        return render(c, data, c.req.path, pages.form, 200);
      });

      // A hidden name typed to check it: the page says whether it matches, never what it is.
      app.post(`${pages.form}/:id`, limit, wholeBodyLimit(4 * 1024), pageCompression, async (c) => {
        const typed = c.req.param('id');
        const stored = await lookUp(typed);
        if (!stored) return unknown(c, typed);
        const body = await c.req.arrayBuffer().catch(() => undefined);
        const name = new URLSearchParams(body ? Buffer.from(body).toString('utf8') : '').get('name') ?? '';
        const nameCheck: NameCheck | null =
          stored.view.nameShown || name.trim() === ''
            ? null
            : sameName(name.slice(0, 200), stored.view.fields.name)
              ? 'match'
              : 'mismatch';
        const data = { document: publicDocument(stored, origin), nameCheck };
        return render(c, data, pages.document(stored.view.id), pages.form, 200);
      });
    }
  }

  // The signed credential, public only while its holder shows their name (it carries it).
  app.get(`${documentCalls.verifyPage}/:id/credential`, limit, async (c) => {
    const stored = await lookUp(c.req.param('id'));
    if (!stored?.view.nameShown) return c.text('Not found', 404, PRIVATE_PAGE);
    return credentialFile(c, stored);
  });

  // The public halves of every signing key, by key id: the one in use and those of older documents.
  app.get(documentCalls.jwks, async (c) => {
    const signer = await deps.signer();
    const stored = await deps.storage.console.signingKeys();
    const keys = [
      ...stored.map((key) => ({ ...key.publicJwk, kid: key.kid })),
      ...(stored.some((key) => key.kid === signer.kid) ? [] : [signer.publicJwk]),
    ];
    return c.json({ keys }, 200, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  });

  // The revocation list, signed like the documents: a minute old at most.
  app.get(documentCalls.statusList, async (c) => {
    const signer = await deps.signer();
    const jwt = await signer.sign(
      statusListCredential(await deps.storage.console.invalidIndexes(), origin, deps.now()),
    );
    return c.body(jwt, 200, {
      'Content-Type': CREDENTIAL_TYPE,
      'Cache-Control': 'public, max-age=60',
      'Access-Control-Allow-Origin': '*',
    });
  });
}

/** A document's PDF as a file to save, with its headers: the holder's (through their status link) and staff's alike. */
export async function pdfFile(stored: StoredDocument, siteUrl: string) {
  const pdf = await documentPdf({
    id: stored.view.id,
    fields: stored.view.fields,
    verifyUrl: `${siteUrl}${documentCalls.documentPage(stored.view.id)}`,
    issuedAt: new Date(stored.view.issuedAt),
  });
  return {
    content: new Uint8Array(pdf),
    headers: {
      ...PRIVATE_PAGE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${stored.view.kind}-${stored.view.id}.pdf"`,
    },
  };
}

/** A document's VC-JWT as a file to save. */
export function credentialFile(c: Context, stored: StoredDocument) {
  return c.body(stored.credential, 200, {
    ...PRIVATE_PAGE,
    'Content-Type': CREDENTIAL_TYPE,
    'Content-Disposition': `attachment; filename="${stored.view.kind}-${stored.view.id}.jwt"`,
  });
}
