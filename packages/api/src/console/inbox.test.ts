// Working what arrives: the inbox, a submission's detail, stages, notes, payments checked against a
// bank statement, exports, data requests and staff accounts, each in the audit log.
import { refusalMessages } from '@aarambh/machines/pipeline';
import { paymentRejectionReasons } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { documents, form, validApplicationFields, validContact } from '../../harness/fixtures.ts';
import { callPath, type Member, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId } from '../../harness/testApp.ts';

const t = consoleForEachTest();
const { clock, staff } = t;

async function apply(fields: Record<string, string> = {}): Promise<string> {
  const response = await t.app.request('/api/application', {
    method: 'POST',
    body: form(
      { ...validApplicationFields(), ...fields },
      { content: documents.pdf(), name: 'resume.pdf', type: 'application/pdf' },
    ),
  });
  expect(response.status).toBe(201);
  return storedId(t, await response.json());
}

/** One change, a second after the one before (as people make them). */
async function change(who: Member, ids: string[], what: Record<string, unknown>) {
  clock.advance(1000);
  const response = await who.post(callPath('change'), { ids, change: what });
  return { status: response.status, ...(await response.json()) };
}

describe('the console inbox', () => {
  it('lists everything that arrived, newest first, with filters, search and pages', async () => {
    const application = await apply();
    const contact = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(contact.status).toBe(201);
    const all = await (await t.reviewer.post(callPath('inbox'), {})).json();
    expect(all).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(all.items.map((item: { kind: string }) => item.kind)).toEqual(['contact', 'application']);
    const paid = await (await t.reviewer.post(callPath('inbox'), { payment: 'unverified' })).json();
    expect(paid.items.map((item: { id: string }) => item.id)).toEqual([application]);
    const found = await (await t.reviewer.post(callPath('inbox'), { q: 'Delhi Universi' })).json();
    expect(found.items).toEqual([]);
    const byAddress = await (await t.reviewer.post(callPath('inbox'), { q: 'asha.rao@exa' })).json();
    expect(byAddress.total).toBe(2);
    const byMessage = await (await t.reviewer.post(callPath('inbox'), { q: 'catalog' })).json();
    expect(byMessage.items.map((item: { kind: string }) => item.kind)).toEqual(['contact']);
    // A reference read out on the phone and typed as heard: lower case, spaces, no prefix.
    const { reference } = paid.items[0];
    const heard = reference.slice(3).toLowerCase().replace('-', ' ');
    const byReference = await (await t.reviewer.post(callPath('inbox'), { q: heard })).json();
    expect(byReference.items.map((item: { id: string }) => item.id)).toEqual([application]);
    const bad = await t.reviewer.post(callPath('inbox'), { kind: 'everything', page: 0 });
    expect(bad.status).toBe(400);
  });

  it('tells staff the language of the page each submission was sent from', async () => {
    const hindi = await apply({ language: 'hi' });
    const english = await apply({ email: 'meera@example.com' });
    for (const [id, language] of [
      [hindi, 'hi'],
      [english, 'en'],
    ]) {
      const detail = await (await t.reviewer.get(callPath('submission', id!))).json();
      expect(detail.language).toBe(language);
      expect(detail.data).not.toHaveProperty('language');
    }
  });

  it('shows a submission whole, marks it read and logs the view; reused transaction ids are flagged on both', async () => {
    const first = await apply();
    const second = await apply({
      firstName: 'Meera',
      email: 'meera@example.com',
      transactionId: 'upi-1234 567890',
    });
    const response = await t.reviewer.get(callPath('submission', first));
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail.item).toMatchObject({
      id: first,
      read: true,
      payment: 'unverified',
      sharedTransaction: true,
      paymentAmount: 2500,
    });
    expect(detail.data).toMatchObject({
      firstName: 'Asha',
      phone: '+919876543210',
      transactionId: 'UPI1234567890',
    });
    expect(detail.file).toEqual({
      name: 'resume.pdf',
      mediaType: 'application/pdf',
      size: documents.pdf().length,
    });
    expect(detail.sharing.map((item: { id: string }) => item.id)).toEqual([second]);
    expect(detail.mails.map((mail: { template: string }) => mail.template).sort()).toEqual([
      'confirmation',
      'notification',
    ]);
    const [line] = await t.storage.console.auditLog({ limit: 1 });
    expect(line).toMatchObject({
      action: 'view',
      target: `submission:${first}`,
      staffEmail: t.reviewer.email,
    });
    expect((await t.reviewer.get(callPath('submission', crypto.randomUUID()))).status).toBe(404);
  });

  it('accepts an application only once its payment is verified, keeping each step with a note', async () => {
    const id = await apply();
    expect(await change(t.reviewer, [id], { type: 'stage', stage: 'accepted' })).toMatchObject({
      changed: [],
      refused: [{ id, reason: 'acceptedNeedsPayment', message: refusalMessages.acceptedNeedsPayment }],
    });
    expect(
      await change(t.reviewer, [id], { type: 'stage', stage: 'shortlisted', note: 'Strong portfolio' }),
    ).toMatchObject({
      changed: [id],
    });
    expect(
      await change(t.reviewer, [id], { type: 'payment', payment: 'rejected', reason: 'typed by staff' }),
    ).toMatchObject({ status: 400 });
    expect(
      await change(t.reviewer, [id], {
        type: 'payment',
        payment: 'rejected',
        reason: paymentRejectionReasons[0],
      }),
    ).toMatchObject({ changed: [id] });
    expect(await change(t.reviewer, [id], { type: 'payment', payment: 'verified' })).toMatchObject({
      changed: [id],
    });
    expect(await change(t.reviewer, [id], { type: 'stage', stage: 'accepted' })).toMatchObject({
      changed: [id],
    });
    expect(await change(t.reviewer, [id], { type: 'note', note: 'Welcome mail sent by hand' })).toMatchObject(
      {
        changed: [id],
      },
    );
    const { events, item } = await (await t.reviewer.get(callPath('submission', id))).json();
    expect(item).toMatchObject({ stage: 'accepted', payment: 'verified' });
    expect(events.map((event: { type: string; note: string | null }) => [event.type, event.note])).toEqual([
      ['stage', 'Strong portfolio'],
      ['payment', paymentRejectionReasons[0]],
      ['payment', null],
      ['stage', null],
      ['note', 'Welcome mail sent by hand'],
    ]);
    const actions = (await t.storage.console.auditLog({ limit: 20 })).map((line) => line.action);
    expect(actions.slice(0, 6)).toEqual(['view', 'note', 'stage', 'payment', 'payment', 'stage']);
  });

  it('audits each page of the inbox by its filters, never the words searched for', async () => {
    await apply();
    await t.reviewer.post(callPath('inbox'), { kind: 'application', q: 'Asha Rao', page: 1 });
    const [line] = await t.storage.console.auditLog({ limit: 1 });
    expect(line).toMatchObject({ action: 'inbox', staffEmail: t.reviewer.email, target: null });
    expect(line!.detail).toMatchObject({ kind: 'application', page: 1, search: true });
    expect(JSON.stringify(line)).not.toMatch(/asha|rao/i);
  });

  it('moves a selection at once, and marks a selection read', async () => {
    const ids = [
      await apply(),
      await apply({ email: 'b@example.com' }),
      await apply({ email: 'c@example.com' }),
    ];
    expect(await change(t.reviewer, ids, { type: 'stage', stage: 'in_review' })).toMatchObject({
      changed: ids,
    });
    expect(await change(t.reviewer, ids.slice(1), { type: 'read' })).toMatchObject({ changed: ids.slice(1) });
    const unread = await (await t.reviewer.post(callPath('inbox'), { unread: true })).json();
    expect(unread.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
  });

  it('matches an imported statement to unverified payments, remembers its columns, and verifies in one click', async () => {
    const asha = await apply({ transactionId: '412345678901' });
    const kiran = await apply({
      email: 'kiran@example.com',
      firstName: 'Kiran',
      transactionId: '512345678902',
    });
    const csv = [
      'Txn Date,Description,Ref No.,Credit',
      '20 Nov 2026,UPI/CR/412345678901/ASHA RAO/SBIN/asha@okaxis,,"2,500.00"',
      '21 Nov 2026,UPI/CR/512345678902/KIRAN SHAH/HDFC/kiran@okhdfc,,"1,000.00"',
      '22 Nov 2026,UPI/CR/999999999999/NOBODY/HDFC/x@okhdfc,,"500.00"',
    ].join('\n');
    const columns = { date: 'Txn Date', reference: 'Ref No.', amount: 'Credit', narration: 'Description' };
    const report = await (await t.admin.post(callPath('statement'), { csv, columns })).json();
    expect(report.matches.map((match: { application: { id: string } }) => match.application.id)).toEqual([
      asha,
    ]);
    expect(report.mismatches.map((match: { application: { id: string } }) => match.application.id)).toEqual([
      kiran,
    ]);
    expect(report.unmatched).toHaveLength(1);
    const again = await (await t.admin.post(callPath('statement'), { csv })).json();
    expect(again.columns).toEqual(columns);
    expect(await change(t.reviewer, [asha], { type: 'payment', payment: 'verified' })).toMatchObject({
      changed: [asha],
    });
    const after = await (await t.admin.post(callPath('statement'), { csv })).json();
    expect(after.matches).toEqual([]);
  });

  it('exports a filtered list with the CLI’s exporter, for admins only', async () => {
    await apply();
    await apply({ email: 'b@example.com', lastName: 'Bose' });
    const response = await t.admin.post(callPath('export'), {
      kind: 'application',
      format: 'csv',
      q: 'example',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFid,reference,createdAt,email,')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect((await t.storage.console.auditLog({ limit: 1 }))[0]).toMatchObject({
      action: 'export',
      detail: { count: 2 },
    });
  });

  it('answers a data request: the export, then the erasure, logged by the address’s hash only', async () => {
    const id = await apply();
    const exported = await t.admin.post(callPath('dataExport'), { email: 'Asha.Rao@example.com' });
    expect((await exported.json()).submissions.map((record: { id: string }) => record.id)).toEqual([id]);
    const erased = await (
      await t.admin.post(callPath('dataErase'), { email: 'asha.rao@example.com' })
    ).json();
    expect(erased).toMatchObject({ submissions: 1, files: 1 });
    expect((await t.reviewer.get(callPath('submission', id))).status).toBe(404);
    const lines = await t.storage.console.auditLog({ limit: 2 });
    expect(lines.map((line) => line.action)).toEqual(['data-erase', 'data-export']);
    expect(lines[0]!.target).toMatch(/^email:[0-9a-f]{64}$/);
    expect(JSON.stringify(lines)).not.toContain('asha');
  });

  it('lets an admin invite, reset and disable staff; the audit log shows each step', async () => {
    const invited = await t.admin.post(callPath('invite'), {
      email: 'Neha@AarambhLabs.example',
      role: 'reviewer',
    });
    expect(invited.status).toBe(201);
    const { link } = await invited.json();
    expect(link).toMatch(/^https:\/\/aarambhlabs\.example\/staff\/enrol#[A-Za-z0-9_-]{43}$/);
    expect(
      (await t.admin.post(callPath('invite'), { email: 'neha@aarambhlabs.example', role: 'admin' })).status,
    ).toBe(409);
    const neha = await staff.enrol(link);
    expect((await neha.get(callPath('me'))).status).toBe(200);
    const reset = await (await t.admin.post(callPath('reset'), { email: neha.email })).json();
    expect((await neha.get(callPath('me'))).status).toBe(401);
    await staff.enrol(reset.link);
    expect((await t.admin.post(callPath('disable'), { email: neha.email })).status).toBe(200);
    const accounts = await (await t.admin.get(callPath('accounts'))).json();
    expect(
      accounts.accounts.map((account: { email: string; status: string }) => [account.email, account.status]),
    ).toEqual([
      ['lead@aarambhlabs.example', 'active'],
      ['neha@aarambhlabs.example', 'disabled'],
      ['ravi@aarambhlabs.example', 'active'],
    ]);
    const audit = await (await t.admin.get(callPath('audit'))).json();
    expect(audit.entries.slice(0, 5).map((line: { action: string }) => line.action)).toEqual([
      'staff-disable',
      'enrolled',
      'staff-reset',
      'enrolled',
      'staff-invite',
    ]);
  });

  it('filters the audit log by person, action and day, and refuses a filter it does not know', async () => {
    const application = await apply();
    await change(t.reviewer, [application], { type: 'stage', stage: 'in_review' });
    await t.admin.get(callPath('submission', application));
    const accounts = (await (await t.admin.get(callPath('accounts'))).json()).accounts as {
      id: string;
      email: string;
    }[];
    const ravi = accounts.find((account) => account.email === t.reviewer.email)!.id;
    const lines = async (query: string) => {
      const response = await t.admin.get(`${callPath('audit')}?${query}`);
      expect(response.status).toBe(200);
      return (
        (await response.json()).entries as { action: string; staffEmail: string; target: string }[]
      ).map((line) => `${line.staffEmail} ${line.action} ${line.target}`);
    };
    expect(await lines(`staff=${ravi}`)).toEqual([
      `${t.reviewer.email} stage submission:${application}`,
      `${t.reviewer.email} enrolled staff:${t.reviewer.email}`,
    ]);
    expect(await lines('action=view')).toEqual([`${t.admin.email} view submission:${application}`]);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect(await lines(`action=stage&from=${today}&to=${today}`)).toHaveLength(1);
    expect(await lines(`action=stage&to=2020-01-01`)).toEqual([]);
    for (const bad of ['action=drop-table', 'staff=1%20OR%201=1', 'from=yesterday', 'before=-1']) {
      expect((await t.admin.get(`${callPath('audit')}?${bad}`)).status, bad).toBe(400);
    }
  });
});
