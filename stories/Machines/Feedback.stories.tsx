import { feedbackMachine, visibleErrors, type FeedbackPayload, type SubmitResult } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyMachineSnapshot } from 'xstate';
import { answers, pendingCall } from './effects';
import { ErrorList } from './ErrorList';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Feedback',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`feedbackMachine`: the feedback form, rating 5 by default. **States**: `editing.idle`, `submitting`, ' +
          '`editing.thanked` ("Thank you for your feedback!", the form resets), `editing.failed` (the server ' +
          'message or "Failed to submit feedback"). **Events**: `feedback.change`, `feedback.blur`, ' +
          '`feedback.setRating`, `feedback.setAnonymous` (blanks the name and e-mail), `feedback.submit`. ' +
          '**Effects**: the `submitFeedback` call.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (log: (effect: string) => void) =>
  feedbackMachine.provide({
    actors: { submitFeedback: pendingCall<SubmitResult, FeedbackPayload>('submitFeedback', log) },
  });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Feedback"
      machine={machine}
      input={{ source: 'feedback_page', values: { name: 'Meera', email: 'meera@example.com' } }}
      events={[
        {
          label: 'Type a short message',
          event: { type: 'feedback.change', field: 'message', value: 'Great' },
        },
        {
          label: 'Type a message',
          event: {
            type: 'feedback.change',
            field: 'message',
            value: 'The workshop was clear and practical.',
          },
        },
        { label: 'Leave the message', event: { type: 'feedback.blur', field: 'message' } },
        { label: 'Rate 3 stars', event: { type: 'feedback.setRating', rating: 3 } },
        { label: 'Go anonymous', event: { type: 'feedback.setAnonymous', anonymous: true } },
        { label: 'Submit', event: { type: 'feedback.submit' } },
        ...answers('submitFeedback', [
          { label: 'Server answers 201', status: 201, body: { success: true, message: 'Thanks', id: 'f1' } },
          { label: 'Server answers 500', status: 500, body: { success: false, message: 'Could not save' } },
        ]),
      ]}
      details={(snapshot: AnyMachineSnapshot) => <ErrorList errors={visibleErrors(snapshot.context)} />}
    />
  ),
};
