import { company } from '@aarambh/content';
import type { ReceiptPageData } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { ServerDataProvider } from '../boot';
import { PaymentReceiptPage } from './PaymentReceipt';

const withData = (data?: ReceiptPageData) => ({
  path: '/application-status/receipt',
  page: (
    <ServerDataProvider value={data && { path: '/application-status/receipt', data }}>
      <PaymentReceiptPage />
    </ServerDataProvider>
  ),
});

const meta = {
  title: 'Pages/Payment Receipt',
  ...pageStoryDefaults,
  args: withData({
    receipt: {
      number: 'AL/2026-27/000042',
      reference: 'AL-7K3M-Q2PC',
      payer: 'Asha Rao',
      programme: 'Full Stack Web Development',
      organisation: 'Aarambh Labs',
      duration: '8 Weeks',
      amount: 150000,
      transactionId: '412345678901',
      paymentReference: 'AL7K3M9QX2PD',
      verifiedAt: '2026-11-21T06:00:00.000Z',
      appliedAt: '2026-11-20T10:30:00.000Z',
    },
    token: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.1795000000.signature',
  }),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A verified fee's receipt: the company's legal name and registered office, the receipt's number,
 * the amount in rupees with Indian grouping.
 */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Receipt No. AL/2026-27/000042')).toBeVisible();
    await expect(page.getByText(company.legalName)).toBeVisible();
    await expect(page.getByText(company.address.registered)).toBeVisible();
    await expect(page.getByText('₹1,50,000')).toBeVisible();
    await expect(page.getByText('21 November 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
    // The company's address and number, as links to write and to call.
    const receipt = within(page.getByRole('article'));
    await expect(receipt.getByRole('link', { name: 'hello@aarambhlabs.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aarambhlabs.example',
    );
    await expect(receipt.getByRole('link', { name: '+91 11 5550 0142' })).toHaveAttribute(
      'href',
      'tel:+911155500142',
    );
  },
};
export const Phone: Story = { globals: phone };

/** Asked for before the payment was verified. */
export const NotVerifiedPhone: Story = {
  args: withData({ problem: 'not_verified', token: 'token' }),
  globals: phone,
};
