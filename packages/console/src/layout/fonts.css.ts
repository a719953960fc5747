import { devanagariFontBody, lightTheme, vars } from '@aarambh/ui';
import { globalStyle } from '@vanilla-extract/css';

// Staff read Hindi on English screens: submissions made in Hindi, what visitors typed, the Hindi
// reply templates. The site names the kit's Devanagari face only on its Hindi pages (so an English
// page never downloads it); the console names it on every screen, and its `unicode-range` still
// fetches it only once Devanagari is drawn. Without it, a machine with no Devanagari system font
// shows empty boxes. (The theme's class sets the stack on <html>, so this selector outranks it.)
globalStyle(`html.${lightTheme}`, { vars: { [vars.font.body]: devanagariFontBody } });
