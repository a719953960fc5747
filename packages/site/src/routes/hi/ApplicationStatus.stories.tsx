import { paymentToasts, type StatusPageData } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import {
  certificate,
  due,
  interviewData,
  interviewSlots,
  offer,
  programme,
  shortlistedJob,
  token,
} from '../../../harness/statusPageFixtures';
import { ServerDataProvider } from '../../boot';
import { HindiApplicationStatusPage } from './ApplicationStatus';

/** The Hindi page as the API renders it for one status link. */
const withData = (data?: StatusPageData) => ({
  path: '/hi/application-status',
  page: (
    <ServerDataProvider value={data && { path: '/hi/application-status', data }}>
      <HindiApplicationStatusPage />
    </ServerDataProvider>
  ),
});

const meta = {
  title: 'Pages/Hindi/Application Status',
  ...pageStoryDefaults,
  args: withData({ status: programme, token, others: [] }),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Just applied: the stage, the fee waiting for verification and the day of the decision in Hindi;
 * the withdraw form comes back to the Hindi page, and the page offers no language link.
 */
export const ReceivedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'आपका आवेदन' })).toBeVisible();
    await expect(page.getByText('जाँच बाकी')).toBeVisible();
    await expect(page.getByText('5 दिसंबर 2026 तक आपको हमारा जवाब मिल जाएगा।')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current="step"]')?.textContent).toBe('1. प्राप्त');
    const withdraw = page.getByRole('button', { name: 'आवेदन वापस लें' }).closest('form')!;
    await expect(withdraw.querySelector('input[name="token"]')).toHaveValue(token);
    await expect(withdraw.querySelector('input[name="language"]')).toHaveValue('hi');
    await expect(page.queryByRole('link', { name: 'English' })).toBeNull();
  },
};
export const ReceivedDesktop: Story = { globals: desktop };

/** A fee due, from a mailed link: where to pay by UPI, and the form back to the Hindi page. */
export const FeeDueDesktop: Story = {
  args: withData({
    status: due,
    token,
    others: [],
    payFee: { transactionId: '', error: null },
  }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('फ़ीस बाकी')).toBeVisible();
    const form = canvasElement.querySelector('form[action="/api/application-status/payment"]')!;
    await expect(form.querySelector('input[name="token"]')).toHaveValue(token);
    await expect(form.querySelector('input[name="language"]')).toHaveValue('hi');
    // The Latin-script word in the Hindi heading is marked as English.
    await expect(form.querySelector('h3 [lang="en"]')).toHaveTextContent('UPI');
  },
};

/**
 * A fee due, on a phone: the UPI details in Hindi (UPI and the payment apps' names marked English),
 * the UPI app's link with the amount as hi-IN writes it, and the UPI id copied with its toast in Hindi.
 */
export const FeeDuePhone: Story = {
  args: withData({ status: due, token, others: [], payFee: { transactionId: '', error: null } }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('img', { name: 'aarambhlabs@upi.example का UPI QR कोड' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'UPI ऐप से ₹2,500 भरें' })).toBeVisible();
    const id = page.getByRole('textbox', { name: /ट्रांज़ैक्शन ID/ });
    await expect(id).toHaveAccessibleDescription(/12 अंकों का UPI रेफ़रेंस \(UTR\)/);
    const hint = canvasElement.querySelector(`#${id.getAttribute('aria-describedby')?.split(' ')[0]}`)!;
    await expect([...hint.querySelectorAll('[lang="en"]')].map((run) => run.textContent)).toContain(
      'Google Pay',
    );
    await expect(page.getByText('पेमेंट रेफ़रेंस')).toBeVisible();
    // Not pressed here: its 'copied' label goes back after two seconds, so a screenshot would catch
    // either (the kit's CopyButton stories press it; its Hindi label is `upiPaymentHindi`'s).
    await expect(page.getByRole('button', { name: 'UPI आईडी कॉपी करें' })).toBeVisible();
  },
};

/**
 * The form came back refused (a plain POST, the page rendered again by the server): the payment's
 * rule, which the server gives in English, shown in Hindi beside the id as typed.
 */
export const FeeRefusedPhone: Story = {
  args: withData({
    status: due,
    token,
    others: [],
    payFee: {
      transactionId: '4123 45',
      error: paymentToasts.transactionIdTooShort.description,
      field: 'transactionId',
    },
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const id = within(canvasElement).getByRole('textbox', { name: /ट्रांज़ैक्शन ID/ });
    await expect(id).toHaveValue('4123 45');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveAccessibleDescription(/ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए/);
  },
};

/** The box left unticked: the refusal beside the box, in Hindi. */
export const FeeBoxRefusedDesktop: Story = {
  args: withData({
    status: due,
    token,
    others: [],
    payFee: {
      transactionId: '412345678901',
      error: paymentToasts.confirmationRequired.title,
      field: 'confirmed',
    },
  }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('भुगतान की पुष्टि ज़रूरी है')).toBeVisible();
  },
};

/** Back after sending the payment's id (`&payment=sent`): said in Hindi, the payment now waiting. */
export const PaymentSentPhone: Story = {
  args: withData({ status: programme, token, others: [], paymentSent: true }),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^सफल: धन्यवाद: आपके भुगतान का UPI रेफ़रेंस हमें मिल गया है।/,
    );
  },
};

/** Times offered, in Hindi: the days as hi-IN writes them, the modes in Hindi, IST kept. */
export const InterviewOfferedPhone: Story = {
  args: withData(interviewData({})),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'आपका इंटरव्यू' }));
    // IST is marked English inside the Hindi day.
    const time = section.getByText(/^गुरुवार, 3 दिसंबर 2026, 11:00–11:45/);
    await expect(time).toHaveTextContent('गुरुवार, 3 दिसंबर 2026, 11:00–11:45 IST');
    await expect(time.querySelector('[lang="en"]')).toHaveTextContent('IST');
    await expect(section.getByText('वीडियो कॉल')).toBeVisible();
    const book = section.getByRole('button', { name: 'यह समय बुक करें: गुरुवार, 3 दिसंबर 2026, 15:30–16:15 IST' });
    await expect(book).toHaveAttribute('value', interviewSlots[1]!.id);
    const form = book.closest('form')!;
    await expect(form.querySelector('input[name="language"]')).toHaveValue('hi');
  },
};

/** Booked, in Hindi: when, how and the link, and the request for another time with its count in Hindi. */
export const InterviewBookedDesktop: Story = {
  args: withData(interviewData({ booked: interviewSlots[0]!, offered: [], notice: 'booked' })),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'आपका इंटरव्यू' }));
    await expect(section.getByRole('status')).toHaveTextContent('आपका इंटरव्यू बुक हो गया है।');
    await expect(section.getByText('वीडियो कॉल का लिंक')).toBeVisible();
    const message = section.getByRole('textbox', { name: 'कुछ और जो हमें पता होना चाहिए (वैकल्पिक)' });
    await expect(message.closest('form')?.querySelector('input[name="language"]')).toHaveValue('hi');
    await expect(section.getByText('आप 1000 अक्षर और लिख सकते हैं')).toBeVisible();
  },
};

/** Another time asked for: the day in Hindi. */
export const InterviewRescheduleAskedPhone: Story = {
  args: withData(
    interviewData({ booked: interviewSlots[1]!, offered: [], rescheduleAskedAt: '2026-12-01T09:00:00.000Z' }),
  ),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^आपने 1 दिसंबर 2026 को दूसरा समय माँगा था।/)).toBeVisible();
  },
};

/**
 * A certificate, the name just hidden: the section's words in Hindi, what the document prints
 * as issued (English, marked so).
 */
export const DocumentsCertificatePhone: Story = {
  args: withData({
    status: { ...programme, stage: 'accepted', decisionBy: null, canWithdraw: false },
    token,
    others: [],
    documents: [{ ...certificate, nameShown: false }],
    documentNotice: 'name-hidden',
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'आपके दस्तावेज़' }));
    await expect(section.getByRole('status')).toHaveTextContent(
      'अब सार्वजनिक वेरिफ़िकेशन पेज पर आपका नाम छिपा है।',
    );
    await expect(section.getByRole('heading', { level: 3, name: 'सर्टिफ़िकेट N61M-E3KG-YPE4' })).toBeVisible();
    await expect(section.getByText('मान्य')).toBeVisible();
    await expect(section.getByText('Awarded to').closest('[lang]')).toHaveAttribute('lang', 'en');
    const hide = section.getByRole('button', { name: 'मेरा नाम छिपाएँ' });
    await expect(hide.closest('form')?.querySelector('input[name="language"]')).toHaveValue('hi');
  },
};

/** An open offer letter: accept or decline in Hindi, the letter's SHA-256 sent with the answer. */
export const DocumentsOfferDesktop: Story = {
  args: withData({
    status: { ...shortlistedJob, stage: 'accepted', decisionBy: null, canWithdraw: false },
    token,
    others: [],
    documents: [offer],
    documentNotice: null,
  }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'आपके दस्तावेज़' }));
    await expect(section.getByRole('heading', { level: 3, name: 'ऑफ़र लेटर PZE7-ZYB5-K660' })).toBeVisible();
    const accept = section.getByRole('button', { name: 'ऑफ़र स्वीकार करें' });
    await expect(accept.closest('form')?.querySelector('input[name="letter"]')).toHaveValue(
      offer.letterSha256,
    );
    await expect(section.getByRole('button', { name: 'ऑफ़र अस्वीकार करें' })).toHaveAttribute(
      'value',
      'declined',
    );
  },
};

/** Shortlisted, the fee verified: the receipt's link stays on the Hindi pages. */
export const ShortlistedVerifiedPhone: Story = {
  args: withData({
    status: {
      ...programme,
      stage: 'shortlisted',
      payment: {
        state: 'verified',
        amount: 2500,
        checkedAt: '2026-11-21T06:00:00.000Z',
        reason: null,
        reference: null,
      },
    },
    token,
    others: [],
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('link', { name: 'अपनी रसीद देखें और प्रिंट करें' });
    await expect(receipt).toHaveAttribute('href', `/hi/application-status/receipt?token=${token}`);
  },
};

/** An expired link: said in Hindi, with the form to ask for a new one. */
export const ExpiredLinkPhone: Story = {
  args: withData({ problem: 'expired' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/^इस स्टेटस लिंक की अवधि खत्म हो गई है।/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'लिंक खो गया?' })).toBeVisible();
  },
};
