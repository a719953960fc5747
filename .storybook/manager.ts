import { company } from '@aarambh/content';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
// The manager is bundled without vanilla-extract, so it takes the kit's plain data modules (the
// tokens and the mark's drawing), not `@aarambh/ui`, whose components register styles.
import { logoMarkSvg } from '../packages/ui/src/components/Logo/logoMark';
import { lightTokens } from '../packages/ui/src/themes/tokens';

const { color, font, radius } = lightTokens;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sidebar's brand as one image, the mark beside the name as the kit's Logo draws them. An image
 * loads no web font, so the name is fitted to its width in whichever sans-serif the system has.
 */
function brandImage(): string {
  const mark = logoMarkSvg({ tile: color.brand, letter: color.onBrand, sun: color.accent }).replace(
    '<svg ',
    '<svg width="32" height="32" ',
  );
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="170" height="32" viewBox="0 0 170 32">' +
    mark +
    `<text x="42" y="23" textLength="126" lengthAdjust="spacingAndGlyphs" font-family="${escapeXml(font.body)}" ` +
    `font-size="19" font-weight="700" fill="${color.text}">${escapeXml(company.name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: company.name,
    brandUrl: company.siteUrl,
    brandImage: brandImage(),
    colorPrimary: color.brand,
    colorSecondary: color.brand,
    appBg: color.surface,
    appContentBg: color.background,
    appPreviewBg: color.background,
    appBorderColor: color.border,
    appBorderRadius: Number.parseInt(radius.md, 10),
    fontBase: font.body,
    fontCode: font.mono,
    textColor: color.text,
    textMutedColor: color.textMuted,
    textInverseColor: color.onBrand,
    barBg: color.background,
    barTextColor: color.textMuted,
    barSelectedColor: color.brand,
    barHoverColor: color.brand,
    inputBg: color.background,
    inputBorder: color.borderStrong,
    inputTextColor: color.text,
    inputBorderRadius: Number.parseInt(radius.sm, 10),
  }),
});
