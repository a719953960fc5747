import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { fill, findToast } from '../../../harness/storyHelpers';
import { JobApplicationForm } from './JobApplicationForm';

const meta = {
  title: 'Flows/Job Application',
  component: JobApplicationForm,
  decorators: [
    (Story) => (
      <Container size="narrow">
        <Story />
      </Container>
    ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  args: { job: { id: 3, title: 'UX/UI Designer', department: 'Design' }, navigate: fn() },
  globals: { viewport: { value: '1280x2800' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The job application on /career/apply/{jobId}, bound to `jobApplicationMachine` and sending call 2 ' +
          "(POST /api/career, multipart). `navigate` is the router's; stories run against the fake server.",
      },
    },
  },
} satisfies Meta<typeof JobApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([name])');
  if (!input) throw new Error('No file input');
  return input;
}

const resume = () => new File(['%PDF-1.7 ravi'], 'ravi-kumar.pdf', { type: 'application/pdf' });

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole('textbox', { name: 'First Name' }), 'Ravi');
  await fill(canvas.getByRole('textbox', { name: 'Last Name' }), 'Kumar');
  await fill(canvas.getByRole('textbox', { name: 'Email Address' }), 'ravi@example.com');
  await fill(canvas.getByRole('textbox', { name: 'Phone Number' }), '+91 91234 56789');
  await fill(canvas.getByRole('textbox', { name: 'Location' }), 'Pune, India');
  await userEvent.click(canvas.getByRole('button', { name: /Experience Level/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Mid level (3-5 years)' }));
  await userEvent.click(canvas.getByRole('button', { name: /Availability/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'In 1 month' }));
  await userEvent.upload(fileInput(canvasElement), resume());
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms' }));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'I consent to the use of my details to consider this application' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
  return canvas;
}

/** Without a resume, submit is disabled and says why. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Resume required: Please upload your resume to continue',
    );
  },
};

/**
 * Validated as the visitor types: an address becomes 'Please enter a valid email address' while it
 * is typed, before the field is left; untouched fields say nothing yet.
 */
export const ValidatedOnChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    const invalid = 'Please enter a valid email address';
    // A key renders its field first and the errors just after (LiveForm): each message is awaited.
    await userEvent.type(email, 'ravi@');
    await expect(email).toHaveFocus();
    await waitFor(() => expect(email).toHaveAccessibleDescription(invalid));
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(invalid));
    await userEvent.type(email, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(invalid));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).not.toHaveAccessibleDescription(
      'First name is required',
    );
    // Leaving the field keeps its message.
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(invalid);
  },
};

/** With a resume, a submit of the empty form lists every required field. */
export const Invalid: Story = {
  globals: { viewport: { value: '1280x2800' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), resume());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const summary = await canvas.findByRole('alert');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Location is required',
      'Please select your experience level',
      'Please select your availability',
      'You must agree to the terms',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** A resume of another type: 'Invalid file type'; one over 5 MB: 'File too large'. */
export const ResumeRefused: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo, { applyAccept: false });
    await findToast('Invalid file type');
    const big = new File([new Uint8Array(5_242_881)], 'cv.docx', { type: '' });
    await userEvent.upload(fileInput(canvasElement), big);
    await findToast('File too large');
    await expect(within(canvasElement).getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  loaders: [fakeServer({ career: 'pending' })],
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByText('Submitting...')).toBeVisible());
  },
};

/** Sent: call 2's fields with the opening and the resume, the toast, and /career?applied=true. */
export const Success: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ args, canvasElement, loaded }) => {
    await fillAndSubmit(canvasElement);
    await findToast('Application submitted successfully!');
    await expect(args.navigate).toHaveBeenCalledWith('/career?applied=true');
    const [request] = loadedFlow({ loaded }).api.requests;
    await expect(request?.fields).toMatchObject({
      firstName: 'Ravi',
      experience: 'mid',
      availability: '1month',
      agreeToTerms: 'true',
      consentApplication: 'true',
      allowContact: 'false',
      jobId: '3',
      jobTitle: 'UX/UI Designer',
      department: 'Design',
    });
    await expect(request?.files?.resume?.name).toBe('ravi-kumar.pdf');
  },
};

/** Refused: 'Application failed'; nothing is lost, and the visitor can try again. */
export const Failure: Story = {
  loaders: [
    fakeServer({ career: { status: 500, body: { success: false, message: 'Storage unavailable' } } }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const toast = await findToast('Application failed');
    await expect(toast).toHaveTextContent(
      'There was an error submitting your application. Please try again or contact support.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('Pune, India');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
