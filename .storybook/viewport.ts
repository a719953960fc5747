/**
 * The viewport every story renders at unless it picks one of `storyViewports`. addon-vitest sets
 * 1200 × 900 before each story without a viewport (its `DEFAULT_VIEWPORT_DIMENSIONS`, which it does
 * not export), so the baselines are drawn at this size. The story tests' browser
 * (vitest.config.ts) and the checks of the built Storybook read it from here.
 */
export const storyTestViewport = { width: 1200, height: 900 } as const;

/**
 * The sizes a story can be shown at, named `WIDTHxHEIGHT`: the toolbar's viewport menu in
 * Storybook (`parameters.viewport.options`, set in preview.tsx). A story picks one with
 * `globals: { viewport: { value: '390x600' } }`; Storybook sizes its canvas to it, addon-vitest
 * sizes the story test's page to it, and the checks of the built Storybook read it the same way.
 * The heights are those of the baselines: a story whose screenshot is the whole page
 * (`visual.target: 'page'`) is drawn at exactly this size.
 */
const sizes = [
  [320, 300],
  [320, 400],
  // A whole page of the site on the narrowest phone.
  [320, 8000],
  [390, 300],
  [390, 400],
  [390, 500],
  [390, 600],
  [390, 700],
  [390, 760],
  [390, 800],
  [390, 844],
  [390, 900],
  [390, 1200],
  // A whole page of the site on a phone: taller than the longest page, so the picture is all of it.
  [390, 8000],
  // The careers page on a phone, taller than the size above in either language.
  [390, 9000],
  // The longest page, the Hindi privacy policy, on a phone and on a desktop.
  [390, 12000],
  [480, 360],
  [800, 400],
  [800, 600],
  [900, 400],
  [1280, 720],
  [1280, 900],
  [1280, 1100],
  [1280, 1400],
  [1280, 1700],
  [1280, 2800],
  [1280, 3400],
  // A whole page of the site on a desktop.
  [1280, 6000],
  [1280, 9000],
] as const;

type Size = (typeof sizes)[number];
export type StoryViewportName = `${Size[0]}x${Size[1]}`;

const kind = (width: number) => (width <= 480 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');
const kindName = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const;

/** Storybook's viewport options (`parameters.viewport.options`), one per size. */
export const storyViewports = Object.fromEntries(
  sizes.map(([width, height]) => [
    `${width}x${height}`,
    {
      name: `${kindName[kind(width)]} ${width} × ${height}`,
      styles: { width: `${width}px`, height: `${height}px` },
      type: kind(width),
    },
  ]),
) as Record<StoryViewportName, { name: string; styles: { width: string; height: string }; type: string }>;

/**
 * The size a story renders at: the option its `globals.viewport.value` names, else the default.
 * An unknown name throws (Storybook and addon-vitest would quietly show the default size).
 */
export function storyViewportSize(value: unknown): { width: number; height: number } {
  if (value === undefined || value === null || value === '') return storyTestViewport;
  const option = storyViewports[value as StoryViewportName];
  if (!option) {
    throw new Error(
      `Unknown story viewport '${String(value)}': pick one of ${Object.keys(storyViewports).join(', ')} ` +
        '(.storybook/viewport.ts)',
    );
  }
  return { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) };
}
