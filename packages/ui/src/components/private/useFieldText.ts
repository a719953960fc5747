import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A server-rendered field can be typed into, or filled in by the browser, before the page's code
 * hydrates it. React keeps that text in the element while hydrating, but not in the state that
 * controls it, and writes the state's value back at the next render: the visitor's text would
 * vanish. On mount, before anything renders again, this hands the element's text to the field's
 * change handler, as if it had just been typed. (Rendered in the browser alone, the element holds
 * the state's value and nothing happens.)
 */
export function useAdoptEarlyText(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (text: string) => void,
): void {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (adopted.current || !element) return;
    adopted.current = true;
    if (element.value !== value) onChange(element.value);
  }, [ref, value, onChange]);
}

interface FieldTextProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * The text of a kit text field, held here also when the app leaves the field uncontrolled, so
 * that text typed before hydration can be taken over (useAdoptEarlyText). React Aria still resets
 * the field with its form: it calls `changeText` with the value the field was mounted with.
 */
export function useFieldText<Element extends HTMLInputElement | HTMLTextAreaElement>({
  value: controlledValue,
  defaultValue = '',
  onChange,
}: FieldTextProps) {
  const ref = useRef<Element>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const handleChange = (next: string) => {
    setOwnValue(next);
    onChange?.(next);
  };
  useAdoptEarlyText(ref, value, handleChange);
  return { ref, value, changeText: handleChange };
}
