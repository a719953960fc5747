import { paymentTexts, paymentMachine } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Payment',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`paymentMachine`: the UPI payment of an internship fee. **States**: `notPaid`, `modal.editing`, ' +
          '`modal.processing` (the button reads "Processing..." for 1.5 s), `paid` ("Payment Completed"). ' +
          '**Events**: `payment.selectDuration`, `payment.open` (refused with "Duration Required" when no ' +
          'duration is chosen; nothing to open when the price is 0), `payment.changeTransactionId`, ' +
          '`payment.setConfirmed`, `payment.confirm`, `payment.cancel`, `payment.reset`. Whether it is paid is ' +
          "the state `paid`, not a flag. **Effects**: none (copying the UPI id is the dialog's). A new " +
          'duration with another price undoes a payment.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const input = {
  pricing: { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 },
  upiId: 'aarambhlabs@upi',
  // A fixed payment reference, so the context shown (and its picture) is the same on every run.
  reference: 'AL7K3M9QX2PD',
};

// The chart has no effects: the UPI id's copy button and its toast are the payment dialog's.
const machine = () => paymentMachine;

function PaymentExplorer() {
  return (
    <MachineExplorer
      title="Payment"
      machine={machine}
      input={input}
      events={[
        { label: 'Choose 4 weeks', event: { type: 'payment.selectDuration', duration: '4-weeks' } },
        { label: 'Choose 12 weeks', event: { type: 'payment.selectDuration', duration: '12-weeks' } },
        { label: 'Open payment', event: { type: 'payment.open' } },
        { label: 'Type a short id', event: { type: 'payment.changeTransactionId', value: 'UPI123' } },
        { label: 'Type a valid id', event: { type: 'payment.changeTransactionId', value: 'UPI4070123456' } },
        { label: 'Tick "I have paid"', event: { type: 'payment.setConfirmed', confirmed: true } },
        { label: 'Untick', event: { type: 'payment.setConfirmed', confirmed: false } },
        { label: 'Confirm', event: { type: 'payment.confirm' } },
        { label: 'Cancel', event: { type: 'payment.cancel' } },
        { label: 'Reset', event: { type: 'payment.reset' } },
      ]}
      details={(snapshot) => (
        <p style={{ margin: 0 }}>
          Pay button reads:{' '}
          <strong>
            {snapshot.matches('paid')
              ? paymentTexts.paid
              : snapshot.matches({ modal: 'processing' })
                ? paymentTexts.processing
                : 'Pay Now'}
          </strong>
        </p>
      )}
    />
  );
}

export const Explore: Story = { render: () => <PaymentExplorer /> };

export const DurationRequired: Story = {
  name: 'Duration required',
  render: () => <PaymentExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open payment' }));
    await expect(canvas.getByText(/Please select a duration before making payment/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('notPaid');
  },
};

export const Processing: Story = {
  render: () => <PaymentExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose 4 weeks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open payment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Type a valid id' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tick "I have paid"' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('modal.processing');
    await expect(canvas.getByText('Processing...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Time passes: paymentProcessing' })).toBeEnabled();
  },
};
