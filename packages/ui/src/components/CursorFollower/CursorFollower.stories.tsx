import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withStoryClock } from '../../../harness/storyClock';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { CursorFollower } from './CursorFollower';

/** Answers the given media queries as asked (and the rest as the browser does) until undone. */
function emulateMedia(answers: Record<string, boolean>) {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (!(query in answers)) return original(query);
    return {
      matches: answers[query]!,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

let pointer = { x: 0, y: 0 };

/** A mouse moving to (x, y) over whatever element is there (from where it last was). */
function moveMouse(x: number, y: number) {
  const target = document.elementFromPoint(x, y) ?? document.body;
  const [movementX, movementY] = [x - pointer.x, y - pointer.y];
  pointer = { x, y };
  target.dispatchEvent(
    new PointerEvent('pointermove', {
      bubbles: true,
      clientX: x,
      clientY: y,
      movementX,
      movementY,
      pointerType: 'mouse',
    }),
  );
}

const ring = () => document.querySelector<HTMLElement>('[data-cursor-follower]');

/** The ring eases on animation frames: the story's clock draws them (16 ms each) at once. */
const frames = ['requestAnimationFrame', 'cancelAnimationFrame'] as const;

/** The ring's centre, from its box (its transform includes the scale). */
function centre(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

const meta = {
  title: 'Effects/CursorFollower',
  component: CursorFollower,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A decorative ring that trails the mouse, for pages that want a playful touch (the home and about ' +
          'pages). Render it once; it shows only for a mouse or trackpad, never on touch screens, and not at all ' +
          'when the visitor prefers reduced motion or uses forced colours. It is hidden from assistive ' +
          'technology, ignores clicks and moves with `transform` only, so it never shifts the layout.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
    visual: { target: 'page' },
  },
  beforeEach: () => emulateMedia({ '(pointer: fine)': true, '(prefers-reduced-motion: reduce)': false }),
  render: (args) => (
    <main style={{ padding: vars.space.xl, display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
      <p>Move the mouse over this area.</p>
      <Button>Explore Services</Button>
      <CursorFollower {...args} />
    </main>
  ),
} satisfies Meta<typeof CursorFollower>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It follows the mouse and comes to rest exactly under it; it is decorative and ignores the pointer. */
export const FollowsTheMouse: Story = {
  play: async ({ canvasElement }) => {
    const element = ring();
    await expect(element).not.toBeNull();
    await expect(element).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(element!).pointerEvents).toBe('none');
    await expect(getComputedStyle(element!).position).toBe('fixed');
    await withStoryClock(async (clock) => {
      moveMouse(400, 220);
      await expect(element).toHaveAttribute('data-visible');
      moveMouse(600, 260);
      // About 30 frames of easing.
      await clock.tickAsync(1000);
    }, frames);
    await expect(centre(element!)).toEqual({ x: 600, y: 260 });
    // Nothing in the page moved to make room for it.
    await expect(within(canvasElement).getByRole('button').getBoundingClientRect().top).toBeLessThan(200);
  },
};

/** Where the pointer rests when the page appears (the browser reports it without a movement), it stays hidden. */
export const HiddenUntilTheMouseMoves: Story = {
  name: 'Hidden until the mouse moves',
  play: async () => {
    const element = ring()!;
    const resting = { bubbles: true, clientX: 300, clientY: 200, pointerType: 'mouse' };
    document.body.dispatchEvent(new PointerEvent('pointermove', resting));
    document.body.dispatchEvent(new PointerEvent('pointermove', resting));
    await expect(element).not.toHaveAttribute('data-visible');
    pointer = { x: 300, y: 200 };
    moveMouse(320, 210);
    await expect(element).toHaveAttribute('data-visible');
  },
};

/** Over a link or button it grows and takes the accent colour. */
export const OverInteractive: Story = {
  name: 'Over a button',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore Services' });
    const box = button.getBoundingClientRect();
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    moveMouse(x, y);
    const element = ring()!;
    await expect(element).toHaveAttribute('data-active');
    // On real frames: drawn at once on the story's clock, the grown ring's edge differed by a few
    // pixels in one screenshot of three.
    await waitFor(() => expect(centre(element)).toEqual({ x, y }));
    await expect(element.getBoundingClientRect().width).toBeCloseTo(32 * 1.6, 0);
  },
};

export const TouchScreen: Story = {
  name: 'Not on a touch screen',
  beforeEach: () => emulateMedia({ '(pointer: fine)': false }),
  play: async () => {
    moveMouse(300, 200);
    await expect(ring()).toBeNull();
  },
};

export const ReducedMotion: Story = {
  name: 'Not with reduced motion',
  beforeEach: () => emulateMedia({ '(pointer: fine)': true, '(prefers-reduced-motion: reduce)': true }),
  play: async () => {
    moveMouse(300, 200);
    await expect(ring()).toBeNull();
  },
};

export const Large: Story = {
  name: 'Larger, slower ring',
  args: { size: 56, smoothing: 0.1 },
  play: async () => {
    const element = ring()!;
    await withStoryClock(async (clock) => {
      moveMouse(700, 180);
      // Slower easing: about 70 frames.
      await clock.tickAsync(2000);
    }, frames);
    await expect(centre(element)).toEqual({ x: 700, y: 180 });
    await expect(element.getBoundingClientRect().width).toBeCloseTo(56, 0);
  },
};
