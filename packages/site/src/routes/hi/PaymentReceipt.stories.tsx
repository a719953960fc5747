import type { ReceiptPageData } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { ServerDataProvider } from '../../boot';
import { HindiPaymentReceiptPage } from './PaymentReceipt';

const token = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.1795000000.signature';

const withData = (data?: ReceiptPageData) => ({
  path: '/hi/application-status/receipt',
  page: (
    <ServerDataProvider value={data && { path: '/hi/application-status/receipt', data }}>
      <HindiPaymentReceiptPage />
    </ServerDataProvider>
  ),
});

const meta = {
  title: 'Pages/Hindi/Payment Receipt',
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
    token,
  }),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified fee's receipt in Hindi, its dates in Hindi, its link back to the Hindi status page. */
export const VerifiedDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'भुगतान की रसीद' })).toBeVisible();
    await expect(page.getByText('21 नवंबर 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'अपने आवेदन की स्थिति पर वापस जाएँ' })).toHaveAttribute(
      'href',
      `/hi/application-status?token=${token}`,
    );
  },
};
export const VerifiedPhone: Story = { globals: phone };
