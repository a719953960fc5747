import { Box } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { hindiDocument } from '../../../harness/hindiForms';
import { findToast, removeOrphanedAnnouncements } from '../../../harness/storyHelpers';
import { HindiSubscribeForm } from './HindiSubscribeForm';
import { SubscribeForm } from './SubscribeForm';

const meta = {
  title: 'Flows/Subscribe Form',
  component: SubscribeForm,
  decorators: [
    (Story, { args }) =>
      args.variant === 'compact' ? (
        // The footer's column width.
        <Box background="surface" padding="lg" style={{ width: 360 }}>
          <Story />
        </Box>
      ) : (
        <Story />
      ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  args: { variant: 'page' },
  parameters: {
    docs: {
      description: {
        component:
          'Subscribe to platform updates (call 3, POST /api/subscription/subscribe, JSON): the coming-soon ' +
          "page's form (`variant=\"page\"`, source 'coming_soon_page') and the footer's compact form " +
          '(`variant="compact"`, source \'footer\'). Stories run against the fake server (`createFakeApi`).',
      },
    },
  },
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeAndSubmit(canvasElement: HTMLElement, email: string, button = 'Notify Me') {
  const canvas = within(canvasElement);
  if (email !== '') await userEvent.type(canvas.getByRole('textbox'), email);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

export const Editing: Story = {};

export const CompactEditing: Story = { args: { variant: 'compact' } };

/** Nothing typed: 'Email Required' beside the field, no call. */
export const EmailRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeAndSubmit(canvasElement, '');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'Email Required',
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** A malformed address: 'Invalid Email'. */
export const InvalidEmail: Story = {
  args: { variant: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@', 'Subscribe');
    await expect(canvas.getByRole('textbox', { name: 'Get updates by e-mail' })).toHaveAccessibleDescription(
      'Invalid Email',
    );
  },
};

/** Loading: the button reads 'Subscribing...'. */
export const Submitting: Story = {
  loaders: [fakeServer({ subscribe: 'pending' })],
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@example.com');
    await waitFor(() => expect(canvas.getByText('Subscribing...')).toBeVisible());
  },
};

/** Subscribed: "You're All Set!", the success toast, and call 3's JSON as documented. */
export const Success: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@example.com');
    await findToast('Successfully Subscribed!');
    await expect(canvas.getByRole('status')).toHaveTextContent("You're All Set!");
    const [request] = loadedFlow({ loaded }).api.requests;
    await expect(request?.json).toEqual({
      email: 'asha@example.com',
      subscriptionType: 'platform_updates',
      source: 'coming_soon_page',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      interests: ['platform_launch', 'new_features', 'opportunities'],
    });
    await expect(canvas.getByRole('status').closest('[tabindex="-1"]')).toHaveFocus();
    removeOrphanedAnnouncements();
  },
};

/** The footer's form subscribed, with 'footer' as the source. */
export const CompactSuccess: Story = {
  args: { variant: 'compact' },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@example.com', 'Subscribe');
    await findToast('Successfully Subscribed!');
    await expect(canvas.getByRole('status')).toHaveTextContent("You're All Set!");
    await expect(loadedFlow({ loaded }).api.requests[0]?.json).toMatchObject({ source: 'footer' });
    removeOrphanedAnnouncements();
  },
};

/** The server refuses: 'Subscription Failed' with its message; the address stays to try again. */
export const Failure: Story = {
  loaders: [
    fakeServer({ subscribe: { status: 429, body: { success: false, message: 'Too many requests' } } }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@example.com');
    const toast = await findToast('Subscription Failed');
    await expect(toast).toHaveTextContent('Too many requests');
    await expect(canvas.getByRole('textbox')).toHaveValue('asha@example.com');
    await expect(canvas.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  },
};

/**
 * The footer's form on a Hindi page (`HindiSubscribeForm`): a malformed address refused in Hindi,
 * the label, the button and the privacy notice in Hindi, the board's name marked English.
 */
export const CompactInHindiInvalid: Story = {
  name: 'Compact in Hindi, invalid',
  args: { variant: 'compact' },
  render: () => <HindiSubscribeForm />,
  beforeEach: hindiDocument,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@', 'सदस्यता लें');
    await expect(canvas.getByRole('textbox', { name: 'ई-मेल से नई जानकारी पाएँ' })).toHaveAccessibleDescription(
      'ई-मेल पता सही नहीं है',
    );
    await expect(canvas.getByRole('form', { name: 'नई जानकारी पाने के लिए सदस्यता लें' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'हम आपकी जानकारी का उपयोग कैसे करते हैं' })).toBeVisible();
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** Subscribed from a Hindi page: the toast and the confirmation in Hindi, sent with `language: 'hi'` (its mail is Hindi). */
export const CompactInHindiSuccess: Story = {
  name: 'Compact in Hindi, subscribed',
  args: { variant: 'compact' },
  render: () => <HindiSubscribeForm />,
  beforeEach: hindiDocument,
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeAndSubmit(canvasElement, 'asha@example.com', 'सदस्यता लें');
    await findToast('सदस्यता ले ली गई!');
    await expect(canvas.getByRole('status')).toHaveTextContent('बस, हो गया!');
    await expect(canvasElement).toHaveTextContent(
      'हमने asha@example.com पर एक लिंक भेजा है। अपनी सदस्यता पक्की करने के लिए उसे खोलें।',
    );
    await expect(canvas.getByText('asha@example.com')).toHaveAttribute('lang', 'en');
    await expect(loadedFlow({ loaded }).api.requests[0]?.json).toMatchObject({
      source: 'footer',
      language: 'hi',
    });
    removeOrphanedAnnouncements();
  },
};
