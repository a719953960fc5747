/**
 * Deterministic pixels for screenshots: no animation or transition mid-flight, no blinking caret.
 * Added to every story page by the story tests (vitest.setup.ts) and by the built-Storybook check
 * (static-storybook.test.ts), so both draw the same frames.
 */
export const stillPixelsCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
