/** Parameters every machine page shares: padded. */
export const machineStoryParameters = { layout: 'padded' } as const;

/**
 * Globals every machine page shares: a viewport tall enough for the whole page (a form's context is
 * long), so the screenshot holds everything a designer sees.
 */
export const machineStoryGlobals = { viewport: { value: '1280x1400' } } as const;
