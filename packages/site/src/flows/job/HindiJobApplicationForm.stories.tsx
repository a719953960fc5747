// The job application on a Hindi page (/hi/career/apply/{id}), beside the English stories
// (JobApplicationForm.stories.tsx): the same form with the Hindi words and the Hindi forms' language.
import { noticeCopyHindi } from '@aarambh/machines/hindi';
import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hindiDocument } from '../../../harness/hindiForms';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { fill, findToast } from '../../../harness/storyHelpers';
import { FormLanguageProvider } from '../forms/FormLanguage';
import { PageLanguage } from '../../i18n/PageLanguage';
import { jobApplyInHindi, jobFormsInHindi } from '../../routes/hi/JobApply';
import { JobApplicationForm, type JobApplicationFormProps } from './JobApplicationForm';

/** The form as the Hindi apply page renders it. */
function HindiJobApplicationForm(props: JobApplicationFormProps) {
  return (
    <PageLanguage lang="hi">
      <FormLanguageProvider value={jobFormsInHindi}>
        <JobApplicationForm
          {...props}
          words={jobApplyInHindi.form}
          fields={jobApplyInHindi.fields}
          text={jobApplyInHindi.text}
        />
      </FormLanguageProvider>
    </PageLanguage>
  );
}

const meta = {
  title: 'Flows/Job Application/Hindi',
  component: HindiJobApplicationForm,
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
    job: { id: 3, title: 'UX/UI Designer', department: 'Design' },
    title: 'UX/UI डिज़ाइनर',
    navigate: fn(),
  },
  globals: { viewport: { value: '1280x2800' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HindiJobApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([name])');
  if (!input) throw new Error('No file input');
  return input;
}

const resume = () => new File(['%PDF-1.7 ravi'], 'ravi-kumar.pdf', { type: 'application/pdf' });

/**
 * Fills the whole form as a visitor does: the fields typed, the selects' options chosen by their
 * Hindi labels, the resume chosen, the terms and the application's consent ticked.
 */
async function fillForm(
  canvasElement: HTMLElement,
  values: Record<'firstName' | 'lastName' | 'phone' | 'location' | 'experience' | 'availability', string>,
) {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole('textbox', { name: 'पहला नाम' }), values.firstName);
  await fill(canvas.getByRole('textbox', { name: 'उपनाम' }), values.lastName);
  await fill(canvas.getByRole('textbox', { name: 'ई-मेल पता' }), 'ravi@example.com');
  await fill(canvas.getByRole('textbox', { name: 'फ़ोन नंबर' }), values.phone);
  await fill(canvas.getByRole('textbox', { name: 'आप कहाँ रहते हैं' }), values.location);
  await userEvent.click(canvas.getByRole('button', { name: /अनुभव का स्तर/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: values.experience }));
  await userEvent.click(canvas.getByRole('button', { name: /कब से शुरू कर सकते हैं/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: values.availability }));
  await userEvent.upload(fileInput(canvasElement), resume());
  await userEvent.click(canvas.getByRole('checkbox', { name: 'मुझे शर्तें मंज़ूर हैं' }));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: noticeCopyHindi.consentChoices.application.text }),
  );
}

/**
 * Filled in Hindi, the phone number typed in Devanagari digits: the choices' Hindi labels, the
 * resume chosen; sent, the toast in Hindi and the application with `language: 'hi'` and Latin
 * digits, then the Hindi careers page.
 */
export const Filled: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'UX/UI डिज़ाइनर के लिए आवेदन' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'आवेदन भेजें' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('रिज़्यूमे ज़रूरी है: आगे बढ़ने के लिए कृपया अपना रिज़्यूमे अपलोड करें');
    await fillForm(canvasElement, {
      firstName: 'रवि',
      lastName: 'कुमार',
      phone: '+९१ ९१२३४ ५६७८९',
      location: 'पुणे, भारत',
      experience: 'मध्यम (3-5 साल)',
      availability: '1 महीने में',
    });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await findToast('आवेदन भेज दिया गया!');
    await expect(args.navigate).toHaveBeenCalledWith('/hi/career?applied=true');
    const [request] = loadedFlow({ loaded }).api.requests;
    await expect(request?.fields).toMatchObject({
      firstName: 'रवि',
      phone: '+91 91234 56789',
      experience: 'mid',
      availability: '1month',
      language: 'hi',
      jobId: '3',
    });
  },
};

/** A submit of the empty form with a resume: every message in Hindi, in the summary and beside each field. */
export const Invalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), resume());
    await userEvent.click(canvas.getByRole('button', { name: 'आवेदन भेजें' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('फ़ॉर्म में कुछ ठीक करना है');
    for (const message of [
      'पहला नाम ज़रूरी है',
      'उपनाम ज़रूरी है',
      'कृपया सही ई-मेल पता लिखें',
      'फ़ोन नंबर ज़रूरी है',
      'बताना ज़रूरी है कि आप कहाँ रहते हैं',
      'कृपया अपने अनुभव का स्तर चुनें',
      'कृपया चुनें कि आप कब से शुरू कर सकते हैं',
      'आपको शर्तें माननी होंगी',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'पहला नाम' })).toHaveAccessibleDescription(
        'पहला नाम ज़रूरी है',
      ),
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** Refused by the server: the toast and the retry notice in Hindi, nothing typed lost. */
export const Failure: Story = {
  loaders: [
    fakeServer({ career: { status: 500, body: { success: false, message: 'Storage unavailable' } } }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '9123456789',
      location: 'Pune',
      experience: 'छात्र',
      availability: 'तुरंत',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'आवेदन भेजें' }));
    const toast = await findToast('आवेदन नहीं भेजा जा सका');
    await expect(toast).toHaveTextContent('कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें।');
    await expect(canvas.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
