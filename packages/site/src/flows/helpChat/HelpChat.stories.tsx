import { chatPanelCopy, helpChatCopy } from '@aarambh/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fill, screen } from '../../../harness/storyHelpers';
import { hindiFlows } from '../../layout/afterFirstPaintHindi';
import type { ChatPanelWords } from './ChatPanel';
import { HelpChat } from './HelpChat';

const meta = {
  title: 'Flows/Help Chat',
  component: HelpChat,
  args: {
    copy: helpChatCopy,
    phoneNumber: '+91 11 5550 0142',
    openLink: fn(),
    // Held: the tip shows only in the stories that wait for it.
    tooltipDelayMs: 3_600_000,
  },
  globals: { viewport: { value: '1280x720' } },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    docs: {
      description: {
        component:
          'The help chat every page has, bound to `helpChatMachine` from its first use (until then the tip ' +
          'comes as the chart would bring it): the tip after 2 s (dismissible), three ' +
          'quick questions, a message box (Enter sends, Shift+Enter adds a line) and the WhatsApp link, opened ' +
          'through the injected `openLink`.',
      },
      story: { inline: false, iframeHeight: 560 },
    },
  },
} satisfies Meta<typeof HelpChat>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openChat() {
  await userEvent.click(screen.getByRole('button', { name: 'Help chat on WhatsApp' }));
  const chat = await screen.findByRole('dialog', { name: 'Need Help?' });
  // React Aria shows its popover once positioned, a frame or more after it mounts (more on a busy
  // machine): a screenshot taken before that shows no chat.
  await waitFor(() => expect(chat).toBeVisible());
  return chat;
}

/** Opens the chat and waits for its questions and message box (their code comes with the first press). */
async function openChatPanel() {
  const chat = await openChat();
  await within(chat).findByRole('textbox', { name: 'Your message' });
  return chat;
}

/** Closed, before the tip: a bar along the bottom of the viewport, the button at its right end. */
export const Closed: Story = {};

/** On a phone the bar spans the screen's width as well; the page keeps its room (see overlayOrder). */
export const ClosedOnPhone: Story = { globals: { viewport: { value: '390x844' } } };

/**
 * While the cookie banner shows, the bar sits above it, by the room the banner takes (`raisedBy`,
 * from overlayOrder's `useBannerSpace`): the banner's buttons and the chat's stay clear of each other.
 */
export const RaisedAboveBanner: Story = {
  args: { raisedBy: 120 },
  globals: { viewport: { value: '390x844' } },
  play: async () => {
    const bar = screen.getByRole('complementary', { name: 'Help' });
    await expect(Math.round(window.innerHeight - bar.getBoundingClientRect().bottom)).toBe(120);
  },
};

/** After the delay the tip 'Get help from here' shows beside the button, in the bar, with a way to dismiss it. */
export const Tooltip: Story = {
  args: { tooltipDelayMs: 0 },
  play: async () => {
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Get help from here');
    await expect(screen.getByRole('button', { name: 'Help chat on WhatsApp' })).toHaveAccessibleDescription(
      'Get help from here',
    );
  },
};

/** Dismissed: the tip goes and does not come back. */
export const TooltipDismissed: Story = {
  args: { tooltipDelayMs: 0 },
  play: async () => {
    await screen.findByRole('tooltip');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the help tip' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(screen.queryByRole('button', { name: 'Dismiss the help tip' })).toBeNull();
  },
};

/** Held while a dialog is open over the page (the promo popup): past its delay, the tip waits. */
export const TooltipHeld: Story = {
  args: { tooltipDelayMs: 0, tipHeld: true },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Dismiss the help tip' })).toBeNull();
  },
};

/** Open: three quick questions, a message box, and Send disabled while the text is blank. */
export const Open: Story = {
  play: async () => {
    const chat = await openChatPanel();
    await expect(within(chat).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(chat).getByRole('button', { name: 'Send on WhatsApp' })).toBeDisabled();
    await fill(within(chat).getByRole('textbox', { name: 'Your message' }), '   ');
    await expect(within(chat).getByRole('button', { name: 'Send on WhatsApp' })).toBeDisabled();
  },
};

/** A promise and the function that settles it: code that arrives when the story says. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * The first press opens the chat at once, before its code has arrived (a slow phone or network):
 * its title and close button, its body busy until the questions and message box come.
 */
export const OpensBeforeItsCode: Story = {
  loaders: [() => ({ words: held<ChatPanelWords>() })],
  render: (args, { loaded }) => {
    const { words } = loaded as { words: ReturnType<typeof held<ChatPanelWords>> };
    return <HelpChat {...args} loadPanelWords={() => words.promise} />;
  },
  play: async ({ loaded }) => {
    const { words } = loaded as { words: ReturnType<typeof held<ChatPanelWords>> };
    const chat = await openChat();
    await expect(within(chat).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(chat).queryByRole('textbox')).toBeNull();
    await expect(chat.querySelector('[aria-busy="true"]')).not.toBeNull();
    words.release({ lang: 'en', copy: chatPanelCopy });
    await expect(await within(chat).findByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expect(chat.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

/** A quick question fills the box; Send opens WhatsApp with the digits of the number and the text. */
export const PresetAndSend: Story = {
  play: async ({ args }) => {
    const chat = await openChatPanel();
    await userEvent.click(
      within(chat).getByRole('button', { name: 'I have a question about my application.' }),
    );
    await expect(within(chat).getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'I have a question about my application.',
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Send on WhatsApp' }));
    await expect(args.openLink).toHaveBeenCalledWith(
      'https://wa.me/911155500142?text=I%20have%20a%20question%20about%20my%20application.',
    );
  },
};

/** Shift+Enter adds a line; Enter sends both lines. */
export const EnterSends: Story = {
  play: async ({ args }) => {
    const chat = await openChatPanel();
    const box = within(chat).getByRole('textbox', { name: 'Your message' });
    await userEvent.click(box);
    await userEvent.keyboard('Hello{Shift>}{Enter}{/Shift}Is the May batch full?');
    await expect(box).toHaveValue('Hello\nIs the May batch full?');
    await expect(args.openLink).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.openLink).toHaveBeenCalledWith(
      'https://wa.me/911155500142?text=Hello%0AIs%20the%20May%20batch%20full%3F',
    );
    await expect(box).toHaveValue('');
  },
};

/** On a Hindi page: the bar and the open chat in Hindi, its Latin-script words ("WhatsApp", the keys) marked as English. */
export const OpenInHindi: Story = {
  args: hindiFlows.helpChat,
  render: (args) => (
    <div lang="hi">
      <HelpChat {...args} />
    </div>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp पर मदद के लिए चैट करें' }));
    const chat = await screen.findByRole('dialog', { name: 'मदद चाहिए?' });
    await waitFor(() => expect(chat).toBeVisible());
    await expect(
      await within(chat).findByRole('button', {
        name: 'मुझे कोई प्रोग्राम या इंटर्नशिप चुनने में मदद चाहिए।',
      }),
    ).toBeVisible();
    await expect(
      within(chat).getByRole('button', { name: 'WhatsApp पर भेजें' }).querySelector('[lang="en"]'),
    ).not.toBeNull();
  },
};
