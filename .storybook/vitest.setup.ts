import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import { fontSample } from './fontSample';
import * as projectAnnotations from './preview';
import { stillPixelsCss } from './stillPixels';
import { visualAnnotations } from './visual';

// Calling setProjectAnnotations turns off the automatic wiring. The a11y addon's annotations are
// left out on purpose: visualAnnotations runs axe after every story, in both themes, and fails on
// any violation; the addon's run would repeat it (about a quarter of a second a story).
setProjectAnnotations([projectAnnotations, visualAnnotations]);

beforeAll(async () => {
  const style = document.createElement('style');
  style.textContent = stillPixelsCss;
  document.head.append(style);
  // Load the self-hosted font (Latin, the rupee sign and Devanagari) before the first screenshot.
  await document.fonts.load('400 16px "Inter Variable"', fontSample);
  await document.fonts.load('700 16px "Inter Variable"', fontSample);
});
