import type {
  ApplicantDocument,
  ApplicationStatusView,
  DocumentNotice,
  StatusPageData,
} from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { certificate, offer, token } from '../../harness/statusPageFixtures';
import { ServerDataProvider } from '../boot';
import { ApplicationStatusPage } from './ApplicationStatus';

const enrolled: ApplicationStatusView = {
  reference: 'AL-7K3M-Q2PC',
  kind: 'application',
  title: 'Full Stack Web Development',
  organisation: 'Aarambh Labs',
  appliedAt: '2026-08-20T10:30:00.000Z',
  stage: 'accepted',
  payment: {
    state: 'verified',
    amount: 2500,
    checkedAt: '2026-08-21T06:00:00.000Z',
    reason: null,
    reference: null,
  },
  decisionBy: null,
  canWithdraw: false,
};

const hired: ApplicationStatusView = {
  ...enrolled,
  reference: 'AL-4D9X-HT2A',
  kind: 'career',
  title: 'UX/UI Designer',
  organisation: 'Design',
  payment: null,
};

const withDocuments = (
  status: ApplicationStatusView,
  documents: ApplicantDocument[],
  documentNotice: DocumentNotice | null = null,
) => {
  const data: StatusPageData = { status, token, others: [], documents, documentNotice };
  return {
    path: '/application-status',
    page: (
      <ServerDataProvider value={{ path: '/application-status', data }}>
        <ApplicationStatusPage />
      </ServerDataProvider>
    ),
  };
};

const meta = {
  title: 'Pages/Application Status/Documents',
  ...pageStoryDefaults,
  args: withDocuments(enrolled, [certificate]),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A certificate issued: what it prints, its PDF and signed credential through this page's link,
 * its public page, and the choice to show the name there.
 */
export const CertificatePhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your Documents' }));
    await expect(
      section.getByRole('heading', { level: 3, name: 'Certificate N61M-E3KG-YPE4' }),
    ).toBeVisible();
    await expect(section.getByText('Valid')).toBeVisible();
    await expect(section.getByText('Asha Rao')).toBeVisible();
    const pdf = `/api/application-status/document?token=${encodeURIComponent(token)}&id=N61ME3KGYPE4`;
    await expect(section.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', pdf);
    await expect(section.getByRole('link', { name: 'Download the signed credential' })).toHaveAttribute(
      'href',
      `${pdf}&format=jwt`,
    );
    await expect(section.getByRole('link', { name: 'See its public verify page' })).toHaveAttribute(
      'href',
      '/verify/N61ME3KGYPE4',
    );
    const hide = section.getByRole('button', { name: 'Hide My Name' });
    await expect(hide).toHaveAttribute('name', 'shown');
    await expect(hide).toHaveAttribute('value', 'no');
    await expect(section.getByRole('button', { name: 'Show My Name' })).toHaveAttribute('value', 'yes');
    const form = hide.closest('form');
    await expect(form).toHaveAttribute('action', '/api/application-status/document/name');
    await expect(form?.querySelector('input[name="id"]')).toHaveValue('N61ME3KGYPE4');
    await expect(form?.querySelector('input[name="token"]')).toHaveValue(token);
    await expect(section.queryByRole('button', { name: 'Accept the Offer' })).toBeNull();
  },
};

/** Back from hiding the name: the notice, and the page says the name is hidden. */
export const NameHiddenNoticeDesktop: Story = {
  args: withDocuments(enrolled, [{ ...certificate, nameShown: false }], 'name-hidden'),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your Documents' }));
    await expect(section.getByRole('status')).toHaveTextContent(
      'Your name is now hidden on the public verify page.',
    );
    await expect(section.getByText(/Your name is hidden on the public verify page/)).toBeVisible();
  },
};

/** An open offer letter from a mailed link: Accept and Decline, each sending the letter's SHA-256. */
export const OfferOpenDesktop: Story = {
  args: withDocuments(hired, [offer]),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your Documents' }));
    await expect(
      section.getByRole('heading', { level: 3, name: 'Offer letter PZE7-ZYB5-K660' }),
    ).toBeVisible();
    const accept = section.getByRole('button', { name: 'Accept the Offer' });
    await expect(accept).toHaveAttribute('value', 'accepted');
    await expect(section.getByRole('button', { name: 'Decline the Offer' })).toHaveAttribute(
      'value',
      'declined',
    );
    const form = accept.closest('form');
    await expect(form).toHaveAttribute('action', '/api/application-status/offer');
    await expect(form?.querySelector('input[name="letter"]')).toHaveValue(offer.letterSha256);
    await expect(form?.querySelector('input[name="id"]')).toHaveValue('PZE7ZYB5K660');
  },
};

/** The letter changed after the page was opened: the acceptance was refused, read it again. */
export const OfferChangedPhone: Story = {
  args: withDocuments(hired, [offer], 'changed'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your Documents' }));
    await expect(section.getByRole('alert')).toHaveTextContent(
      'The letter changed since you opened this page: read it again.',
    );
    await expect(section.getByRole('button', { name: 'Accept the Offer' })).toBeVisible();
  },
};

/**
 * An accepted offer, seen from the application form's own link: no answer to give, no choice to
 * make (the link proves nothing about who reads the address); the files are there.
 */
export const OfferAcceptedFromFormLinkPhone: Story = {
  args: withDocuments(hired, [{ ...offer, state: 'accepted', canAct: false }], 'accepted'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your Documents' }));
    await expect(section.getByRole('status')).toHaveTextContent(/You accepted the offer/);
    await expect(section.getByText('Accepted')).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
    await expect(section.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  },
};
