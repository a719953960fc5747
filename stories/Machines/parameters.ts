/**
 * Parameters every machine page shares: padded, and a viewport tall enough for the whole page
 * (a form's context is long), so the screenshot holds everything a designer sees.
 */
export const machineStoryParameters = {
  layout: 'padded',
  visual: { viewport: { width: 1280, height: 1400 } },
} as const;
