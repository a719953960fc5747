const focusable =
  'input:not([type="hidden"]), textarea, select, button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The element to focus for a field name inside `root`: the kit's fields mark their root with
 * `data-field-name`, and the first control in it that a keyboard can reach is the target (the
 * chosen radio of a group, a Select's button, a text input). Falls back to an element with that
 * id, then to a form control with that name.
 */
export function findField(root: ParentNode, name: string): HTMLElement | null {
  const escaped = CSS.escape(name);
  const field = root.querySelector<HTMLElement>(`[data-field-name="${escaped}"]`);
  if (field) {
    const checked = field.querySelector<HTMLElement>('input[type="radio"]:checked');
    if (checked) return checked;
    const candidates = [...field.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest('[aria-hidden="true"]') &&
        !element.hasAttribute('disabled'),
    );
    if (candidates[0]) return candidates[0];
  }
  const byId = document.getElementById(name);
  if (byId) return byId;
  return root.querySelector<HTMLElement>(`[name="${escaped}"]`);
}

/**
 * Moves focus to a field, the GOV.UK way: the field's whole block (with its label) is scrolled
 * into view, then its control is focused without a second scroll.
 */
export function focusField(root: ParentNode, name: string): boolean {
  const target = findField(root, name);
  if (!target) return false;
  const block = target.closest<HTMLElement>('[data-field-name]') ?? target;
  block.scrollIntoView({ block: 'start', behavior: 'instant' });
  target.focus({ preventScroll: true });
  return true;
}
