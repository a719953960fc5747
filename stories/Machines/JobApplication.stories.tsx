import {
  jobApplicationMachine,
  visibleErrors,
  type JobApplicationSubmission,
  type SubmitResult,
} from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyMachineSnapshot } from 'xstate';
import { answers, pendingCall } from './effects';
import { ErrorList } from './ErrorList';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Job application',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`jobApplicationMachine`: the job form, validated on change. **States**: `editing.idle`, ' +
          '`editing.failed` ("Application failed"), `submitting`, `submitted` (final: the site goes to ' +
          '/career?applied=true). **Events**: `job.change`, `job.setChecked`, `job.blur`, `job.attachResume` ' +
          '(PDF or Word, at most 5 MB), `job.removeResume`, `job.submit` (without a resume: "Resume required"). ' +
          '**Effects**: the `submitApplication` call and `navigate`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const input = {
  job: { id: 3, title: 'UX/UI Designer', department: 'Design' },
  values: {
    firstName: 'Ravi',
    lastName: 'Menon',
    email: 'ravi@example.com',
    phone: '+91 91234 56789',
    location: 'Kochi, India',
    experience: 'mid',
    availability: '1month',
    agreeToTerms: true,
  },
};

const machine = (log: (effect: string) => void) =>
  jobApplicationMachine.provide({
    actors: {
      submitApplication: pendingCall<SubmitResult, JobApplicationSubmission>('submitApplication', log),
    },
    actions: { navigate: (_, params) => log(`navigate: ${params.to}`) },
  });

const resume = new File(['%PDF-1.7'], 'ravi-menon-cv.pdf', { type: 'application/pdf' });
const picture = new File(['png'], 'photo.png', { type: 'image/png' });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Job application"
      machine={machine}
      input={input}
      events={[
        { label: 'Clear the phone', event: { type: 'job.change', field: 'phone', value: '' } },
        { label: 'Type a phone', event: { type: 'job.change', field: 'phone', value: '+91 91234 56789' } },
        { label: 'Type a bad e-mail', event: { type: 'job.change', field: 'email', value: 'ravi@' } },
        { label: 'Allow contact', event: { type: 'job.setChecked', field: 'allowContact', checked: true } },
        { label: 'Leave the location', event: { type: 'job.blur', field: 'location' } },
        { label: 'Attach a PDF resume', event: { type: 'job.attachResume', file: resume } },
        { label: 'Attach a picture', event: { type: 'job.attachResume', file: picture } },
        { label: 'Remove the resume', event: { type: 'job.removeResume' } },
        { label: 'Submit', event: { type: 'job.submit' } },
        ...answers('submitApplication', [
          {
            label: 'Server answers 201',
            status: 201,
            body: { success: true, message: 'Received', id: 'j1' },
          },
          { label: 'Server answers 400', status: 400, body: { success: false, message: 'Invalid input' } },
        ]),
      ]}
      details={(snapshot: AnyMachineSnapshot) => <ErrorList errors={visibleErrors(snapshot.context)} />}
    />
  ),
};
