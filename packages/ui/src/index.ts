// The public API of @aarambh/ui: named exports only, written by hand so that what is public is a
// decision. Importing the kit also brings its global stylesheet (reset, font faces, theme rules).
import '@fontsource-variable/inter';
import './css/global.css';

export { vars } from './themes/contract.css';
export { lightTheme } from './themes/light.css';
export { darkTheme } from './themes/dark.css';
export { lightTokens, darkTokens, type Tokens, type ColorTokens } from './themes/tokens';
export { sprinkles, breakpoints, type Sprinkles } from './css/sprinkles.css';

export { Button, type ButtonProps } from './components/Button/Button';
export {
  buttonVariants,
  buttonSizes,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/buttonVariants';
