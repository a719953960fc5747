// Proof: staff mark an enrolled programme completed and issue its certificate, or an accepted job
// application's offer letter; anyone checks a document on /verify/ID and its signed credential
// against /.well-known/jwks.json; revoking and reissuing show there and in the status list; the
// holder downloads the PDF through their status link, chooses whether the name shows, and answers
// an offer. And the attempts to break in: who may issue, what reaches the database, what a
// stranger learns, what is refused.
import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { auditTarget, documentText, formatDocumentId } from '@aarambh/machines/schemas';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { documents, form, validApplicationFields, validCareerFields } from '../../harness/fixtures.ts';
import { miniSite, renderedData } from '../../harness/miniSite.ts';
import { callPath, consoleForEachTest } from '../../harness/staffClient.ts';
import { createTestApp, memoryTransport, storedId, testMailSettings } from '../../harness/testApp.ts';
import { STATUS_LINK_VALID_MS, statusToken } from '../mail/links.ts';
import { listHasBit } from '../proof/credentials.ts';
import { checkCredential } from '../proof/verify.ts';
import { STATUS_MAIL_GATHER_MS } from '../storage/consoleRows.ts';

const siteDir = miniSite(['application-status', 'verify', 'hi/verify']);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const t = consoleForEachTest({ siteDir });
const { clock } = t;

/** An application from `email` moved to accepted (enrolled, for a programme; hired, for a job). */
async function accepted(kind: 'application' | 'career', email: string) {
  const body =
    kind === 'career'
      ? form(
          { ...validCareerFields(), email },
          { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
        )
      : form({
          ...validApplicationFields(),
          email,
          transactionId: `UPI${email.length}${email.charCodeAt(0)}${Date.now()}`,
        });
  const response = await t.app.request(`/api/${kind}`, { method: 'POST', body });
  expect(response.status).toBe(201);
  const id = await storedId(t, await response.json());
  // A programme is accepted (enrolled) once its fee is verified.
  const changes = [
    ...(kind === 'application' ? [{ type: 'payment', payment: 'verified', reason: null }] : []),
    ...(['in_review', 'shortlisted', 'accepted'] as const).map((stage) => ({ type: 'stage', stage })),
  ];
  for (const change of changes) {
    const changed = await t.admin.post(callPath('change'), { ids: [id], change });
    expect((await changed.json()).refused).toEqual([]);
  }
  return id;
}

const completion = (submissionId: string) => ({
  submissionId,
  printedName: 'Asha Rao',
  startsOn: '2026-09-01',
  endsOn: '2026-11-20',
  hours: 240,
  outcome: 'distinction',
  projectUrl: 'https://github.com/asha-rao/clinic-booking',
});

/** A certificate issued to a new enrolled, completed application: its document id and submission. */
async function certificate(email = 'asha.rao@example.com') {
  const id = await accepted('application', email);
  expect((await t.reviewer.post(callPath('complete'), completion(id))).status).toBe(200);
  const issued = await t.admin.post(callPath('issueDocument'), { kind: 'certificate', submissionId: id });
  expect(issued.status).toBe(200);
  const { proof } = await issued.json();
  return { submissionId: id, documentId: proof.documents[0].id as string, proof };
}

const terms = {
  printedName: 'Kiran Shah',
  startsOn: '2027-01-04',
  place: 'Aarambh Labs, Connaught Place, New Delhi',
  compensation: 'INR 6,00,000 a year',
  expiresOn: '2026-12-15',
};

const mailedToken = (submissionId: string, verified = true) =>
  statusToken(
    testMailSettings.links.secret,
    submissionId,
    new Date(clock.now().getTime() + STATUS_LINK_VALID_MS),
    verified,
  );

/** A form the status page posts, with a mailed link (or the form's answer's). */
function post(path: string, submissionId: string, fields: Record<string, string>, verified = true) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'Test browser/1.0' },
    body: new URLSearchParams({ token: mailedToken(submissionId, verified), ...fields }).toString(),
  });
}

async function verifyPage(id: string, init?: RequestInit) {
  const response = await t.app.request(`/verify/${id}`, init);
  const html = await response.text();
  return { response, html, data: renderedData(html) as ReturnType<typeof JSON.parse> };
}

async function jwks() {
  const response = await t.app.request('/.well-known/jwks.json');
  expect(response.status).toBe(200);
  return createLocalJWKSet(await response.json());
}

async function statusListBit(index: number) {
  const response = await t.app.request('/credentials/status/1');
  expect(response.headers.get('content-type')).toBe('application/vc+jwt');
  const { payload } = await jwtVerify(await response.text(), await jwks());
  const subject = payload.credentialSubject as { encodedList: string; statusPurpose: string };
  expect(subject.statusPurpose).toBe('revocation');
  return listHasBit(subject.encodedList, index);
}

describe('certificates', () => {
  it('issues a signed certificate to a completed application: the verify page shows it valid with every printed field, the credential verifies against the published keys', async () => {
    const { submissionId, documentId } = await certificate();
    expect(documentId).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);

    const { response, html, data } = await verifyPage(documentId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    // Started from /verify's shell, the page says its own path and route, so the client hydrates it,
    // and not the shell's route module, which would hydrate it as the form.
    expect(html).toContain(
      `data-path="/verify/${documentId}" data-route="route:/verify/${documentId}" data-rendered`,
    );
    expect(data.document).toMatchObject({
      id: documentId,
      kind: 'certificate',
      state: 'valid',
      name: null,
      credentialUrl: null,
      fields: { programme: expect.any(String), hours: 240, outcome: 'distinction', startsOn: '2026-09-01' },
    });
    // Hidden until the holder chooses: neither the name nor the address is on the page.
    expect(html).not.toContain('Asha Rao');
    expect(html).not.toContain('asha.rao@example.com');

    expect((await t.app.request(`/verify/${documentId}/credential`)).status).toBe(404);
    // The holder shows the name from a mailed link; then the credential is public too.
    const shown = await post('/api/application-status/document/name', submissionId, {
      id: documentId,
      shown: 'yes',
    });
    expect(shown.headers.get('location')).toContain('document=name-shown');
    const after = await verifyPage(documentId);
    expect(after.data.document.name).toBe('Asha Rao');
    const credential = await t.app.request(`/verify/${documentId}/credential`);
    expect(credential.headers.get('content-type')).toBe('application/vc+jwt');
    const jwt = await credential.text();
    const { payload, protectedHeader } = await jwtVerify(jwt, await jwks());
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.id).toBe(`${testMailSettings.links.siteUrl}/verify/${documentId}`);

    // One byte changed anywhere in the signed part, and it no longer verifies.
    const [head, body, signature] = jwt.split('.');
    const claims = Buffer.from(body!, 'base64url').toString().replace('Asha', 'Asha ');
    const forged = `${head}.${Buffer.from(claims).toString('base64url')}.${signature}`;
    await expect(jwtVerify(forged, await jwks())).rejects.toThrow();
    expect(decodeJwt(jwt).credentialStatus).toMatchObject({ statusPurpose: 'revocation' });
  });

  it('tells the holder in the status e-mail that the certificate is on the status page', async () => {
    const { documentId } = await certificate();
    await t.outbox.runOnce(new Date(clock.now().getTime() + STATUS_MAIL_GATHER_MS + 1000));
    const status = t.mail.sent.filter((sent) => sent.to === 'asha.rao@example.com').at(-1)!;
    expect(status.text).toContain(`certificate ${formatDocumentId(documentId)}`);
    expect(status.text).toContain('ready to download from your status page');
  });

  it('checks a hidden name typed on the page without showing it', async () => {
    const { documentId } = await certificate();
    const check = (name: string) =>
      verifyPage(documentId, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name }).toString(),
      });
    const right = await check('  asha   RAO ');
    expect(right.data.nameCheck).toBe('match');
    expect(right.html).not.toContain('Asha Rao');
    expect((await check('Asha Raon')).data.nameCheck).toBe('mismatch');
  });

  it('answers on the Hindi pages in Hindi: a document’s page from the Hindi form’s shell, an id typed there and a name checked there stay on the Hindi pages', async () => {
    const { documentId } = await certificate();
    const page = await t.app.request(`/hi/verify/${documentId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`data-path="/hi/verify/${documentId}"`);
    expect(renderedData(html)).toMatchObject({ document: { id: documentId, state: 'valid' } });
    const typed = await t.app.request(`/hi/verify?id=${encodeURIComponent(formatDocumentId(documentId))}`);
    expect(typed.status).toBe(303);
    expect(typed.headers.get('location')).toBe(`/hi/verify/${documentId}`);
    const lowerCase = await t.app.request(`/hi/verify/${documentId.toLowerCase()}`);
    expect(lowerCase.headers.get('location')).toBe(`/hi/verify/${documentId}`);
    const checked = await t.app.request(`/hi/verify/${documentId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'asha rao' }).toString(),
    });
    const checkedHtml = await checked.text();
    expect(checkedHtml).toContain('<html lang="hi">');
    expect(renderedData(checkedHtml)).toMatchObject({ nameCheck: 'match' });
    expect(checkedHtml).not.toContain('Asha Rao');
    const unknown = await t.app.request('/hi/verify/000000000000');
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('<html lang="hi">');
    expect(renderedData(unknownHtml)).toEqual({ problem: 'unknown', typed: '000000000000' });
    // The English page is still rendered from the English form's shell.
    expect(await (await t.app.request(`/verify/${documentId}`)).text()).toContain('<html lang="en">');
  });

  it("gives a document's page its own head, not its form's: its title, canonical link and twin, in each language", async () => {
    const { documentId } = await certificate();
    for (const [form, twinForm] of [
      ['/verify', '/hi/verify'],
      ['/hi/verify', '/verify'],
    ] as const) {
      const html = await (await t.app.request(`${form}/${documentId}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${form}/${documentId}</title>`);
      expect(head).toContain(`<link rel="canonical" href="https://example.test${form}/${documentId}"/>`);
      expect(head).not.toContain(`<title>${form}</title>`);
      expect(head).toContain(`data-twin="${twinForm}/${documentId}"`);
      expect(head.match(/data-twin=/g)).toHaveLength(1);
      // The form, answering an id it cannot read, keeps its own.
      const formHtml = await (await t.app.request(`${form}?id=nope`)).text();
      expect(formHtml).toContain(`<title>${form}</title>`);
      expect(formHtml).toContain(`data-twin="${twinForm}"`);
    }
  });

  it("sends a document's page compressed to a browser that accepts gzip, and as it is to one that does not", async () => {
    const { documentId } = await certificate();
    const zipped = await t.app.request(`/verify/${documentId}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const packed = Buffer.from(await zipped.arrayBuffer());
    const html = gunzipSync(packed).toString('utf8');
    expect(renderedData(html)).toMatchObject({ document: { id: documentId } });
    const plain = await verifyPage(documentId);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.data).toMatchObject({ document: { id: documentId } });
  });

  it('revokes: the page says revoked on the day, never why, and the status list sets its bit', async () => {
    const { documentId } = await certificate();
    const index = Number(
      (
        decodeJwt((await t.storage.console.documentById(documentId, '2026-11-28'))!.credential)
          .credentialStatus as { statusListIndex: string }
      ).statusListIndex,
    );
    expect(await statusListBit(index)).toBe(false);
    const revoked = await t.admin.post(callPath('revokeDocument'), {
      documentId,
      reason: 'Attendance records were wrong',
    });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).proof.documents[0]).toMatchObject({
      state: 'revoked',
      revokedReason: 'Attendance records were wrong',
    });
    const { html, data } = await verifyPage(documentId);
    expect(data.document).toMatchObject({
      state: 'revoked',
      stateOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(html).not.toContain('Attendance');
    expect(await statusListBit(index)).toBe(true);
    // Revoked once: a second revocation changes nothing.
    expect((await t.admin.post(callPath('revokeDocument'), { documentId, reason: 'Again' })).status).toBe(
      409,
    );
  });

  it('is checked by `npm run verify`’s check as a stranger would: signed by the site, not revoked; then revoked; a forgery or another issuer refused', async () => {
    const { submissionId, documentId } = await certificate();
    await post('/api/application-status/document/name', submissionId, { id: documentId, shown: 'yes' });
    const jwt = await (await t.app.request(`/verify/${documentId}/credential`)).text();
    const site = testMailSettings.links.siteUrl;
    const fetchFromApp = async (url: string) => t.app.request(url.slice(site.length));
    expect(await checkCredential(jwt, site, fetchFromApp)).toMatchObject({
      signed: true,
      revoked: false,
      issuer: site,
    });
    expect((await checkCredential(jwt, 'https://elsewhere.example', fetchFromApp)).signed).toBe(false);
    const [head, body, signature] = jwt.split('.');
    const edited = Buffer.from(body!, 'base64url').toString().replace('"hours":240', '"hours":480');
    const forged = await checkCredential(
      `${head}.${Buffer.from(edited).toString('base64url')}.${signature}`,
      site,
      fetchFromApp,
    );
    expect(forged).toMatchObject({ signed: false, problem: expect.stringContaining('signature') });
    await t.admin.post(callPath('revokeDocument'), { documentId, reason: 'Issued in error' });
    expect(await checkCredential(jwt, site, fetchFromApp)).toMatchObject({ signed: true, revoked: true });
  });

  it('reissues after a correction: the old document says superseded and links the new one', async () => {
    const { submissionId, documentId } = await certificate();
    await t.reviewer.post(callPath('complete'), { ...completion(submissionId), printedName: 'Asha K. Rao' });
    const reissued = await t.admin.post(callPath('issueDocument'), { kind: 'certificate', submissionId });
    const { proof } = await reissued.json();
    const newId = proof.documents[0].id;
    expect(newId).not.toBe(documentId);
    expect(proof.documents[0]).toMatchObject({ state: 'valid', fields: { name: 'Asha K. Rao' } });
    expect((await verifyPage(documentId)).data.document).toMatchObject({
      state: 'superseded',
      supersededBy: newId,
    });
  });

  it('gives a certificate only to an enrolled application marked completed, never for a payment alone', async () => {
    const id = await accepted('application', 'meera@example.com');
    expect(
      (await t.admin.post(callPath('issueDocument'), { kind: 'certificate', submissionId: id })).status,
    ).toBe(409);
    const job = await accepted('career', 'dev@example.com');
    expect((await t.reviewer.post(callPath('complete'), completion(job))).status).toBe(409);
    expect(
      (await t.admin.post(callPath('issueDocument'), { kind: 'certificate', submissionId: job })).status,
    ).toBe(409);
  });
});

describe('offer letters', () => {
  it('is accepted from the status page with the letter shown: the time, client, browser and letter hash recorded; a changed letter and a second answer refused', async () => {
    const id = await accepted('career', 'kiran.shah@example.com');
    const issued = await t.admin.post(callPath('issueDocument'), { kind: 'offer', submissionId: id, terms });
    expect(issued.status).toBe(200);
    const offer = (await issued.json()).proof.documents[0];
    const page = await t.app.request(`/application-status?token=${encodeURIComponent(mailedToken(id))}`);
    const shown = (renderedData(await page.text()) as ReturnType<typeof JSON.parse>).documents[0];
    expect(shown).toMatchObject({ id: offer.id, kind: 'offer', state: 'valid', canAct: true });

    // A letter other than the current one (edited, or an old tab) is refused.
    const stale = await post('/api/application-status/offer', id, {
      id: offer.id,
      answer: 'accepted',
      letter: 'f'.repeat(64),
    });
    expect(stale.headers.get('location')).toContain('document=changed');
    // The form's answer link may read but not answer.
    await post(
      '/api/application-status/offer',
      id,
      { id: offer.id, answer: 'accepted', letter: shown.letterSha256 },
      false,
    );
    expect((await verifyPage(offer.id)).data.document.state).toBe('valid');

    const answered = await post('/api/application-status/offer', id, {
      id: offer.id,
      answer: 'accepted',
      letter: shown.letterSha256,
    });
    expect(answered.headers.get('location')).toContain('document=accepted');
    const detail = await (await t.reviewer.get(callPath('submission', id))).json();
    expect(detail.proof.documents[0].answer).toMatchObject({
      answer: 'accepted',
      userAgent: 'Test browser/1.0',
      letterSha256: shown.letterSha256,
    });
    const { createHash } = await import('node:crypto');
    expect(shown.letterSha256).toBe(
      createHash('sha256').update(documentText(offer.id, offer.fields)).digest('hex'),
    );
    await post('/api/application-status/offer', id, {
      id: offer.id,
      answer: 'declined',
      letter: shown.letterSha256,
    });
    expect((await verifyPage(offer.id)).data.document.state).toBe('accepted');
  });

  it('cannot be accepted once expired, and the page says expired', async () => {
    const id = await accepted('career', 'kiran.shah@example.com');
    const issued = await t.admin.post(callPath('issueDocument'), {
      kind: 'offer',
      submissionId: id,
      terms: { ...terms, expiresOn: dayFromNow(1) },
    });
    const offer = (await issued.json()).proof.documents[0];
    clock.advance(3 * 86_400_000);
    const answered = await post('/api/application-status/offer', id, {
      id: offer.id,
      answer: 'accepted',
      letter: (await import('node:crypto'))
        .createHash('sha256')
        .update(documentText(offer.id, offer.fields))
        .digest('hex'),
    });
    expect(answered.headers.get('location')).toContain('document=expired');
    expect((await verifyPage(offer.id)).data.document.state).toBe('expired');
  });
});

const dayFromNow = (days: number) =>
  new Date(clock.now().getTime() + days * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('breaking in', () => {
  it('lets no reviewer issue or revoke', async () => {
    const { submissionId, documentId } = await certificate();
    expect(
      (await t.reviewer.post(callPath('issueDocument'), { kind: 'certificate', submissionId })).status,
    ).toBe(403);
    expect((await t.reviewer.post(callPath('revokeDocument'), { documentId, reason: 'No' })).status).toBe(
      403,
    );
  });

  it('serves the PDF only through the holder’s own status link', async () => {
    const { submissionId, documentId } = await certificate();
    const other = await accepted('application', 'someone.else@example.com');
    const pdf = (token: string) =>
      t.app.request(`/api/application-status/document?token=${encodeURIComponent(token)}&id=${documentId}`);
    const own = await pdf(mailedToken(submissionId));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await pdf(mailedToken(other))).status).toBe(404);
    expect((await pdf('not-a-token')).status).toBe(404);
    expect((await t.app.request(`/api/application-status/document?id=${documentId}`)).status).toBe(404);
  });

  it('gives staff the PDF only with a session, only under its own submission, and audits each download', async () => {
    const { submissionId, documentId } = await certificate();
    const other = await accepted('application', 'someone.else@example.com');
    const path = (id: string, document: string) => `${callPath('documentPdf', id)}?document=${document}`;
    const own = await t.reviewer.get(path(submissionId, documentId));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await t.app.request(path(submissionId, documentId))).status).toBe(401);
    expect((await t.reviewer.get(path(other, documentId))).status).toBe(404);
    expect((await t.reviewer.get(path(submissionId, 'N61ME3KGYPE5'))).status).toBe(400);
    expect((await t.reviewer.get(callPath('documentPdf', submissionId))).status).toBe(400);
    const { entries } = await (await t.admin.get(`${callPath('audit')}?action=document-download`)).json();
    expect(entries).toEqual([
      expect.objectContaining({
        staffEmail: t.reviewer.email,
        target: auditTarget('submission', submissionId),
        detail: { document: documentId },
      }),
    ]);
  });

  it('answers an unknown id and a malformed one alike, and a wrong check character never reaches the database', async () => {
    const { documentId } = await certificate();
    const lookups = vi.spyOn(t.storage.console, 'documentById');
    const digits = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const wrongCheck = documentId.slice(0, 11) + digits[(digits.indexOf(documentId[11]!) + 1) % 32];
    const mistyped = await verifyPage(wrongCheck);
    expect(lookups).not.toHaveBeenCalled();
    const unknownId = '0000000000' + '00';
    const unknown = await verifyPage(unknownId);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(mistyped.response.status).toBe(404);
    expect(unknown.response.status).toBe(404);
    expect(mistyped.data).toEqual({ problem: 'unknown', typed: wrongCheck });
    expect(unknown.data).toEqual({ problem: 'unknown', typed: unknownId });
    // An id typed from paper, with hyphens and in lower case, goes to its one page.
    const typed = await t.app.request(
      `/verify?id=${encodeURIComponent(formatDocumentId(documentId).toLowerCase())}`,
    );
    expect(typed.headers.get('location')).toBe(`/verify/${documentId}`);
  });

  it('limits lookups per client: past the limit, 429', async () => {
    const limited = await createTestApp(memoryTransport(), { siteDir, rateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await limited.app.request('/verify/000000000000')).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
