import '@aarambh/ui/css';
import './devanagari';
import { darkTheme, lightTheme, toasts, vars } from '@aarambh/ui';
import type { Decorator, Preview, ReactRenderer } from '@storybook/react-vite';
import { type ReactElement, type ReactNode, useEffect } from 'react';
// Not in react-aria's public exports, but the module its components announce through (a
// Button's pending state does): the same instance, so clearing here clears theirs.
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import type { ArgTypesEnhancer, StoryContext } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { storyViewports } from './viewport';

export const themeClasses = { light: lightTheme, dark: darkTheme } as const;

/** The theme's background, text colour and typeface around every story, also inside docs pages. */
const canvas = {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
} as const;

/**
 * Puts the chosen theme's class on <html>, so portalled overlays (dialogs, toasts) are themed too,
 * and paints the story on the theme's background.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.remove(lightTheme, darkTheme);
  document.documentElement.classList.add(themeClasses[theme]);
  return <div style={canvas}>{Story()}</div>;
};

/** Each canvas whose story is being mounted, and what to call once its effects have run. */
const mounting = new WeakMap<HTMLElement, () => void>();

function EffectsRan({ canvas, children }: { canvas: HTMLElement; children: ReactNode }) {
  // React runs a parent's effects after its children's: when this one runs, the story's have.
  useEffect(() => mounting.get(canvas)?.(), [canvas]);
  return children;
}

const withEffectsRan: Decorator = (Story, context) => (
  <EffectsRan canvas={context.canvasElement}>{Story()}</EffectsRan>
);

/**
 * Storybook's React `mount`, which also waits for the story's first effects (event listeners,
 * `onComplete` callbacks, a media query's answer) before the play function goes on. The story
 * tests render inside React's `act`, which runs them first; a designer's Storybook and the built
 * one do not, and a play function used to start before them there. A story that fails to render
 * never runs them: after a second the play function goes on and reports what it finds.
 */
const mount = (context: StoryContext<ReactRenderer>) => async (ui?: ReactElement) => {
  if (ui !== undefined) context.originalStoryFn = () => ui;
  const effectsRan = new Promise<void>((resolve) => {
    mounting.set(context.canvasElement, resolve);
    setTimeout(resolve, 1000);
  });
  await context.renderToCanvas();
  await effectsRan;
  mounting.delete(context.canvasElement);
  return context.canvas;
};

/**
 * A prop that takes React elements (`children`, `icon`, `title: ReactNode`) gets no control: the
 * JSON editor would show the story's element serialized, which nobody can edit. Its row stays in
 * the props table, with its type and description.
 */
const noControlForElements: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const type = argType.type?.name === 'other' ? argType.type.value : argType.table?.type?.summary;
      return [
        name,
        /^(ReactNode|ReactElement|JSX\.Element)\b/.test(type ?? '')
          ? { ...argType, control: false }
          : argType,
      ];
    }),
  );

// How long a play function's waitFor and findBy wait for what a story does: Testing Library's
// default, 1 s, is shorter than a press's round trip on a machine running the test command's
// other gates (the console's proof story saw its mocked call only after it, on a busy machine).
// A check that passes still passes as soon as it can.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withTheme, withEffectsRan],
  // Each story starts with the tab's session storage empty: the site keeps a form's confirmation
  // there for the tab (packages/site/src/flows/confirmation), and one story's must not show in the next.
  // Likewise the app's toast queue, a module every story of a page shares: a console story's
  // "Certificate … revoked" stayed on screen in the next file's page (the story tests share a
  // frame per worker) and sat in its screenshot.
  // And react-aria's live announcer, a hidden node on <body> that keeps each announcement for 7 s:
  // a pending button's names its label by id, and once the story that held the button was gone,
  // the next file's whole-page axe check found an image with no name (HelpChat, Popover).
  beforeEach: () => {
    sessionStorage.clear();
    toasts.clear();
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  },
  argTypesEnhancers: [noControlForElements],
  mount,
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The a11y panel reports any violation as an error; the story tests fail on one (visual.ts).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
    // The sizes a story picks with `globals: { viewport: { value } }` (see viewport.ts).
    viewport: { options: storyViewports },
  },
  tags: ['autodocs'],
};

export default preview;
