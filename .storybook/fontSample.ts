/**
 * Text that needs every face the stories draw with: Inter's Latin and rupee sign, and the
 * Devanagari faces (devanagari.ts), for `document.fonts.load` before a screenshot.
 */
export const fontSample = 'Aa₹हि';
