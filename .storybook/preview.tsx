import '@aarambh/ui';
import { darkTheme, lightTheme } from '@aarambh/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

export const themeClasses = { light: lightTheme, dark: darkTheme } as const;

/** Puts the chosen theme's class on <html>, so portalled overlays (dialogs, toasts) are themed too. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.remove(lightTheme, darkTheme);
  document.documentElement.classList.add(themeClasses[theme]);
  return Story();
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
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
  },
  tags: ['autodocs'],
};

export default preview;
