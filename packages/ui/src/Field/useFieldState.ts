import { useId, useState, type FocusEvent, type FormEvent } from 'react';

type Validatable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Ids for a field's label, hint and error, and its touched state: it becomes touched on the first
 * blur (or as the form says, when `touched` is given) and tracks the browser's validity from then on.
 */
export function useFieldState(options: { id?: string; touched?: boolean }) {
  const autoId = useId();
  const id = options.id ?? autoId;
  const [blurred, setBlurred] = useState(false);
  const [nativeValid, setNativeValid] = useState(true);
  return {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    touched: options.touched ?? blurred,
    nativeValid,
    onBlur: (event: FocusEvent<Validatable>) => {
      setBlurred(true);
      setNativeValid(event.currentTarget.validity.valid);
    },
    onInput: (event: FormEvent<Validatable>) => {
      setNativeValid(event.currentTarget.validity.valid);
    },
  };
}
