import '@aarambh/ui/css';
import { darkTheme, lightTheme, vars } from '@aarambh/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
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

const preview: Preview = {
  decorators: [withTheme],
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
