import { lightTheme, vars } from '@aarambh/ui';
import { Children, isValidElement, type ReactNode } from 'react';

/** One side of a Do/Don't pair: the live components, with a coloured edge and what it shows. */
function Example({
  kind,
  caption,
  children,
}: {
  kind: 'do' | 'dont';
  caption: ReactNode;
  children: ReactNode;
}) {
  const tone = kind === 'do' ? vars.color.success : vars.color.critical;
  return (
    <figure
      style={{
        margin: 0,
        display: 'grid',
        alignContent: 'start',
        gap: vars.space.sm,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
        borderTop: `${vars.lineWidth.heavy} solid ${tone}`,
        background: vars.color.surface,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }}>
        {children}
      </div>
      <figcaption style={{ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm }}>
        <strong style={{ color: tone }}>{kind === 'do' ? 'Do' : "Don't"}</strong>: {caption}
      </figcaption>
    </figure>
  );
}

/**
 * A guide's Do and Don't side by side, rendered with the kit's components rather than described,
 * in the docs page's theme.
 */
export function DoDont({
  doCaption,
  dontCaption,
  children,
}: {
  doCaption: ReactNode;
  dontCaption: ReactNode;
  /** Two elements: the Do example, then the Don't one. */
  children: ReactNode;
}) {
  // MDX may put the line breaks between the two as text: only the elements count.
  const [good, bad] = Children.toArray(children).filter(isValidElement);
  return (
    <div
      // A guide page has no story decorator to set the theme on <html>: the examples carry it.
      className={`sb-unstyled ${lightTheme}`}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: vars.space.md,
        margin: `${vars.space.md} 0`,
        color: vars.color.text,
        fontFamily: vars.font.body,
      }}
    >
      <Example kind="do" caption={doCaption}>
        {good}
      </Example>
      <Example kind="dont" caption={dontCaption}>
        {bad}
      </Example>
    </div>
  );
}
