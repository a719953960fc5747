import {
  contactMessageMachine,
  visibleErrors,
  type ContactMessage,
  type SubmitResult,
} from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyMachineSnapshot } from 'xstate';
import { answers, pendingCall } from './effects';
import { ErrorList } from './ErrorList';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Contact message',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`contactMessageMachine`: the contact form. **States**: `editing.idle`, `sending` (the button reads ' +
          '"Sending Message..."), `editing.sent` (the form resets), `editing.sentWithWarnings` (HTTP 207 whose ' +
          'body says success false: "Message Sent with Warnings"), `editing.failed` (the server message or ' +
          '"Failed to send message"). **Events**: `contact.change`, `contact.blur`, `contact.submit`. ' +
          '**Effects**: the `sendMessage` call.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const input = {
  values: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    subject: 'Workshop for our team',
    message: 'We would like a two-day workshop on React for eight people.',
    inquiryType: 'partnership',
  },
};

const machine = (log: (effect: string) => void) =>
  contactMessageMachine.provide({
    actors: { sendMessage: pendingCall<SubmitResult, ContactMessage>('sendMessage', log) },
  });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Contact message"
      machine={machine}
      input={input}
      events={[
        { label: 'Type a short subject', event: { type: 'contact.change', field: 'subject', value: 'Hi' } },
        {
          label: 'Type a subject',
          event: { type: 'contact.change', field: 'subject', value: 'Workshop for our team' },
        },
        { label: 'Leave the phone', event: { type: 'contact.blur', field: 'phone' } },
        { label: 'Send', event: { type: 'contact.submit' } },
        ...answers('sendMessage', [
          { label: 'Server answers 201', status: 201, body: { success: true, message: 'Sent', id: 'c1' } },
          {
            label: 'Server answers 207',
            status: 207,
            body: { success: false, message: 'E-mail delivery failed' },
          },
          { label: 'Server answers 500', status: 500, body: { success: false, message: 'Could not save' } },
        ]),
      ]}
      details={(snapshot: AnyMachineSnapshot) => <ErrorList errors={visibleErrors(snapshot.context)} />}
    />
  ),
};
