import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { FileDropZone } from './FileDropZone';

const resumeTypes = ['.pdf', '.doc', '.docx', 'application/pdf'];

const pdf = (name = 'asha-resume.pdf', bytes = 245_760) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/**
 * Drags a file over the zone (and drops it, unless `drop` is false), as a browser would. A
 * DataTransfer made by script allows no drop effect and hides its files from the drop target, so
 * the events carry a stand-in shaped like the one a browser gives for a dragged file.
 */
function dragFile(zone: Element, file: File, { drop = true } = {}) {
  const dataTransfer = {
    dropEffect: 'none',
    effectAllowed: 'all',
    types: ['Files'],
    items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
    files: [file],
    getData: () => '',
  };
  const { left, top } = zone.getBoundingClientRect();
  for (const type of drop ? ['dragenter', 'dragover', 'drop'] : ['dragenter', 'dragover']) {
    const event = new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: left + 20,
      clientY: top + 20,
    });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    zone.dispatchEvent(event);
  }
}

/** The drop zone: React Aria's element around the Choose File button (class names are hashed in a build). */
const zoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-file-chooser]')?.closest('[data-rac]') as HTMLElement;

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a FileDropZone to attach one file to a form, such as a resume. Visitors drop the file on the zone or ' +
          'press Choose File; keyboard users can also paste a file on the zone. Pass `acceptedTypes` and `maxBytes`: ' +
          'a file that fails goes to `onReject` with "Invalid File Type" or "File Too Large" for the app to show ' +
          '(a toast). The chosen file shows its name and size with a Remove button.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 496, padding: 8 }}>{Story()}</div>],
  args: {
    label: 'Resume',
    name: 'resume',
    description: 'PDF, DOC or DOCX, up to 5 MB.',
    dropLabel: 'Drag and drop your resume here, or',
    acceptedTypes: resumeTypes,
    maxBytes: 5_242_880,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Choose a file',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose File' });
    await expect(button).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB.');
    const input = canvasElement.querySelector('input[type="file"]:not([name])') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,application/pdf');
    await userEvent.upload(input, pdf());
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'asha-resume.pdf' }));
    await expect(canvas.getByText('asha-resume.pdf')).toBeVisible();
    await expect(canvas.getByText('240 KB')).toBeVisible();
    await expect(canvas.getByText('asha-resume.pdf selected')).toBeInTheDocument();
    // The file also rides along in a native form submission.
    const named = canvasElement.querySelector('input[name="resume"]') as HTMLInputElement;
    await expect(named.files?.[0]?.name).toBe('asha-resume.pdf');
    await fullRepaint();
  },
};

export const DropAFile: Story = {
  name: 'Drop a file',
  play: async ({ args, canvasElement }) => {
    dragFile(zoneOf(canvasElement), pdf('cover-letter.docx', 18_000));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'cover-letter.docx' })),
    );
    await expect(within(canvasElement).getByText('17.6 KB')).toBeVisible();
    await fullRepaint();
  },
};

/** While a file is dragged over it, the zone shows it will take it. */
export const DragOver: Story = {
  name: 'Drag over',
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    dragFile(zone, pdf(), { drop: false });
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    await fullRepaint();
  },
};

export const RejectsType: Story = {
  name: "Rejects a file of the wrong type ('Invalid File Type')",
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]:not([name])') as HTMLInputElement;
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, photo, { applyAccept: false });
    await expect(args.onReject).toHaveBeenCalledWith({
      reason: 'type',
      message: 'Invalid File Type',
      file: photo,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    dragFile(zoneOf(canvasElement), photo);
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(2));
    await fullRepaint();
  },
};

export const RejectsSize: Story = {
  name: "Rejects a file over maxBytes ('File Too Large')",
  args: { maxBytes: 1024, description: 'PDF, up to 1 KB.' },
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]:not([name])') as HTMLInputElement;
    const big = pdf('thesis.pdf', 1025);
    await userEvent.upload(input, big);
    await expect(args.onReject).toHaveBeenCalledWith({
      reason: 'size',
      message: 'File Too Large',
      file: big,
    });
    await userEvent.upload(input, pdf('one-page.pdf', 1024));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await fullRepaint();
  },
};

/** Remove clears the file and puts focus back on Choose File. */
export const WithFile: Story = {
  name: 'Chosen file and Remove',
  args: { file: { name: 'asha-resume.pdf', size: 245_760 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove asha-resume.pdf' });
    await userEvent.click(remove);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    await expect(canvas.getByText('File removed')).toBeInTheDocument();
    await fullRepaint();
  },
};

export const Keyboard: Story = {
  name: 'Focus visible (keyboard)',
  args: { file: { name: 'asha-resume.pdf', size: 245_760 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First stop: the zone's drop button (paste a file there); then Choose File; then Remove.
    await userEvent.tab();
    await expect(zoneOf(canvasElement)).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove asha-resume.pdf' })).toHaveFocus();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Resume required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Resume' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB. Resume required',
    );
    await expect(canvas.getByRole('button', { name: 'Choose File' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB. Resume required',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose File' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    file: {
      name: 'Asha_Verma_Resume_BTech_Computer_Science_2025_final_version_updated_v3.docx',
      size: 1_887_437,
    },
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { file: { name: 'asha-resume.pdf', size: 245_760 }, isRequired: true },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x500' } },
};
