import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { NetworkError } from '../api/client';
import { MailedLinkPage, type MailedLinkOutcome, type MailedLinkWords } from './MailedLinkPage';

const words: MailedLinkWords = {
  title: 'Confirm Your Request',
  description: 'Confirm a request you made.',
  heading: 'Confirm Your Request',
  text: 'Press the button to confirm the request you made. If you did not make one, close this page: nothing will happen.',
  button: 'Confirm Request',
  pending: 'Confirming...',
  missingToken: 'This page needs the link from our e-mail. Please open it from the e-mail.',
  failed: 'We could not confirm your request. Please try again.',
};

/** The page at a link's address, its button's call answering `outcome` (or never, while pending). */
const pageWith = (act: (token: string) => Promise<MailedLinkOutcome>, path = '/confirm?token=abc') => ({
  path,
  page: <MailedLinkPage path="/confirm" words={words} act={act} />,
});

const press = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: words.button }));
};

const meta = {
  title: 'Sections/MailedLinkPage',
  ...pageStoryDefaults,
  parameters: {
    ...pageStoryDefaults.parameters,
    docs: {
      description: {
        component:
          'The page a link in one of our e-mails opens (confirm a subscription, a privacy request or a ' +
          "guardian's consent; unsubscribe; withdraw a consent). The link changes nothing by itself, since " +
          'mail scanners follow links; the one button sends the call. The token is read when the button is ' +
          'pressed, never rendered, so one prerendered page serves every link.',
      },
    },
  },
  args: pageWith(async () => ({
    done: { heading: 'Request Confirmed', text: 'We will answer by 22 December 2026.' },
  })),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the link opens it: the button, nothing sent yet. */
export const Phone: Story = { globals: phone };

/** Done: the page says so under its own heading, and focus moves there. */
export const Done: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const status = await within(canvasElement).findByRole('status');
    await expect(within(status).getByRole('heading', { level: 1, name: 'Request Confirmed' })).toBeVisible();
    await waitFor(() => expect(status).toHaveFocus());
    await expect(within(canvasElement).queryByRole('button', { name: words.button })).toBeNull();
  },
};

/** The call failed with a message of the API's: it shows under the button, which stays. */
export const Failed: Story = {
  globals: desktop,
  args: pageWith(async () => ({ failed: 'This link has expired. Please ask again.' })),
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'This link has expired. Please ask again.',
      ),
    );
    await expect(within(canvasElement).getByRole('button', { name: words.button })).toBeEnabled();
  },
};

/** The server could not be reached: the network's own message. */
export const Offline: Story = {
  globals: desktop,
  args: pageWith(() => Promise.reject(new NetworkError('offline'))),
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(new NetworkError('offline').message),
    );
  },
};

/** Opened without the link's token: nothing is sent, and the page says where the link is. */
export const WithoutTheLink: Story = {
  globals: desktop,
  args: pageWith(() => Promise.reject(new Error('the call must not be made without a token')), '/confirm'),
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(words.missingToken),
    );
  },
};

/** While the call is on its way: the button says so and takes no second press. */
let calls = 0;
export const Pending: Story = {
  globals: desktop,
  args: pageWith(() => {
    calls += 1;
    return new Promise<MailedLinkOutcome>(() => {});
  }),
  beforeEach: () => {
    calls = 0;
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: /Confirming\.\.\./ });
    await userEvent.click(button);
    await expect(calls).toBe(1);
  },
};
