import type { ReactNode } from 'react';

/** The states a pointer or a keyboard gives a control, as React Aria marks them and the kit's styles read them. */
export const interactionStates = [
  { name: 'Rest', attributes: [] },
  { name: 'Hovered', attributes: ['data-hovered'] },
  { name: 'Pressed', attributes: ['data-hovered', 'data-pressed'] },
  { name: 'Focus visible', attributes: ['data-focus-visible'] },
] as const;

export type InteractionState = (typeof interactionStates)[number]['name'];

/**
 * A table of a control's variants (rows) in each interaction state (columns), seen without a
 * mouse or a keyboard: as each control mounts, the data attributes React Aria sets in that state
 * are set on its element (the first `button` or `a` of the cell), so the kit's own styles for
 * the state show. Hovering the table changes nothing that is shown. (Stories only.)
 */
export function InteractionStates<Variant extends string>({
  variants,
  render,
}: {
  variants: readonly Variant[];
  render: (variant: Variant) => ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'separate', borderSpacing: 16, textAlign: 'start' }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {interactionStates.map((state) => (
            <th key={state.name} scope="col">
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {interactionStates.map((state) => (
              <td key={state.name}>
                <span
                  data-state={state.name}
                  ref={(cell) => {
                    const control = cell?.querySelector('button, a');
                    for (const attribute of state.attributes) control?.setAttribute(attribute, 'true');
                  }}
                >
                  {render(variant)}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The control of one variant in one state, in a table `InteractionStates` drew. */
export function controlIn(canvas: HTMLElement, variant: string, state: InteractionState): HTMLElement {
  const row = [...canvas.querySelectorAll('tbody tr')].find(
    (candidate) => candidate.querySelector('th')?.textContent === variant,
  );
  const control = row?.querySelector(`[data-state="${state}"] :is(button, a)`);
  if (!(control instanceof HTMLElement)) throw new Error(`No ${variant} control in the ${state} column`);
  return control;
}
