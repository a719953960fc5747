import type { StatusPageData } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { desktop, narrowPhone, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { due, interviewData, interviewSlots, programme, token } from '../../harness/statusPageFixtures';
import { ServerDataProvider } from '../boot';
import { ApplicationStatusPage } from './ApplicationStatus';

/** The page as the API renders it for one status link. */
const withData = (data?: StatusPageData) => ({
  path: '/application-status',
  page: (
    <ServerDataProvider value={data && { path: '/application-status', data }}>
      <ApplicationStatusPage />
    </ServerDataProvider>
  ),
});

const meta = {
  title: 'Pages/Application Status',
  ...pageStoryDefaults,
  args: withData({ status: programme, token, others: [] }),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just applied to a paid programme: received, the fee waiting for verification, the day of the decision. */
export const ReceivedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Application' })).toBeVisible();
    await expect(page.getByText('Waiting for verification')).toBeVisible();
    await expect(page.getByText('You will hear from us by 5 December 2026.')).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current?.textContent).toBe('1. Received');
    await expect(page.getByRole('button', { name: 'Withdraw Application' })).toBeVisible();
    // Whom to ask, as links to write and to call.
    const main = within(page.getByRole('main'));
    await expect(main.getByRole('link', { name: 'hello@aarambhlabs.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aarambhlabs.example',
    );
    await expect(main.getByRole('link', { name: '+91 11 5550 0142' })).toHaveAttribute(
      'href',
      'tel:+911155500142',
    );
  },
};
export const ReceivedDesktop: Story = { globals: desktop };

/**
 * Opened from a link mailed to the address: the address's other applications, each with its
 * stage and a link of its own.
 */
export const WithOtherApplicationsPhone: Story = {
  args: withData({
    status: programme,
    token,
    others: [
      {
        status: {
          ...programme,
          reference: 'AL-4D9X-HT2A',
          kind: 'career',
          title: 'UX/UI Designer',
          organisation: 'Design',
          stage: 'shortlisted',
          payment: null,
        },
        token: '0b6f4a4e-8a7e-4a7e-9f3e-1d2c3b4a5f60.1795000000.signature',
      },
    ],
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const others = within(canvasElement).getByRole('region', { name: 'Your other applications' });
    await expect(others).toHaveTextContent('Shortlisted');
    await expect(
      within(others).getByRole('link', { name: 'See where your application for UX/UI Designer stands' }),
    ).toHaveAttribute(
      'href',
      '/application-status?token=0b6f4a4e-8a7e-4a7e-9f3e-1d2c3b4a5f60.1795000000.signature',
    );
  },
};

/** On the narrowest phone the steps wrap onto lines of their own: nothing scrolls sideways. */
export const ReceivedNarrowPhone: Story = {
  globals: narrowPhone,
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getByRole('list', { name: 'Progress' });
    for (const step of within(steps).getAllByRole('listitem'))
      await expect(step.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Shortlisted, the fee verified: the receipt is offered. */
export const ShortlistedVerifiedDesktop: Story = {
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
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/was verified on 21 November 2026/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      `/application-status/receipt?token=${encodeURIComponent(token)}`,
    );
  },
};

/** The fee could not be verified: the reason staff chose and what to do. */
export const PaymentNotVerifiedPhone: Story = {
  args: withData({
    status: {
      ...programme,
      stage: 'in_review',
      payment: {
        state: 'not_verified',
        amount: 2500,
        checkedAt: '2026-11-21T06:00:00.000Z',
        reason: 'No payment with this transaction id reached us',
        reference: null,
      },
    },
    token,
    others: [],
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    // The address to write to is a link in the payment's sentence (which the e-mail says as plain
    // text), as well as in the questions line.
    const addresses = within(within(canvasElement).getByRole('main')).getAllByRole('link', {
      name: 'hello@aarambhlabs.example',
    });
    await expect(addresses).toHaveLength(2);
    for (const address of addresses)
      await expect(address).toHaveAttribute('href', 'mailto:hello@aarambhlabs.example');
  },
};

/**
 * Under 18, the guardian confirmed: the fee is due, and the link mailed to the address pays it
 * where the application's payment dialog would have (a plain form, before any script runs).
 */
export const FeeDuePhone: Story = {
  args: withData({ status: due, token, others: [], payFee: { transactionId: '', error: null } }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Fee due')).toBeVisible();
    await expect(page.getByText('Your fee of ₹2,500 is due.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Pay by UPI' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/application-status/payment');
    await expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue(token);
    await expect(page.getByRole('img', { name: 'UPI QR code for aarambhlabs@upi.example' })).toBeVisible();
    await expect(page.getByText('AL7K3M9QX2PD')).toBeVisible();
    const id = page.getByRole('textbox', { name: /Transaction ID/ });
    await expect(id).toHaveAttribute('name', 'transactionId');
    await expect(id).toBeRequired();
    await expect(page.getByRole('checkbox', { name: 'I have completed the payment' })).toBeRequired();
    // By keyboard, from the id to the box to the button.
    await userEvent.click(id);
    await userEvent.keyboard('412345678901');
    await userEvent.tab();
    await expect(page.getByRole('checkbox', { name: 'I have completed the payment' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Send Payment Details' })).toHaveFocus();
  },
};

/** The form came back refused (sent before the page's script ran): the message, and the id as typed. */
export const FeeRefusedDesktop: Story = {
  args: withData({
    status: due,
    token,
    others: [],
    payFee: {
      transactionId: '4123 45',
      error: 'Transaction ID must be at least 10 characters long',
      field: 'transactionId',
    },
  }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const id = page.getByRole('textbox', { name: /Transaction ID/ });
    await expect(id).toHaveValue('4123 45');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveAccessibleDescription(/Transaction ID must be at least 10 characters long/);
  },
};

/** The fee is due, but on the form's answer link: only a link mailed to the address pays. */
export const FeeDueAnswerLinkPhone: Story = {
  args: withData({ status: due, token, others: [] }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/only a link sent to your address can pay/)).toBeVisible();
    await expect(page.queryByRole('form', { name: 'Pay by UPI' })).toBeNull();
  },
};

/** Back from sending it: thanked, and the fee waits for verification. */
export const PaymentSentPhone: Story = {
  args: withData({ status: programme, token, others: [], paymentSent: true }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sent = page.getByText(/we have your payment’s UPI reference/);
    await expect(sent.closest('[role="status"]')).not.toBeNull();
    await expect(page.getByText('Waiting for verification')).toBeVisible();
  },
};

/** Enrolled in the programme: nothing left to wait for. */
export const EnrolledPhone: Story = {
  args: withData({
    status: {
      ...programme,
      stage: 'accepted',
      payment: {
        state: 'verified',
        amount: 2500,
        checkedAt: '2026-11-21T06:00:00.000Z',
        reason: null,
        reference: null,
      },
      decisionBy: null,
    },
    token,
    others: [],
  }),
  globals: phone,
};

/** A job application in review: no fee, the 5-7 business days as a date. */
export const JobInReviewDesktop: Story = {
  args: withData({
    status: {
      ...programme,
      kind: 'career',
      title: 'Senior Frontend Developer',
      organisation: 'Engineering',
      stage: 'in_review',
      payment: null,
      decisionBy: '2026-12-01',
    },
    token,
    others: [],
  }),
  globals: desktop,
};

/** Not selected: closed, and it can no longer be withdrawn. */
export const NotSelectedPhone: Story = {
  args: withData({
    status: { ...programme, stage: 'not_selected', decisionBy: null, canWithdraw: false },
    token,
    others: [],
  }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('This application is closed.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Withdraw Application' })).toBeNull();
  },
};

/** Withdrawn by its applicant. */
export const WithdrawnPhone: Story = {
  args: withData({
    status: { ...programme, stage: 'withdrawn', decisionBy: null, canWithdraw: false },
    token,
    others: [],
  }),
  globals: phone,
};

/**
 * Times offered for the interview, opened from the e-mail that offered them: each time books with
 * its own button, a plain form POST that works before the page's script runs.
 */
export const InterviewOfferedPhone: Story = {
  args: withData(interviewData({})),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your interview' }));
    await expect(section.getByText('Thursday, 3 December 2026, 11:00–11:45 IST')).toBeVisible();
    const book = section.getByRole('button', {
      name: 'Book this time: Thursday, 3 December 2026, 15:30–16:15 IST',
    });
    await expect(book).toHaveAttribute('type', 'submit');
    await expect(book).toHaveAttribute('name', 'slot');
    await expect(book).toHaveAttribute('value', interviewSlots[1]!.id);
    await expect(book.closest('form')).toHaveAttribute('action', '/api/application-status/interview');
    // By keyboard: Tab reaches each time's button in order.
    section.getByRole('button', { name: /^Book this time: Thursday, 3 December 2026, 11:00/ }).focus();
    await userEvent.tab();
    await expect(book).toHaveFocus();
  },
};

/** Someone else booked the time first: said at once, with the times still open. */
export const InterviewTimeTakenNarrowPhone: Story = {
  args: withData(interviewData({ offered: interviewSlots.slice(1), notice: 'taken' })),
  globals: narrowPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'that time was just booked by someone else',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Booked: when, how and the link, the calendar invitation mailed, and a way to ask for another time. */
export const InterviewBookedDesktop: Story = {
  args: withData(interviewData({ booked: interviewSlots[0]!, offered: [], notice: 'booked' })),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your interview' }));
    await expect(section.getByRole('status')).toHaveTextContent('Your interview is booked.');
    await expect(section.getByRole('link', { name: interviewSlots[0]!.detail })).toHaveAttribute(
      'href',
      interviewSlots[0]!.detail,
    );
    await userEvent.type(
      section.getByRole('textbox', { name: 'Anything we should know (optional)' }),
      'An exam that morning',
    );
    await expect(section.getByRole('button', { name: 'Ask for Another Time' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** Another time asked for: the booked time stays until new times are offered. */
export const InterviewRescheduleAskedPhone: Story = {
  args: withData(
    interviewData({ booked: interviewSlots[1]!, offered: [], rescheduleAskedAt: '2026-12-01T09:00:00.000Z' }),
  ),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your interview' }));
    await expect(section.getByText(/You asked for another time on 1 December 2026\./)).toBeVisible();
    await expect(section.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(section.queryByRole('button', { name: 'Ask for Another Time' })).toBeNull();
  },
};

/** Opened from the form's answer rather than the e-mail: the times show, but only the e-mailed link books. */
export const InterviewFromFormAnswerPhone: Story = {
  args: withData(interviewData({ canAct: false })),
  globals: phone,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Your interview' }));
    await expect(section.queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
    await expect(section.getByText(/open the link in the e-mail we sent you/)).toBeVisible();
  },
};

/** Without a link (the prerendered page): where the link is, and a form to have it sent again. */
export const NoLinkPhone: Story = {
  args: withData(undefined),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Email My Status Link' }));
    // Said beside the field and in the summary above the form.
    await expect(await page.findAllByText('Enter the reference from your confirmation e-mail')).toHaveLength(
      2,
    );
  },
};

/** An expired link: said plainly, with the form to ask for a new one. */
export const ExpiredLinkDesktop: Story = {
  args: withData({ problem: 'expired' }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This status link has expired\./)).toBeVisible();
  },
};
