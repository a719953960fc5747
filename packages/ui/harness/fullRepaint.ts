const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Ends a play function that changed focus, hover or selection: Chromium repaints only the
 * invalidated rectangles after such changes, and where a rounded edge (a focus ring, a radio
 * circle) crosses one, its anti-aliasing differs by a pixel or two from a full paint, depending on
 * how the frames fell. Dropping the theme class for two frames and restoring it repaints the whole
 * page, so the screenshot that follows is the same on every run. (Stories only; not in the build.)
 */
export async function fullRepaint() {
  const html = document.documentElement;
  const classes = html.className;
  html.className = '';
  await frame();
  await frame();
  html.className = classes;
}
