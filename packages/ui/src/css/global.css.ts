import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { darkTheme } from '../themes/dark.css';
import { lightTheme } from '../themes/light.css';
import { devanagariFontBody, devanagariLineHeight, lightTokens, reducedMotion } from '../themes/tokens';

// A small modern reset: predictable box sizing, no default margins, media that fits its box,
// form controls that inherit the typeface.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6', { textWrap: 'balance' });
globalStyle('a', { color: vars.color.brand });
globalStyle('::selection', { background: vars.color.brandSoft, color: vars.color.onBrandSoft });

// Hindi (a page under /hi, or a Hindi fragment): taller lines for the matras, and no letter
// spacing, which breaks the joined letters of Devanagari apart (more specific than a component's
// class, which may set it). English fragments inside (`lang="en"`) keep theirs. A Hindi page's
// body stack has the kit's Devanagari face; a page in another language never names it, so its
// few Devanagari words (a link to the Hindi page) never download it.
globalStyle('html:lang(hi)', {
  vars: { ...assignVars(vars.lineHeight, devanagariLineHeight), [vars.font.body]: devanagariFontBody },
});
globalStyle('html :lang(hi)', { letterSpacing: 'normal' });

// The themes set every token; a visitor who asks for less motion gets zero durations everywhere,
// so components only ever read vars.motion and never repeat the media query.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  colorScheme: 'light',
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
  },
});
globalStyle(darkTheme, { colorScheme: 'dark' });
// Paper is white and browsers leave backgrounds out of print: the dark theme prints in the light
// theme's colours, so its light text never lands pale on white paper.
globalStyle(darkTheme, {
  '@media': { print: { vars: assignVars(vars, lightTokens), colorScheme: 'light' } },
});
