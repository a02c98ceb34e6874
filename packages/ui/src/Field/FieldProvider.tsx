import {
  createContext,
  use,
  useId,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { describedBy, fieldDataAttributes, type FieldDataAttributes } from './fieldState';

/** The elements a field can wrap: their validity feeds the field's valid state. */
export type FieldControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field knows about its control, whatever the control is. */
export type FieldStateProps = {
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Help shown under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** The error message; sets aria-invalid and the red state. */
  error?: ReactNode;
  /** The form's own touched flag; without it the field becomes touched on its first blur. */
  touched?: boolean;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
};

export type FieldContextValue = {
  id: string;
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  /** The ids of the hint and error that exist, for the control's aria-describedby. */
  describedBy?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** The state attributes the field's CSS reads (touched, valid, invalid…). */
  data: FieldDataAttributes;
  onBlur: (event: FocusEvent<FieldControlElement>) => void;
  onInput: (event: FormEvent<FieldControlElement>) => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

function useFieldState({
  id,
  hint,
  error,
  touched,
  required,
  readOnly,
  disabled,
}: FieldStateProps): FieldContextValue {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [blurred, setBlurred] = useState(false);
  // The browser's own constraint check (required, type="email"…), read on blur and input.
  const [nativeValid, setNativeValid] = useState(true);
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return {
    id: fieldId,
    hint,
    hintId,
    error,
    errorId,
    describedBy: describedBy(hint && hintId, error && errorId),
    required,
    readOnly,
    disabled,
    data: fieldDataAttributes({
      touched: touched ?? blurred,
      hasError: Boolean(error),
      nativeValid,
      readOnly,
      disabled,
    }),
    onBlur: (event) => {
      setBlurred(true);
      setNativeValid(event.currentTarget.validity.valid);
    },
    onInput: (event) => setNativeValid(event.currentTarget.validity.valid),
  };
}

/**
 * One field's ids, messages and touched state, for the parts inside it: the label, the control
 * slot and the messages. `Field` lays them out; a control with its own layout (Checkbox) uses
 * this provider directly.
 */
export function FieldProvider({ children, ...state }: FieldStateProps & { children: ReactNode }) {
  return <FieldContext value={useFieldState(state)}>{children}</FieldContext>;
}

/** The field around the calling part. */
export function useField(): FieldContextValue {
  const field = use(FieldContext);
  if (!field) throw new Error('useField() is only for parts inside a Field or FieldProvider.');
  return field;
}
