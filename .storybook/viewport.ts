/**
 * The viewport every story test renders at unless its `parameters.visual.viewport` asks for
 * another. addon-vitest sets 1200 × 900 before each story (its `DEFAULT_VIEWPORT_DIMENSIONS`, which
 * it does not export) whatever size the browser was opened at, so the baselines are drawn at this
 * size. The story tests' browser (vitest.config.ts), their reset after a story of another size
 * (visual.ts) and the checks of the built Storybook read it from here.
 */
export const storyTestViewport = { width: 1200, height: 900 } as const;
