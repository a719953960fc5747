import { Button, Link, buttonVariants, vars } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useLayoutEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';

/**
 * The kit styles interaction through React Aria's state attributes (`data-hovered`,
 * `data-pressed`, `data-focus-visible`), not CSS pseudo-classes. `Forced` sets them on the
 * element its child renders, as React Aria does under a pointer or the keyboard, so each state is
 * on screen (and in the visual baselines) without a mouse over it.
 */
const forcedAttributes = {
  idle: [],
  hovered: ['data-hovered'],
  pressed: ['data-hovered', 'data-pressed'],
  'focus visible': ['data-focused', 'data-focus-visible'],
} as const;
type ForcedState = keyof typeof forcedAttributes;
const forcedStates = Object.keys(forcedAttributes) as ForcedState[];

function Forced({ state, children }: { state: ForcedState; children: ReactElement }) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = holder.current?.firstElementChild;
    // React Aria writes these attributes only when its state changes, so they stay as set here.
    for (const attribute of forcedAttributes[state]) element?.setAttribute(attribute, '');
  }, [state]);
  return (
    <span ref={holder} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

const meta = {
  title: 'Foundations/Interaction states',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Hover, pressed and keyboard focus of the actions, each shown at once, without a mouse: the ' +
          'story sets the state attributes React Aria sets under a pointer or the keyboard.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = { padding: vars.space.xs, textAlign: 'left' } as const;

export const Actions: Story = {
  render: () => (
    <table style={{ borderCollapse: 'separate', borderSpacing: vars.space.xs, color: vars.color.text }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Component
          </th>
          {forcedStates.map((state) => (
            <th key={state} scope="col" style={cell}>
              {state}
            </th>
          ))}
          <th scope="col" style={cell}>
            disabled
          </th>
        </tr>
      </thead>
      <tbody>
        {buttonVariants.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={cell}>
              <code>Button {variant}</code>
            </th>
            {forcedStates.map((state) => (
              <td key={state} style={cell}>
                <Forced state={state}>
                  <Button variant={variant}>Pay Now</Button>
                </Forced>
              </td>
            ))}
            <td style={cell}>
              <Button variant={variant} isDisabled>
                Pay Now
              </Button>
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" style={cell}>
            <code>Link</code>
          </th>
          {forcedStates.map((state) => (
            <td key={state} style={cell}>
              <Forced state={state}>
                <Link href="#fees">View fees</Link>
              </Forced>
            </td>
          ))}
          <td style={cell} />
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Pay Now' });
    const [idle, hovered, pressed, focused] = buttons.slice(0, 4).map((button) => getComputedStyle(button));
    // The primary row: hover darkens the background, pressing shrinks it, focus draws the ring.
    await expect(hovered!.backgroundColor).not.toBe(idle!.backgroundColor);
    await expect(pressed!.transform).not.toBe(idle!.transform);
    await expect(focused!.outlineStyle).not.toBe(idle!.outlineStyle);
  },
};
