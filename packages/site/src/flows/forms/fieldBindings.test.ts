import { describe, expect, it, vi } from 'vitest';
import { fieldBindings } from './fieldBindings';

const values = { name: 'Asha', inquiryType: '', agreed: false, rating: 5 };

function bindings() {
  const change = vi.fn();
  const blur = vi.fn();
  const check = vi.fn();
  const bind = fieldBindings(values, { name: 'Name is too short' }, { change, blur, check });
  return { bind, change, blur, check };
}

describe('fieldBindings', () => {
  it("binds a text field to its value, its shown error and the machine's change and blur events", () => {
    const { bind, change, blur } = bindings();
    const name = bind.text('name');
    expect(name).toMatchObject({
      name: 'name',
      value: 'Asha',
      isInvalid: true,
      errorMessage: 'Name is too short',
    });
    name.onChange('Asha Rao');
    name.onBlur();
    expect(change).toHaveBeenCalledWith('name', 'Asha Rao');
    expect(blur).toHaveBeenCalledWith('name');
  });

  it('binds a select as required, with no choice while the value is empty', () => {
    const { bind, change } = bindings();
    const select = bind.select('inquiryType');
    expect(select).toMatchObject({
      value: null,
      isRequired: true,
      isInvalid: false,
      errorMessage: undefined,
    });
    select.onChange('partnership');
    expect(change).toHaveBeenCalledWith('inquiryType', 'partnership');
  });

  it('binds a checkbox to its ticked state and the check event', () => {
    const { bind, check } = bindings();
    const box = bind.checkbox('agreed');
    expect(box).toMatchObject({ name: 'agreed', isSelected: false, isInvalid: false });
    box.onChange(true);
    expect(check).toHaveBeenCalledWith('agreed', true);
  });

  it('refuses a checkbox when the form has no check event', () => {
    const bind = fieldBindings(values, {}, { change: vi.fn(), blur: vi.fn() });
    expect(() => bind.checkbox('agreed')).toThrow('The checkbox "agreed" needs the form\'s check event');
  });
});
