// The internship application on a Hindi page, beside the English stories
// (InternshipApplicationForm.stories.tsx): the same form with the Hindi words.
import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hindiDocument } from '../../../harness/hindiForms';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { fill, findToast, screen } from '../../../harness/storyHelpers';
import { HindiInternshipApplicationForm } from './HindiInternshipApplicationForm';

const opportunity = {
  id: 7,
  title: 'Web Development Intern',
  company: 'Aarambh Labs',
  ownerEmail: 'mentors@aarambhlabs.example',
};
const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

const meta = {
  title: 'Flows/Internship Application/Hindi',
  component: HindiInternshipApplicationForm,
  decorators: [
    (Story) => (
      <Container size="narrow">
        <Story />
      </Container>
    ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  beforeEach: hindiDocument,
  args: {
    opportunity,
    pricing,
    onCancel: fn(),
    onDurationChange: fn(),
    paymentReference: 'AL7K3M9QX2PD',
    paymentProcessingMs: 20,
  },
  globals: { viewport: { value: '1280x3400' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HindiInternshipApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const modalParameters = { visual: { target: 'page' } } as const;

async function openPayment(canvasElement: HTMLElement) {
  const form = await within(canvasElement).findByRole('form', { name: 'Web Development Intern के लिए आवेदन' });
  await userEvent.click(within(form).getByRole('button', { name: 'UPI से भुगतान करें' }));
  const dialog = await screen.findByRole('dialog', { name: 'UPI से भुगतान करें' });
  await waitFor(() => expect(dialog).toBeVisible());
  const image = within(dialog).getByRole('img');
  await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  return dialog;
}

/** Empty: the form in Hindi; submit is disabled until the fee is paid, and says so in Hindi. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'आवेदन भेजें' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('आवेदन भेजने के लिए अवधि चुनें और फ़ीस भरें।');
    await expect(canvas.getByRole('radio', { name: 'मेरी उम्र 18 साल या उससे ज़्यादा है' })).toBeVisible();
    // The privacy notice's purposes and the consent choices in Hindi, UPI marked English.
    const fee = canvas.getByText('आपकी फ़ीस:').closest('li')!;
    await expect(fee).toHaveTextContent('UPI ट्रांज़ैक्शन आईडी');
    await expect([...fee.querySelectorAll('[lang="en"]')].map((node) => node.textContent)).toEqual([
      'UPI',
      'UPI',
    ]);
    await expect(
      canvas.getByRole('checkbox', { name: 'इस आवेदन पर विचार के लिए मेरी जानकारी के इस्तेमाल पर मेरी सहमति है' }),
    ).toBeVisible();
  },
};

/** Mistakes found in the browser, in Hindi: the machines' messages through their Hindi. */
export const Invalid: Story = {
  args: { initialValues: { duration: '4-weeks', gpa: '4.5' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'ई-मेल पता' });
    await fill(email, 'asha@');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('कृपया सही ई-मेल पता लिखें'));
    const gpa = canvas.getByRole('textbox', { name: 'GPA' });
    await userEvent.click(gpa);
    await userEvent.tab();
    await expect(gpa).toHaveAccessibleDescription(expect.stringContaining('GPA 0.0 से 4.0 के बीच होना चाहिए'));
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** The UPI dialog in Hindi: the fee in hi-IN, the UPI ID, the reference and the UTR hint. */
export const PaymentModal: Story = {
  args: { initialValues: { duration: '6-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      '6 हफ़्ते के लिए ₹2,000 भरें, फिर आपका UPI ऐप जो ट्रांज़ैक्शन आईडी दिखाए, वह लिखें।',
    );
    await expect(within(dialog).getByText('AL7K3M9QX2PD')).toHaveAttribute('lang', 'en');
    await expect(within(dialog).getByRole('textbox', { name: 'ट्रांज़ैक्शन आईडी' })).toHaveAccessibleDescription(
      expect.stringContaining('आपके भुगतान का 12 अंकों का UPI रेफ़रेंस (UTR)'),
    );
  },
};

/** A transaction id too short, typed in Devanagari digits: the refusal's toast and the field's message in Hindi. */
export const PaymentInvalid: Story = {
  args: { initialValues: { duration: '4-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'ट्रांज़ैक्शन आईडी' });
    await fill(field, '४१२३');
    await userEvent.click(within(dialog).getByRole('button', { name: 'भुगतान की पुष्टि करें' }));
    const toast = await findToast('ट्रांज़ैक्शन आईडी सही नहीं है');
    await expect(toast).toHaveTextContent('ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए'),
    );
  },
};
