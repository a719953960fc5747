import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as projectAnnotations from './preview';
import { visualAnnotations } from './visual';

// Calling setProjectAnnotations turns off the automatic wiring, so the a11y addon's annotations
// (axe after every story, failing on violations per `parameters.a11y.test`) are passed in here.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualAnnotations]);

beforeAll(async () => {
  // Deterministic pixels: no animation or transition mid-flight, no blinking caret.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
  // Load the self-hosted font (Latin and the rupee sign) before the first screenshot.
  await document.fonts.load('400 16px "Inter Variable"', 'Aa₹');
  await document.fonts.load('700 16px "Inter Variable"', 'Aa₹');
});
