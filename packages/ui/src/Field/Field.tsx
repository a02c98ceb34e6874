import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { vars } from '../theme';
import type { FieldDataAttributes } from './fieldState';

/** The props every labelled form field shares. */
export type FieldBaseProps = {
  label: ReactNode;
  /** Help shown under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** The error message; sets aria-invalid and the red state. */
  error?: ReactNode;
  /** Hides the label visually (it stays the accessible name), e.g. for a search box. */
  labelHidden?: boolean;
  /** The form's own touched flag; without it the field becomes touched on its first blur. */
  touched?: boolean;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;

  & .ic-field-label {
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.ink};
  }
  & .ic-field-required {
    color: ${vars.color.danger};
    margin-left: ${vars.space[1]};
  }

  /* The bordered box around a text control and whatever sits at its end (toggle, chevron, check). */
  & .ic-field-control {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.control};
    padding: 0 ${vars.space[3]};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    transition:
      border-color ${vars.motion.fast},
      box-shadow ${vars.motion.fast};
  }
  & .ic-field-control:focus-within {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }
  & .ic-field-input {
    flex: 1;
    min-width: 0;
    min-height: calc(${vars.size.control} - 2 * ${vars.size.borderThin});
    padding: 0;
    border: 0;
    background: transparent;
    outline: none;
  }
  & .ic-field-input::placeholder {
    color: ${vars.color.muted};
    opacity: 1;
  }
  & .ic-field-valid-mark {
    display: none;
    color: ${vars.color.success};
  }

  &[data-valid] .ic-field-control {
    border-color: ${vars.color.success};
    box-shadow: inset 0 0 0 1px ${vars.color.success};
  }
  &[data-valid] .ic-field-valid-mark {
    display: block;
  }
  &[data-invalid] .ic-field-control {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-readonly] .ic-field-control {
    background: ${vars.color.surfaceAlt};
    border-style: dashed;
  }
  &[data-disabled] .ic-field-control {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] .ic-field-input {
    cursor: not-allowed;
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

export type FieldShellProps = FieldDataAttributes & {
  className?: string;
  children: ReactNode;
};

/** The field's outer box: carries the state attributes its CSS reads. */
export function FieldShell({ className, children, ...data }: FieldShellProps) {
  return (
    <Root className={className} {...data}>
      {children}
    </Root>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'ic-visually-hidden' : 'ic-field-label'}>
      {children}
      {/* The control's own required attribute is what assistive technology announces. */}
      {required && (
        <span className="ic-field-required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** Hint and error under a control; their ids are the ones the control's aria-describedby names. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ic-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ic-field-error">
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}
    </>
  );
}

/** The green tick shown inside a valid, touched field: colour is not the only cue. */
export function ValidMark() {
  return <Icon name="check" className="ic-field-valid-mark" />;
}
