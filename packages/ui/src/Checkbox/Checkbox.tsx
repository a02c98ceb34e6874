import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldMessages, useFieldState } from '../Field';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  /** May hold a link, e.g. to the Terms of Use. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  & .ic-checkbox-row {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[3]};
  }
  & .ic-checkbox-box {
    position: relative;
    display: inline-grid;
    flex: none;
  }
  & .ic-checkbox-input {
    appearance: none;
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    margin: 0.125rem 0 0;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    cursor: pointer;
  }
  & .ic-checkbox-input:checked {
    background: ${vars.color.primary};
  }
  & .ic-checkbox-mark {
    position: absolute;
    inset: 0.125rem 0 0;
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    padding: 0.125rem;
    color: ${vars.color.onPrimary};
    pointer-events: none;
    visibility: hidden;
  }
  & .ic-checkbox-input:checked + .ic-checkbox-mark {
    visibility: visible;
  }
  & .ic-checkbox-label {
    cursor: pointer;
  }
  & .ic-checkbox-required {
    color: ${vars.color.danger};
    margin-left: ${vars.space[1]};
  }

  &[data-invalid] .ic-checkbox-input {
    border-color: ${vars.color.danger};
    box-shadow: 0 0 0 1px ${vars.color.danger};
  }
  &[data-disabled] .ic-checkbox-input,
  &[data-disabled] .ic-checkbox-label {
    cursor: not-allowed;
  }
  &[data-disabled] .ic-checkbox-input {
    background: ${vars.color.disabled};
    border-color: ${vars.color.onDisabled};
  }
  &[data-disabled] .ic-checkbox-input:checked {
    background: ${vars.color.onDisabled};
  }
  &[data-disabled] .ic-checkbox-label {
    color: ${vars.color.onDisabled};
  }

  & .ic-field-hint {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
  & .ic-field-error {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.danger};
  }
`;

/** A native checkbox with its label beside it, and a hint or error under it. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const field = useFieldState({ id });
  return (
    <Root
      className={className}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className="ic-checkbox-row">
        <span className="ic-checkbox-box">
          <input
            id={field.id}
            type="checkbox"
            className="ic-checkbox-input"
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(
              hint && field.hintId,
              error && field.errorId,
              ariaDescribedBy,
            )}
            {...rest}
          />
          <Icon name="check" className="ic-checkbox-mark" />
        </span>
        <label htmlFor={field.id} className="ic-checkbox-label">
          {label}
          {required && (
            <span className="ic-checkbox-required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </Root>
  );
}
