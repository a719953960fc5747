import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';

function Promo({ title, text }: { title: string; text: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.sm,
        minHeight: 220,
        alignContent: 'center',
        padding: vars.space.xl,
        background: vars.color.brandSoft,
        color: vars.color.onBrandSoft,
      }}
    >
      <h2 style={{ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl }}>{title}</h2>
      <p>{text}</p>
      <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
        <Button>Learn More</Button>
        <Button variant="ghost">Maybe Later</Button>
      </div>
    </div>
  );
}

const slides: CarouselSlide[] = [
  {
    id: 'software',
    label: 'Software development',
    content: <Promo title="Software Development" text="Custom software for growing businesses." />,
  },
  {
    id: 'training',
    label: 'Training programs',
    content: <Promo title="Training Programs" text="Hands-on programs that lead to real projects." />,
  },
  {
    id: 'internships',
    label: 'Internships',
    content: <Promo title="Internships" text="Remote internships with mentors from the industry." />,
  },
  {
    id: 'workshops',
    label: 'Workshops',
    content: <Promo title="Workshops" text="One-day workshops on the tools teams use today." />,
  },
];

const meta = {
  title: 'Overlays/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use a Carousel for a few related promotions that share one place, such as the promo popup. Visitors ' +
          'move with the previous and next buttons, the dots, the arrow keys (focus inside; anywhere in its dialog ' +
          'with `keyboardScope="dialog"`) or a swipe. With an ' +
          '`interval` it advances by itself, pauses on hover and focus, and shows a pause/play control (WCAG ' +
          '2.2.2). Drive it from a state machine with `index` and `onIndexChange`. Never hide essential content ' +
          'in a later slide.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 8 }}>{Story()}</div>],
  args: { label: 'Highlights', slides, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')].find(
    (slide) => !slide.hasAttribute('inert'),
  );

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toHaveTextContent('Training Programs');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 4: Workshops' }));
    await expect(canvas.getByRole('button', { name: 'Slide 4: Workshops' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('4 of 4');
    // Slides that are not shown are out of the tab order and hidden from assistive technology.
    await expect(canvasElement.querySelectorAll('[aria-roledescription="slide"][inert]')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1: Software development' }));
    await fullRepaint();
  },
};

export const Keyboard: Story = {
  name: 'Arrow keys (focus visible)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // The first stop is the shown slide's own button (the others are inert).
    await expect(
      within(shown(canvasElement) as HTMLElement).getByRole('button', { name: 'Learn More' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    // Focus was in the slide that left, so it moves to the slide that arrived (not to the page).
    await waitFor(() => expect(shown(canvasElement)).toHaveFocus());
    await expect(shown(canvasElement)).toHaveTextContent('Training Programs');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(shown(canvasElement)).toHaveTextContent('Workshops');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shown(canvasElement)).toHaveTextContent('Internships');
    // With the slides changed by the visitor, the change is announced.
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(shown(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Learn More');
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Maybe Later');
    // The browser cannot focus anything in a slide that is not shown (testing-library's tab() does
    // not know `inert`, so this is checked directly).
    const hidden = canvasElement.querySelector('[aria-roledescription="slide"][inert] button') as HTMLElement;
    hidden.focus();
    await expect(hidden).not.toHaveFocus();
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await fullRepaint();
  },
};

/**
 * A horizontal drag of 50 px or more moves one slide; a shorter one does nothing. It may start on a
 * button inside the slide.
 */
export const Swipe: Story = {
  play: async ({ args, canvasElement }) => {
    const viewport = canvasElement.querySelector('[aria-live]') as HTMLElement;
    const { left, top, width } = viewport.getBoundingClientRect();
    const swipe = (from: number, to: number, target: Element = viewport) => {
      const at = (x: number) => ({
        bubbles: true,
        pointerId: 7,
        pointerType: 'touch',
        clientX: x,
        clientY: top + 40,
      });
      target.dispatchEvent(new PointerEvent('pointerdown', at(left + from)));
      target.dispatchEvent(new PointerEvent('pointerup', at(left + to)));
    };
    swipe(width / 2, width / 2 - 30);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    swipe(width / 2, width / 2 - 50);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    swipe(width / 2, width / 2 - 120);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    // React Aria stops a press's pointer events from bubbling out of the button.
    const button = within(shown(canvasElement) as HTMLElement).getByRole('button', { name: 'Learn More' });
    swipe(width / 2, width / 2 + 60, button);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toHaveTextContent('Training Programs');
  },
};

/** Advances by itself; hover and focus pause it; the control stops and restarts it. */
export const AutoAdvance: Story = {
  name: 'Auto-advance with pause',
  args: { interval: 400 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
    // Hovered: it waits.
    await userEvent.hover(carousel);
    const calls = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect((args.onIndexChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
    await userEvent.unhover(carousel);
    await waitFor(() =>
      expect((args.onIndexChange as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls),
    );
    // The visible control stops it for good (first in the tab order).
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: 'Pause slide show' });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const play = canvas.getByRole('button', { name: 'Play slide show' });
    await userEvent.tab({ shift: true });
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const stopped = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect((args.onIndexChange as ReturnType<typeof fn>).mock.calls.length).toBe(stopped);
    // Show the first slide, still paused, for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1: Software development' }));
    await expect(play).toBeInTheDocument();
    await fullRepaint();
  },
};

/** Once the visitor changes the slide (or moves focus into the slides), the rotation stops until Play. */
export const StopsOnceUsed: Story = {
  name: 'Stops once used',
  args: { interval: 400 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.unhover(canvas.getByRole('region', { name: 'Highlights' }));
    await canvas.findByRole('button', { name: 'Play slide show' });
    const calls = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect((args.onIndexChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
    await expect(shown(canvasElement)).toHaveTextContent('Training Programs');
    await fullRepaint();
  },
};

/** Driven from outside: the slide comes from `index`, and changes are requested through `onIndexChange`. */
export const Controlled: Story = {
  render: function Render(args: CarouselProps) {
    const [index, setIndex] = useState(2);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Carousel
          {...args}
          index={index}
          onIndexChange={(next) => {
            setIndex(next);
            args.onIndexChange?.(next);
          }}
        />
        <p>Shown: slide {index + 1}</p>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toHaveTextContent('Internships');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('Shown: slide 4')).toBeVisible();
    await fullRepaint();
  },
};

/**
 * A carousel that is a dialog's content (`keyboardScope="dialog"`): the arrow keys change the slide
 * wherever focus is in the dialog, from the moment it opens with focus on the dialog itself.
 */
export const InADialog: Story = {
  name: 'Arrow keys anywhere in its dialog',
  args: { keyboardScope: 'dialog' },
  parameters: { visual: { target: 'page' } },
  render: (args: CarouselProps) => (
    <Modal isOpen title="Explore what we offer">
      <Carousel {...args} />
    </Modal>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Explore what we offer' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const shownIn = () => shown(dialog) as HTMLElement;
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shownIn()).toHaveTextContent('Training Programs');
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownIn()).toHaveTextContent('Internships');
    // Inside the carousel its own keys still move one slide, not two.
    within(dialog).getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
    await expect(shownIn()).toHaveTextContent('Training Programs');
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    slides: [
      {
        id: 'long',
        label: 'Our complete range of professional training and certification programmes',
        content: (
          <Promo
            title="Training Programs for Students, Freshers and Working Professionals Across India"
            text="Join industry-led programmes in web development, mobile apps, data science and cloud, with weekend and evening batches, live mentoring, a capstone project and a certificate recognised by our hiring partners."
          />
        ),
      },
      ...slides.slice(1),
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { interval: 60_000 },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    // Long interval: it would advance, but not before the screenshot.
    await expect(within(canvasElement).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  },
};
