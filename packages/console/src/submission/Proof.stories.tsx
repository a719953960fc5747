import type { DocumentView, SubmissionDetail } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerCallsWith, lastCall } from '../../harness/storyApi';
import { ProofSection } from './Proof';

const enrolled: SubmissionDetail['item'] = {
  id: '3f6c1a52-8d4e-4b7a-9c1d-2e5f6a7b8c9d',
  reference: 'AL-7K3M-Q2PC',
  kind: 'application',
  subject: 'Full Stack Web Development',
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: null,
  createdAt: '2026-08-20T10:30:00.000Z',
  target: 'full-stack-web-development',
  stage: 'accepted',
  payment: 'verified',
  paymentAmount: 2500,
  paymentReason: null,
  paymentCheckedAt: '2026-08-21T06:00:00.000Z',
  transactionId: '412345678901',
  receiptNumber: 'AL/2026-27/000042',
  read: true,
  sharedTransaction: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
} as SubmissionDetail['item'];

const hired: SubmissionDetail['item'] = {
  ...enrolled,
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  reference: 'AL-4D9X-HT2A',
  kind: 'career',
  subject: 'UX/UI Designer',
  name: 'Rahul Mehta',
  payment: null,
  paymentAmount: null,
  receiptNumber: null,
};

const completion: NonNullable<SubmissionDetail['proof']['completion']> = {
  printedName: 'Asha Rao',
  startsOn: '2026-09-01',
  endsOn: '2026-10-31',
  hours: 160,
  outcome: 'distinction',
  projectUrl: 'https://github.com/asharao/booking-app',
  by: 'mentor@aarambhlabs.example',
  at: '2026-11-19T11:00:00.000Z',
};

const certificate: DocumentView = {
  id: 'N61ME3KGYPE4',
  kind: 'certificate',
  state: 'valid',
  fields: {
    kind: 'certificate',
    name: 'Asha Rao',
    programme: 'Full Stack Web Development',
    organisation: 'Aarambh Labs',
    startsOn: '2026-09-01',
    endsOn: '2026-10-31',
    hours: 160,
    outcome: 'distinction',
    projectUrl: 'https://github.com/asharao/booking-app',
    issuedOn: '2026-11-20',
  },
  nameShown: true,
  issuedAt: '2026-11-20T09:00:00.000Z',
  issuedBy: 'admin@aarambhlabs.example',
  revokedAt: null,
  revokedReason: null,
  supersededBy: null,
  answer: null,
};

const offer: DocumentView = {
  id: 'PZE7ZYB5K660',
  kind: 'offer',
  state: 'accepted',
  fields: {
    kind: 'offer',
    name: 'Rahul Mehta',
    role: 'UX/UI Designer',
    department: 'Design',
    startsOn: '2027-01-04',
    place: 'Bengaluru office, Koramangala',
    compensation: '₹6,00,000 a year, paid monthly',
    expiresOn: '2026-12-15',
    issuedOn: '2026-11-21',
  },
  nameShown: false,
  issuedAt: '2026-11-21T09:00:00.000Z',
  issuedBy: 'admin@aarambhlabs.example',
  revokedAt: null,
  revokedReason: null,
  supersededBy: null,
  answer: {
    answer: 'accepted',
    at: '2026-11-24T05:12:00.000Z',
    client: '203.0.113.24',
    userAgent: 'Mozilla/5.0 (Android 15; Mobile) Firefox/145.0',
    letterSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
};

const meta = {
  title: 'Console/Submission/Proof',
  component: ProofSection,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '1280x6000' } },
  // Every call answers `{ proof }` as the API does (the section then reloads the submission
  // through `onChanged`); the play reads what was sent.
  beforeEach: answerCallsWith({ proof: { completion, documents: [certificate] } }),
  decorators: [
    (Story) => (
      // The width of the submission page's actions column on a desktop.
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: enrolled,
    proof: { completion: null, documents: [] },
    role: 'admin',
    onChanged: () => undefined,
  },
} satisfies Meta<typeof ProofSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enrolled, not yet completed: the completion form with the application's name, its errors from
 * the schema's messages beside the fields, then the call with what was typed.
 */
export const NoCompletion: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('textbox', { name: /Name as printed/ })).toHaveValue('Asha Rao');
    await expect(
      section.getByText('The certificate can be issued once the programme is marked completed.'),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Mark completed' }));
    await expect(section.getByRole('spinbutton', { name: /Hours/ })).toHaveAccessibleDescription(
      'Enter the hours, from 1 to 2000',
    );
    await expect(globalThis.fetch).not.toHaveBeenCalled();
    await userEvent.type(section.getByLabelText(/Start date/), '2026-09-01');
    await userEvent.type(section.getByLabelText(/End date/), '2026-10-31');
    await userEvent.type(section.getByRole('spinbutton', { name: /Hours/ }), '160');
    await userEvent.click(section.getByRole('radio', { name: 'Completed with distinction' }));
    await userEvent.click(section.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    await expect(lastCall()).toEqual({
      path: '/api/staff/completions',
      body: {
        submissionId: enrolled.id,
        printedName: 'Asha Rao',
        startsOn: '2026-09-01',
        endsOn: '2026-10-31',
        hours: 160,
        outcome: 'distinction',
        projectUrl: '',
      },
    });
  },
};

/** Completed: the form shows the completion to correct; an admin issues the certificate. */
export const Completed: Story = {
  args: { proof: { completion, documents: [] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('spinbutton', { name: /Hours/ })).toHaveValue(160);
    await expect(section.getByRole('radio', { name: 'Completed with distinction' })).toBeChecked();
    await expect(section.getByText('None issued yet.')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Issue the certificate' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    await expect(lastCall()).toEqual({
      path: '/api/staff/documents',
      body: { kind: 'certificate', submissionId: enrolled.id },
    });
  },
};

/**
 * A valid certificate: everything it prints, who issued it; reissuing says it supersedes this
 * one; revoking asks for the reason in a dialog, by keyboard.
 */
export const CertificateValid: Story = {
  args: { proof: { completion, documents: [certificate] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const entry = within(section.getByRole('listitem', { name: 'Certificate N61M-E3KG-YPE4' }));
    await expect(entry.getByText('Valid')).toBeVisible();
    await expect(entry.getByText('Completed with distinction')).toBeVisible();
    await expect(entry.getByText(/by admin@aarambhlabs\.example/)).toBeVisible();
    await expect(section.getByText(/supersedes N61M-E3KG-YPE4/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Reissue the certificate' })).toBeVisible();
    await expect(entry.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/staff/submissions/${enrolled.id}/document?document=N61ME3KGYPE4`,
    );

    entry.getByRole('button', { name: 'Revoke…' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Enter why the document is revoked/,
    );
    await expect(globalThis.fetch).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Issued with a misspelt name');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    await expect(lastCall()).toEqual({
      path: '/api/staff/documents/revoke',
      body: { documentId: 'N61ME3KGYPE4', reason: 'Issued with a misspelt name' },
    });
    // The dialog closes once the call answers, after its exit animation.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Revoked: when, and the reason (staff only); nothing left to revoke. */
export const Revoked: Story = {
  args: {
    proof: {
      completion,
      documents: [
        {
          ...certificate,
          state: 'revoked',
          revokedAt: '2026-11-25T08:30:00.000Z',
          revokedReason: 'Issued with a misspelt name',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const entry = within(within(canvasElement).getByRole('listitem', { name: 'Certificate N61M-E3KG-YPE4' }));
    await expect(entry.getByText(/: Issued with a misspelt name$/)).toBeVisible();
    await expect(entry.queryByRole('button', { name: 'Revoke…' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Issue the certificate' })).toBeVisible();
  },
};

/** Reissued: the new certificate first; the old one says superseded and links to the new. */
export const Superseded: Story = {
  args: {
    proof: {
      completion: { ...completion, printedName: 'Asha R. Rao' },
      documents: [
        {
          ...certificate,
          id: 'CRSXKCJ8WFP7',
          fields: { ...certificate.fields, name: 'Asha R. Rao' },
          issuedAt: '2026-11-26T09:00:00.000Z',
        },
        { ...certificate, state: 'superseded', supersededBy: 'CRSXKCJ8WFP7' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const [newest, older] = section.getAllByRole('listitem');
    await expect(newest).toHaveAccessibleName('Certificate CRSX-KCJ8-WFP7');
    const old = within(older!);
    await expect(old.getByText('Superseded')).toBeVisible();
    await expect(old.getByRole('link', { name: 'CRSX-KCJ8-WFP7' })).toHaveAttribute(
      'href',
      '#document-CRSXKCJ8WFP7',
    );
  },
};

/**
 * An accepted job application whose offer was accepted: the answer with its time, client and
 * user agent; the terms prefilled for a reissue.
 */
export const OfferAccepted: Story = {
  args: { item: hired, proof: { completion: null, documents: [offer] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const entry = within(section.getByRole('listitem', { name: 'Offer letter PZE7-ZYB5-K660' }));
    await expect(entry.getByText('Offer accepted')).toBeVisible();
    await expect(
      entry.getByText(/from 203\.0\.113\.24, Mozilla\/5\.0 \(Android 15; Mobile\) Firefox\/145\.0$/),
    ).toBeVisible();
    await expect(section.queryByRole('textbox', { name: /Hours/ })).toBeNull();
    await expect(section.getByRole('textbox', { name: /Place of work/ })).toHaveValue(
      'Bengaluru office, Koramangala',
    );
    await userEvent.clear(section.getByRole('textbox', { name: /Place of work/ }));
    await userEvent.click(section.getByRole('button', { name: 'Issue the offer letter' }));
    await expect(section.getByRole('textbox', { name: /Place of work/ })).toHaveAccessibleDescription(
      'Enter the place of work',
    );
    await expect(globalThis.fetch).not.toHaveBeenCalled();
  },
};

/** A reviewer: marks the completion, sees and downloads the documents, but issues and revokes nothing. */
export const ReviewerView: Story = {
  args: { role: 'reviewer', proof: { completion, documents: [certificate] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('button', { name: 'Correct the completion' })).toBeVisible();
    await expect(section.getByRole('listitem', { name: 'Certificate N61M-E3KG-YPE4' })).toBeVisible();
    await expect(section.queryByRole('button', { name: /Issue|Reissue/ })).toBeNull();
    await expect(section.queryByRole('button', { name: 'Revoke…' })).toBeNull();
    await expect(section.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  },
};
