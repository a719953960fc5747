import { promoCopy } from '@aarambh/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { PopupSlide } from '../../content/schemas';
import { screen } from '../../../harness/storyHelpers';
import type { FlagStorage } from './sessionFlag';
import { hindiFlows } from '../../layout/afterFirstPaintHindi';
import { PromoPopup } from './PromoPopup';

/** A plain illustration as an inline image, so the stories need no files. */
function illustration(background: string, accent: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320"><rect width="640" height="320" fill="${background}"/>` +
    `<circle cx="470" cy="160" r="90" fill="${accent}"/><rect x="90" y="110" width="220" height="100" rx="16" fill="${accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: PopupSlide[] = [
  {
    id: 1,
    src: illustration('#E8E6FF', '#3F37C9'),
    alt: 'A laptop showing code beside a deployment pipeline',
    title: 'Software Development',
    description: 'Custom software for growing businesses, and internships where you build it with us.',
    learnMoreLink: '/services/software-development',
  },
  {
    id: 2,
    src: illustration('#FFF1E0', '#B45309'),
    alt: 'A learner following a structured course on a laptop',
    title: 'Training Programs',
    description: 'Structured programs with mentors and real projects that make you job-ready.',
    learnMoreLink: '/services/training-programs',
  },
  {
    id: 3,
    src: illustration('#E3F6EC', '#15803D'),
    alt: 'An intern and a mentor reviewing work together',
    title: 'Internships',
    description: 'Stipends, mentors and work that goes into production. Applications are open.',
    learnMoreLink: '/services/internship',
  },
  {
    id: 4,
    src: illustration('#E6F0FB', '#1D4ED8'),
    alt: 'A small group at a hands-on workshop',
    title: 'Workshops',
    description: 'Short, hands-on workshops on Git, AI tools and interview preparation.',
    learnMoreLink: '/services/workshop-training',
  },
];

function memoryStorage(
  initial: Record<string, string> = {},
): FlagStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

const meta = {
  title: 'Flows/Promo Popup',
  component: PromoPopup,
  args: {
    slides,
    copy: promoCopy,
    popupDelayMs: 0,
    // Held: only the auto-advance story lets the slides move by themselves.
    slideIntervalMs: 3_600_000,
  },
  loaders: [() => ({ storage: memoryStorage() })],
  render: (args, { loaded }) => (
    <PromoPopup {...args} storage={args.storage ?? (loaded.storage as FlagStorage)} />
  ),
  globals: { viewport: { value: '1280x900' } },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    docs: {
      description: {
        component:
          'The promotional popup, bound to `promoPopupMachine` from its first use (until then it opens and ' +
          'rotates as the chart would with no input): the session flag in an injected storage, the ' +
          "kit's Carousel driven by the machine's slide index, a pause control, Escape, 'Learn More' and 'Maybe " +
          "Later'. The stories open it at once and hold the 5 s timer unless they show it.",
      },
      story: { inline: false, iframeHeight: 760 },
    },
  },
} satisfies Meta<typeof PromoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findPopup() {
  const dialog = await screen.findByRole('dialog', { name: 'Explore What We Offer' });
  await waitFor(() => expect(within(dialog).getAllByRole('img')[0]).toHaveProperty('complete', true));
  return dialog;
}

function shownSlide(dialog: HTMLElement): HTMLElement {
  const slide = within(dialog)
    .getAllByRole('group', { hidden: true })
    .find((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hasAttribute('inert'));
  if (!slide) throw new Error('No slide is shown');
  return slide;
}

/** First load of the session: the first slide, and the flag set. */
export const FirstSlide: Story = {
  play: async ({ loaded }) => {
    const dialog = await findPopup();
    await expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4');
    await expect(
      within(shownSlide(dialog)).getByRole('link', { name: 'Learn More about Software Development' }),
    ).toHaveAttribute('href', '/services/software-development');
    await expect((loaded.storage as { items: Record<string, string> }).items).toEqual({
      promoPopupShown: 'true',
    });
  },
};

/** Already shown in this session: nothing appears. */
export const AlreadyShown: Story = {
  args: { storage: memoryStorage({ promoPopupShown: 'true' }) },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The popup's English words, counting how often its slides' contents are made: each reads
 * `learnMore` once.
 */
function countingCopy() {
  const count = { reads: 0 };
  const copy = { ...promoCopy };
  Object.defineProperty(copy, 'learnMore', {
    enumerable: true,
    get: () => {
      count.reads += 1;
      return promoCopy.learnMore;
    },
  });
  return { copy, count };
}

/**
 * The slides advance by themselves, and only the carousel's controls render again as they do
 * (the slides' contents are made once: on a slow phone, making them again every 5 s was a long
 * task); Pause stops them on the slide shown.
 */
export const AutoAdvanceAndPause: Story = {
  args: { slideIntervalMs: 40 },
  loaders: [() => countingCopy()],
  render: (args, { loaded }) => (
    <PromoPopup
      {...args}
      storage={loaded.storage as FlagStorage}
      copy={(loaded as ReturnType<typeof countingCopy>).copy}
    />
  ),
  play: async ({ loaded }) => {
    const { count } = loaded as ReturnType<typeof countingCopy>;
    const dialog = await screen.findByRole('dialog', { name: 'Explore What We Offer' });
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('2 of 4'));
    const made = count.reads;
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('3 of 4'));
    await expect(count.reads).toBe(made);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause slide show' }));
    const paused = shownSlide(dialog).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(shownSlide(dialog)).toHaveAccessibleName(paused ?? '');
    // A dot goes to its slide; the first one gives the same picture on every run (a translated
    // slide's rounded corners anti-alias a pixel differently from run to run).
    await userEvent.click(within(dialog).getByRole('button', { name: /^Slide 1:/ }));
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4'));
    // Visible once the popup has faded in (where motion is allowed: a designer's Storybook).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Play slide show' })).toBeVisible(),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('img')[0]).toHaveProperty('complete', true));
  },
};

/**
 * The arrow keys change the slide from the moment the popup opens, with focus on the dialog, and
 * stop the rotation (the control then offers Play); with the next button they wrap at both ends.
 */
export const ArrowKeys: Story = {
  play: async () => {
    const dialog = await findPopup();
    await waitFor(() => expect(dialog).toHaveFocus());
    // The first key is the popup's first use: its chart loads, then takes the key.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('4 of 4'));
    // Visible once the popup has faded in (where motion is allowed: a designer's Storybook).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Play slide show' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    await expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownSlide(dialog)).toHaveAccessibleName('2 of 4');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(shownSlide(dialog)).toHaveAccessibleName('3 of 4');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4');
  },
};

/** A swipe of 50 px or more changes the slide, either way; a shorter one does not. */
export const Swipe: Story = {
  play: async () => {
    const dialog = await findPopup();
    const track = shownSlide(dialog).parentElement?.parentElement;
    if (!track) throw new Error('No carousel viewport');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(track, { pointerId: 1, clientX: from, clientY: 200 });
      fireEvent.pointerUp(track, { pointerId: 1, clientX: to, clientY: 200 });
    };
    swipe(400, 370);
    await expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4');
    swipe(400, 340);
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('2 of 4'));
    swipe(340, 400);
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('1 of 4'));
  },
};

/**
 * Escape closes it. The browser turns the key into a close request on the `<dialog>` (a typed
 * key's default action, which a script's key event does not have): the story makes that request;
 * the end-to-end tests press the key.
 */
export const Escape: Story = {
  play: async () => {
    const dialog = await findPopup();
    (dialog as HTMLDialogElement).requestClose();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 'Maybe Later' closes it. */
export const MaybeLater: Story = {
  play: async () => {
    const dialog = await findPopup();
    await userEvent.click(within(shownSlide(dialog)).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** On a Hindi page: the popup and its slides in Hindi, each leading to the Hindi page where there is one. */
export const FirstSlideInHindi: Story = {
  args: hindiFlows.promo,
  render: (args, { loaded }) => (
    <div lang="hi">
      <PromoPopup {...args} storage={loaded.storage as FlagStorage} />
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'देखिए हम क्या-क्या देते हैं' });
    await waitFor(() => expect(within(dialog).getAllByRole('img')[0]).toHaveProperty('complete', true));
    await expect(shownSlide(dialog)).toHaveAccessibleName('4 में से 1');
    await expect(
      within(shownSlide(dialog)).getByRole('link', { name: /^और जानें ?: सॉफ़्टवेयर डेवलपमेंट$/ }),
    ).toHaveAttribute('href', '/hi/services/software-development');
  },
};
