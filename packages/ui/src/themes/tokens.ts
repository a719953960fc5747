// Longer than most files on purpose: every design token of both themes, as data.
/**
 * The design tokens as plain data: one source for the vanilla-extract themes, the tokens docs page
 * and the contrast tests. Colours are chosen so that every text pair meets WCAG 2.2 AA (4.5:1) and
 * every control boundary and focus ring meets 3:1, in both themes (see tokens.test.ts).
 */

const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
  huge: '96px',
} as const;

const radius = {
  none: '0',
  sm: '6px',
  md: '10px',
  lg: '16px',
  full: '9999px',
} as const;

/** Inter, which the kit serves (`src/styles.ts`), then the fonts of the visitor's system. */
const inter = "'Inter Variable', 'Inter'";
const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const font = {
  body: `${inter}, ${systemFonts}`,
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: '2.5rem',
  hero: '3.25rem',
} as const;

const lineHeight = {
  xs: '1rem',
  sm: '1.25rem',
  md: '1.5rem',
  lg: '1.75rem',
  xl: '1.75rem',
  xxl: '2rem',
  xxxl: '2.25rem',
  display: '3rem',
  hero: '3.75rem',
} as const;

/**
 * The line heights of text in Devanagari (`:lang(hi)`): its matras rise above and fall below the
 * Latin line, and at the Latin heights they were clipped in buttons, badges and fields. About 1.6
 * times the font size, each step a quarter rem taller than the Latin one or more.
 */
export const devanagariLineHeight = {
  xs: '1.25rem',
  sm: '1.5rem',
  md: '1.75rem',
  lg: '2rem',
  xl: '2.125rem',
  xxl: '2.375rem',
  xxxl: '2.75rem',
  display: '3.5rem',
  hero: '4.25rem',
} as const satisfies Record<keyof typeof lineHeight, string>;

/**
 * The body font stack of text in Devanagari (`:lang(hi)`): Inter has no Devanagari, so its letters
 * are drawn in Noto Sans Devanagari, which the kit serves (its Devanagari block only,
 * `src/css/devanagari.css`), before the system's Devanagari fonts; Latin text stays in Inter.
 */
export const devanagariFontBody = `${inter}, 'Noto Sans Devanagari', ${systemFonts}` as const;

const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

const motion = {
  durationFast: '120ms',
  durationMedium: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingEmphasised: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

/** Motion with every duration at zero, applied under `prefers-reduced-motion: reduce`. */
export const reducedMotion = {
  ...motion,
  durationFast: '0ms',
  durationMedium: '0ms',
  durationSlow: '0ms',
} as const;

const zIndex = {
  base: '0',
  raised: '10',
  sticky: '200',
  dropdown: '300',
  overlay: '400',
  modal: '500',
  popover: '600',
  toast: '700',
  tooltip: '800',
} as const;

export type ColorTokens = {
  /** Page background. */
  background: string;
  /** Sunken or tinted sections. */
  surface: string;
  /** Cards, menus and dialogs. */
  surfaceRaised: string;
  /** Body text. */
  text: string;
  /** Secondary text; still AA on every surface. */
  textMuted: string;
  /** Decorative dividers and card edges (no contrast requirement). */
  border: string;
  /** Edges of form controls: 3:1 against the surfaces. */
  borderStrong: string;
  /** The brand colour (deep indigo): primary actions and links. */
  brand: string;
  brandHover: string;
  /** Text and icons on `brand`. */
  onBrand: string;
  brandSoft: string;
  /** Text on `brandSoft`. */
  onBrandSoft: string;
  /** The warm accent (saffron), used sparingly as a fill. */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  /** Accent-coloured text on the page background. */
  accentText: string;
  focusRing: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  critical: string;
  criticalSoft: string;
  info: string;
  infoSoft: string;
  /** Backdrop behind modals. */
  scrim: string;
};

const lightColor: ColorTokens = {
  background: '#FFFFFF',
  surface: '#F6F6FB',
  surfaceRaised: '#FFFFFF',
  text: '#14142B',
  textMuted: '#4A4B63',
  border: '#E3E3EE',
  borderStrong: '#767790',
  brand: '#3F37C9',
  brandHover: '#2F289E',
  onBrand: '#FFFFFF',
  brandSoft: '#ECEBFD',
  onBrandSoft: '#2F289E',
  accent: '#F4A340',
  onAccent: '#14142B',
  accentText: '#A34F00',
  focusRing: '#3F37C9',
  success: '#12703A',
  successSoft: '#E8F6EE',
  warning: '#8F4A00',
  warningSoft: '#FFF4E0',
  critical: '#B42318',
  criticalSoft: '#FDECEA',
  info: '#1F58C7',
  infoSoft: '#E8F0FD',
  scrim: 'rgba(20, 20, 43, 0.55)',
};

const darkColor: ColorTokens = {
  background: '#0E0F1E',
  surface: '#15172B',
  surfaceRaised: '#1C1F38',
  text: '#F2F2F8',
  textMuted: '#B8BAD0',
  border: '#2D3052',
  borderStrong: '#8A8DAE',
  brand: '#A9A4FF',
  brandHover: '#C4C0FF',
  onBrand: '#14142B',
  brandSoft: '#28275A',
  onBrandSoft: '#DAD8FF',
  accent: '#F7B55E',
  onAccent: '#14142B',
  accentText: '#F7B55E',
  focusRing: '#C4C0FF',
  success: '#6FD99B',
  successSoft: '#12301F',
  warning: '#F7C46B',
  warningSoft: '#33260F',
  critical: '#FF9A8F',
  criticalSoft: '#3A1A1A',
  info: '#93B8FF',
  infoSoft: '#172A4D',
  scrim: 'rgba(0, 0, 0, 0.7)',
};

const lightShadow = {
  sm: '0 1px 2px rgba(20, 20, 43, 0.06), 0 1px 3px rgba(20, 20, 43, 0.10)',
  md: '0 4px 12px rgba(20, 20, 43, 0.08), 0 2px 4px rgba(20, 20, 43, 0.06)',
  lg: '0 16px 40px rgba(20, 20, 43, 0.14), 0 4px 12px rgba(20, 20, 43, 0.08)',
} as const;

const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
} as const;

/**
 * Fixed sizes: control heights (44 px meets the touch target size), icon and indicator boxes, and
 * the widths of fields, menus, overlays and dialogs.
 */
const size = {
  controlSm: '36px',
  controlDense: '40px',
  controlMd: '44px',
  controlLg: '52px',
  navBar: '64px',
  iconXs: '16px',
  iconSm: '20px',
  iconMd: '24px',
  iconLg: '32px',
  checkControl: '22px',
  indicator: '10px',
  indicatorActive: '20px',
  textAreaMin: '96px',
  selectMin: '128px',
  menuMin: '260px',
  overlaySm: '280px',
  overlayMd: '360px',
  overlayLg: '480px',
  dialogSm: '400px',
  dialogMd: '560px',
  dialogLg: '800px',
};

/**
 * Widths of lines: `hairline` card edges, dividers and control borders, `medium` the borders of
 * checkboxes, radios and drop zones and inner focus rings, `focus` the focus ring, `heavy` accent
 * edges (a toast's tone, the error summary).
 */
const lineWidth = {
  hairline: '1px',
  medium: '2px',
  focus: '3px',
  heavy: '4px',
} as const;

/**
 * Distances below the space scale: how far a focus ring stands off its element (negative inside
 * it, as `calc(-1 * ...)`) and small optical nudges.
 */
const offset = {
  xxs: '1px',
  xs: '2px',
  sm: '3px',
  md: '4px',
} as const;

const shared = {
  space,
  radius,
  font,
  fontSize,
  lineHeight,
  fontWeight,
  motion,
  zIndex,
  size,
  lineWidth,
  offset,
};

export const lightTokens = { ...shared, color: lightColor, shadow: lightShadow };
export const darkTokens = { ...shared, color: darkColor, shadow: darkShadow };

export type Tokens = typeof lightTokens;
