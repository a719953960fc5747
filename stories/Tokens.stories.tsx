import { darkTokens, lightTokens, vars, type ColorTokens } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../packages/ui/harness/contrast';
import { contrastPairs } from '../packages/ui/src/themes/contrastPairs';

/**
 * The design tokens, rendered from the theme objects and the contract. The colours show both themes
 * side by side, with their values, CSS variables and contrast ratios; the other stories paint
 * `vars.*`, so switching the theme in the toolbar shows the dark values, and the tests check both.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Tokens are decided once, in `packages/ui/src/themes/tokens.ts`, and reach styles only through ' +
          '`vars` (a vanilla-extract theme contract). Light and dark themes fill the same contract; every text ' +
          'colour pair meets WCAG 2.2 AA (4.5:1) and control edges and the focus ring meet 3:1, checked by ' +
          '`tokens.test.ts`. Under `prefers-reduced-motion: reduce` every motion duration becomes 0.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
};

const caption: CSSProperties = { fontSize: vars.fontSize.sm, color: vars.color.textMuted };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.md, color: vars.color.text }}>
      <h2 style={{ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl }}>{title}</h2>
      {children}
    </section>
  );
}

const colorNames = Object.keys(lightTokens.color) as (keyof ColorTokens)[];

/** The ratio as a designer reads it: 7.03:1, to two decimals. */
const ratio = (foreground: string, background: string) =>
  `${contrastRatio(foreground, background).toFixed(2)}:1`;

/** A colour as it is, whatever the toolbar's theme: light and dark side by side. */
function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <span style={{ display: 'flex', gap: vars.space.xs, alignItems: 'center' }}>
      <span
        aria-hidden="true"
        style={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: vars.radius.sm,
          background: value,
          border: `1px solid ${vars.color.border}`,
        }}
      />
      <code aria-label={`${label} ${value}`}>{value}</code>
    </span>
  );
}

/** The pairs a colour belongs to, with their ratio in each theme and the minimum they must meet. */
function Pairs({ name }: { name: keyof ColorTokens }) {
  const pairs = contrastPairs.filter((pair) => pair.foreground === name || pair.background === name);
  if (pairs.length === 0) return <span style={caption}>No text or edge on it</span>;
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xxs }}>
      {pairs.map(({ foreground, background, minimum }) => (
        <li key={`${foreground}/${background}`}>
          {foreground === name ? `on ${background}` : `under ${foreground}`}:{' '}
          {ratio(lightTokens.color[foreground], lightTokens.color[background])} light,{' '}
          {ratio(darkTokens.color[foreground], darkTokens.color[background])} dark{' '}
          <span style={caption}>(at least {minimum}:1)</span>
        </li>
      ))}
    </ul>
  );
}

const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
};

/**
 * Every colour token with what a design file needs to match it: its value in the light and the
 * dark theme side by side, its CSS variable, and the contrast of each pair it is used in (the
 * pairs `tokens.test.ts` holds to WCAG 2.2 AA), computed from the theme objects.
 */
export const Colours: Story = {
  // Tall enough for the whole table: a screenshot leaves what is below the viewport blank, and the
  // baseline held only the first four tokens at the default 900 px.
  globals: { viewport: { value: '1280x2800' } },
  render: () => (
    <Section title="Colour">
      <table
        style={{ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm }}
      >
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Token
            </th>
            <th scope="col" style={cell}>
              Light
            </th>
            <th scope="col" style={cell}>
              Dark
            </th>
            <th scope="col" style={cell}>
              Contrast with its pairs
            </th>
          </tr>
        </thead>
        <tbody>
          {colorNames.map((name) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, fontWeight: vars.fontWeight.regular }}>
                <code>vars.color.{name}</code>
                <br />
                <code style={caption}>{vars.color[name]}</code>
              </th>
              <td style={cell}>
                <Swatch value={lightTokens.color[name]} label="light" />
              </td>
              <td style={cell}>
                <Swatch value={darkTokens.color[name]} label="dark" />
              </td>
              <td style={cell}>
                <Pairs name={name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  ),
};

const sizeNames = Object.keys(lightTokens.fontSize) as (keyof typeof lightTokens.fontSize)[];

export const Typography: Story = {
  render: () => (
    <Section title="Type scale (Inter Variable)">
      {sizeNames.map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '200px 1fr', alignItems: 'baseline' }}>
          <code style={caption}>
            fontSize.{name} {lightTokens.fontSize[name]}
          </code>
          <span style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight[name] }}>
            Launch Your Career
          </span>
        </div>
      ))}
      <div style={{ display: 'flex', gap: vars.space.lg }}>
        {(Object.keys(lightTokens.fontWeight) as (keyof typeof lightTokens.fontWeight)[]).map((weight) => (
          <span key={weight} style={{ fontWeight: vars.fontWeight[weight] }}>
            {weight} {lightTokens.fontWeight[weight]}
          </span>
        ))}
      </div>
    </Section>
  ),
};

const spaceNames = Object.keys(lightTokens.space) as (keyof typeof lightTokens.space)[];

export const Spacing: Story = {
  render: () => (
    <Section title="Space (8 px grid, with a 4 px half step)">
      {spaceNames.map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '200px 1fr', alignItems: 'center' }}>
          <code style={caption}>
            space.{name} {lightTokens.space[name]}
          </code>
          <span
            style={{ height: 16, width: vars.space[name], background: vars.color.brand, borderRadius: 2 }}
          />
        </div>
      ))}
    </Section>
  ),
};

const fixedSizeNames = Object.keys(lightTokens.size) as (keyof typeof lightTokens.size)[];

/** `vars.size`: the fixed sizes components take (control heights, icon boxes, overlay widths). */
export const Sizes: Story = {
  render: () => (
    <Section title="Sizes (control heights, icons, fields, menus, overlays and dialogs)">
      {fixedSizeNames.map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '240px 1fr', alignItems: 'center' }}>
          <code style={caption}>
            size.{name} {lightTokens.size[name]}
          </code>
          <span
            style={{ height: 12, width: vars.size[name], background: vars.color.brand, borderRadius: 2 }}
          />
        </div>
      ))}
    </Section>
  ),
};

const lineWidthNames = Object.keys(lightTokens.lineWidth) as (keyof typeof lightTokens.lineWidth)[];
const offsetNames = Object.keys(lightTokens.offset) as (keyof typeof lightTokens.offset)[];

/**
 * `vars.lineWidth`: borders, outlines and underlines (`focus` is the focus ring). `vars.offset`:
 * how far a focus ring stands off its element, and small optical nudges.
 */
export const LinesAndOffsets: Story = {
  name: 'Lines and offsets',
  render: () => (
    <Section title="Line widths and offsets">
      {lineWidthNames.map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '240px 1fr', alignItems: 'center' }}>
          <code style={caption}>
            lineWidth.{name} {lightTokens.lineWidth[name]}
          </code>
          <span style={{ height: vars.lineWidth[name], width: 160, background: vars.color.text }} />
        </div>
      ))}
      {offsetNames.map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '240px 1fr', alignItems: 'center' }}>
          <code style={caption}>
            offset.{name} {lightTokens.offset[name]}
          </code>
          <span
            style={{
              width: 80,
              height: 24,
              margin: vars.space.xs,
              background: vars.color.brandSoft,
              outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
              outlineOffset: vars.offset[name],
            }}
          />
        </div>
      ))}
    </Section>
  ),
};

const radiusNames = Object.keys(lightTokens.radius) as (keyof typeof lightTokens.radius)[];
const shadowNames = Object.keys(lightTokens.shadow) as (keyof typeof lightTokens.shadow)[];

export const RadiusAndShadow: Story = {
  name: 'Radius and shadow',
  render: () => (
    <Section title="Radius and shadow">
      <div style={grid}>
        {radiusNames.map((name) => (
          <div
            key={name}
            style={{
              height: 72,
              display: 'grid',
              placeItems: 'center',
              borderRadius: vars.radius[name],
              border: `2px solid ${vars.color.borderStrong}`,
            }}
          >
            <code>radius.{name}</code>
          </div>
        ))}
        {shadowNames.map((name) => (
          <div
            key={name}
            style={{
              height: 72,
              display: 'grid',
              placeItems: 'center',
              borderRadius: vars.radius.md,
              background: vars.color.surfaceRaised,
              boxShadow: vars.shadow[name],
            }}
          >
            <code>shadow.{name}</code>
          </div>
        ))}
      </div>
    </Section>
  ),
};

export const MotionAndLayers: Story = {
  name: 'Motion and layers',
  render: () => (
    <Section title="Motion and z-index">
      <table style={{ borderCollapse: 'collapse', textAlign: 'left' }}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries({ ...lightTokens.motion, ...lightTokens.zIndex }).map(([name, value]) => (
            <tr key={name}>
              <td style={{ paddingRight: vars.space.lg }}>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  ),
};
