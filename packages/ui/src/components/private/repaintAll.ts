import { darkTheme } from '../../themes/dark.css';
import { lightTheme } from '../../themes/light.css';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * For stories only (a component-level `afterEach`, which runs before the screenshot): repaints the
 * whole page by flipping the theme and back. After an interaction Chromium repaints only the
 * changed areas, and the anti-aliased pixels at the edge of such an area (the corner of a rounded
 * border or focus ring) then depend on what was drawn there before, so the first screenshot could
 * differ by a pixel from run to run. After a full repaint it does not.
 */
export async function repaintAll(): Promise<void> {
  const root = document.documentElement;
  const [current, other] = root.classList.contains(darkTheme)
    ? [darkTheme, lightTheme]
    : [lightTheme, darkTheme];
  root.classList.replace(current, other);
  await nextFrame();
  root.classList.replace(other, current);
  await nextFrame();
}
