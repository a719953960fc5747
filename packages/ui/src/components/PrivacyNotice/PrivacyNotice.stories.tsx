import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacyNotice } from './PrivacyNotice';

const meta = {
  title: 'Forms/PrivacyNotice',
  component: PrivacyNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use PrivacyNotice beside every form that collects personal data: it lists each purpose with the items ' +
          'collected for it, what is done with them and on which basis, and links to withdraw a consent, ask for ' +
          "one's data, reach the named grievance contact and complain to the regulator. The product gives the " +
          'texts from its purpose table. `compact` keeps the purposes behind a disclosure, beside a one-field form.',
      },
    },
  },
  args: {
    purposes: [
      {
        title: 'Your application',
        items: ['name', 'e-mail address', 'phone number', 'resume'],
        text: 'To consider your application and write to you about it.',
        basis: 'Your consent, which you can withdraw at any time',
      },
      {
        title: 'Your fee',
        items: ['UPI transaction id'],
        text: 'To match the fee you paid against our bank statement and issue your receipt.',
        basis: 'The law asks us to keep payment records',
      },
    ],
    grievanceContact: { role: 'Grievance Officer (data protection)', email: 'grievance@company.example' },
    links: {
      withdraw: '/privacy-policy#withdraw-consent',
      request: '/privacy/request',
      policy: '/privacy-policy',
      board: { name: 'Data Protection Board of India', href: 'https://board.example' },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PrivacyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'How we use your details' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      'Your fee: UPI transaction id. To match the fee you paid against our bank statement and issue your receipt. Basis: The law asks us to keep payment records.',
    );
    await expect(canvas.getByRole('link', { name: 'Withdraw a consent' })).toHaveAttribute(
      'href',
      '/privacy-policy#withdraw-consent',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ask for your data, a correction or an erasure' }),
    ).toHaveAttribute('href', '/privacy/request');
    await expect(canvas.getByRole('link', { name: 'grievance@company.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@company.example',
    );
    await expect(
      canvas.getByRole('link', { name: 'Data Protection Board of India (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/**
 * In Hindi: the labels and the purposes in Hindi, the grievance contact's role and the board's name
 * in English, marked `lang="en"` (`contactLang`); the board link's "opens in a new tab" is read in
 * the notice's language (`externalLabel`).
 */
export const InHindi: Story = {
  args: {
    title: 'हम आपकी जानकारी का उपयोग कैसे करते हैं',
    basisLabel: 'आधार',
    withdrawLabel: 'सहमति वापस लें',
    requestLabel: 'अपना व्यक्तिगत डेटा पाने, उसे सुधारने या मिटाने के लिए कहें',
    policyLabel: 'गोपनीयता नीति पढ़ें',
    grievanceLabel: 'सवाल या शिकायत',
    boardLabel: 'हमारे जवाब से संतुष्ट नहीं हैं? यहाँ शिकायत करें:',
    externalLabel: '(नए टैब में खुलता है)',
    contactLang: 'en',
    purposes: [
      {
        title: 'आपका आवेदन',
        items: ['नाम', 'ई-मेल पता', 'फ़ोन नंबर'],
        text: 'आपके आवेदन पर विचार करने और उसके बारे में आपको लिखने के लिए।',
        basis: 'आपकी सहमति, जिसे आप कभी भी वापस ले सकते हैं',
      },
    ],
  },
  decorators: [(Story) => <div lang="hi">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('link', { name: 'Data Protection Board of India (नए टैब में खुलता है)' });
    await expect(board).toHaveAttribute('target', '_blank');
    await expect(within(board).getByText('Data Protection Board of India')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Grievance Officer (data protection)')).toHaveAttribute('lang', 'en');
  },
};

export const Compact: Story = {
  name: 'Compact (purposes collapsed)',
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'What we collect and why' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/To consider your application/)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Withdraw a consent' })).toBeVisible();
  },
};

export const CompactKeyboard: Story = {
  name: 'Compact, opened with the keyboard',
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'What we collect and why' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/To consider your application/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Withdraw a consent' })).toHaveFocus();
  },
};

export const OnMobile: Story = {
  name: 'Full (mobile 390)',
  globals: { viewport: { value: '390x800' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'How we use your details',
    );
  },
};
