import {
  internshipApplicationMachine,
  paymentMachine,
  visibleErrors,
  type InternshipApplicationInput,
  type InternshipApplicationSubmission,
  type SubmitResult,
} from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyMachineSnapshot } from 'xstate';
import { answers, pendingCall } from './effects';
import { MachineExplorer, withManualDelays } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';
import { ErrorList } from './ErrorList';

const meta = {
  title: 'Machines/Internship application',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`internshipApplicationMachine`: the internship form with the payment chart running inside as the ' +
          'child `payment`, kept in `context.payment` (every `payment.*` event is forwarded to it; whether the ' +
          "fee is paid is that chart's state). **States**: `editing.idle`, " +
          '`submitting`, `editing.succeeded` (the form resets), `editing.succeededWithWarnings` (HTTP 207), ' +
          '`editing.failed` (the server message or "Failed to submit application"). **Events**: ' +
          '`application.change`, `application.setAgreedToTerms`, `application.blur`, ' +
          '`application.attachResume`, `application.removeResume`, `application.submit` (only when the fee ' +
          'is paid or the price is 0), and the payment events. **Effects**: the `submitApplication` call.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const input = {
  opportunity: {
    id: 7,
    title: 'Frontend Development Internship',
    company: 'Aarambh Labs',
    ownerEmail: 'programs@aarambhlabs.example',
  },
  pricing: { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 },
  upiId: 'aarambhlabs@upi',
  values: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    university: 'Delhi University',
    major: 'Computer Science',
    graduationYear: '2026',
    availability: 'flexible',
    duration: '4-weeks',
    age: 'adult',
    agreedToTerms: true,
    consentApplication: true,
  },
} satisfies InternshipApplicationInput;

const machine = (log: (effect: string) => void) =>
  internshipApplicationMachine.provide({
    actors: {
      submitApplication: pendingCall<SubmitResult, InternshipApplicationSubmission>('submitApplication', log),
      payment: withManualDelays(paymentMachine),
    },
  });

const resume = new File(['%PDF-1.7'], 'asha-rao-resume.pdf', { type: 'application/pdf' });
const picture = new File(['png'], 'photo.png', { type: 'image/png' });

function InternshipExplorer() {
  return (
    <MachineExplorer
      title="Internship application"
      machine={machine}
      input={input}
      events={[
        { label: 'Clear first name', event: { type: 'application.change', field: 'firstName', value: '' } },
        {
          label: 'Type first name',
          event: { type: 'application.change', field: 'firstName', value: 'Asha' },
        },
        {
          label: 'Choose 8 weeks',
          event: { type: 'application.change', field: 'duration', value: '8-weeks' },
        },
        { label: 'Untick the terms', event: { type: 'application.setAgreedToTerms', checked: false } },
        { label: 'Tick the terms', event: { type: 'application.setAgreedToTerms', checked: true } },
        { label: 'Attach a PDF resume', event: { type: 'application.attachResume', file: resume } },
        { label: 'Attach a picture', event: { type: 'application.attachResume', file: picture } },
        { label: 'Remove the resume', event: { type: 'application.removeResume' } },
        { label: 'Open payment', event: { type: 'payment.open' } },
        {
          label: 'Type a transaction id',
          event: { type: 'payment.changeTransactionId', value: 'UPI4070123456' },
        },
        { label: 'Tick "I have paid"', event: { type: 'payment.setConfirmed', confirmed: true } },
        { label: 'Confirm payment', event: { type: 'payment.confirm' } },
        {
          label: 'Payment processing ends',
          event: { type: 'xstate.after.paymentProcessing.payment.modal.processing' },
          to: (actor) => actor.getSnapshot().children.payment,
        },
        { label: 'Submit', event: { type: 'application.submit' } },
        ...answers('submitApplication', [
          {
            label: 'Server answers 201',
            status: 201,
            body: { success: true, message: 'Application received', id: 'a1' },
          },
          {
            label: 'Server answers 207',
            status: 207,
            body: { success: true, message: 'Saved; e-mail failed', id: 'a1' },
          },
          { label: 'Server answers 500', status: 500, body: { success: false, message: 'Could not save' } },
        ]),
      ]}
      details={(snapshot: AnyMachineSnapshot) => <ErrorList errors={visibleErrors(snapshot.context)} />}
    />
  );
}

export const Explore: Story = { render: () => <InternshipExplorer /> };

export const PaidAndSubmitted: Story = {
  name: 'Paid and submitted',
  // The explorer lists every value and the answer's details: taller than a laptop's screen.
  globals: { viewport: { value: '1280x1700' } },
  render: () => <InternshipExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    for (const name of [
      'Open payment',
      'Type a transaction id',
      'Tick "I have paid"',
      'Confirm payment',
      'Payment processing ends',
    ]) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers 207' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('editing.succeededWithWarnings');
  },
};
