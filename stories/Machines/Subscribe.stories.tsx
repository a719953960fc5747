import { subscribeMachine, type SubmitResult, type SubscriptionPayload } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answers, pendingCall } from './effects';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Subscribe',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`subscribeMachine`: the subscribe form. **States**: `idle`, `loading`, `subscribed` (final: ' +
          '"You\'re All Set!"), `failed` ("Subscription Failed"). **Events**: `subscribe.change`, ' +
          '`subscribe.submit` (a blank address: "Email Required"; a malformed one: "Invalid Email"). ' +
          '**Effects**: the `subscribe` call.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (log: (effect: string) => void) =>
  subscribeMachine.provide({
    actors: { subscribe: pendingCall<SubmitResult, SubscriptionPayload>('subscribe', log) },
  });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Subscribe"
      machine={machine}
      input={{ source: 'coming_soon_page' }}
      events={[
        { label: 'Type a bad address', event: { type: 'subscribe.change', email: 'asha@' } },
        { label: 'Type an address', event: { type: 'subscribe.change', email: 'asha@example.com' } },
        { label: 'Subscribe', event: { type: 'subscribe.submit' } },
        ...answers('subscribe', [
          {
            label: 'Server answers 201',
            status: 201,
            body: { success: true, message: 'Subscribed', id: 's1' },
          },
          {
            label: 'Server answers 429',
            status: 429,
            body: { success: false, message: 'Too many requests' },
          },
        ]),
      ]}
    />
  ),
};
