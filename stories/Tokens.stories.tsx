import { lightTokens, vars, type ColorTokens } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The design tokens, rendered from the theme contract: every swatch paints `vars.*`, so switching
 * the theme in the toolbar shows the dark values, and the tests check both themes.
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

export const Colours: Story = {
  render: () => (
    <Section title="Colour">
      <div style={grid}>
        {colorNames.map((name) => (
          <div key={name} style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
            <span
              style={{
                width: 48,
                height: 48,
                flexShrink: 0,
                borderRadius: vars.radius.md,
                background: vars.color[name],
                border: `1px solid ${vars.color.border}`,
              }}
            />
            <span>
              <code>color.{name}</code>
            </span>
          </div>
        ))}
      </div>
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
