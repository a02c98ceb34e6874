import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { useMessage } from '../i18n';
import { Icon } from '../Icon';
import { vars } from '../theme';
import { FieldControl, type FieldControlProps } from './FieldControl';
import { FieldProvider, useField, type FieldStateProps } from './FieldProvider';

/** The props every labelled form control shares, whatever its element. */
export type FieldBaseProps = Pick<FieldStateProps, 'hint' | 'error' | 'touched'> & {
  label: ReactNode;
  /** Hides the label visually (it stays the accessible name), e.g. for a search box. */
  labelHidden?: boolean;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;

  & [data-slot='field-label'] {
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.ink};
  }

  /* The bordered box around the control and whatever sits at its start and end. */
  & [data-slot='field-box'] {
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
  & [data-slot='field-box']:focus-within {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }
  & [data-slot='field-start'] {
    flex: none;
    padding-right: ${vars.space[2]};
    border-right: ${vars.size.borderThin} solid ${vars.color.border};
    font-weight: ${vars.fontWeight.black};
  }
  /* Without weight (:where), so a control's own styles (a textarea's height) win. */
  & :where([data-slot='field-control']) {
    flex: 1;
    min-width: 0;
    min-height: calc(${vars.size.control} - 2 * ${vars.size.borderThin});
    padding: 0;
    border: 0;
    background: transparent;
    outline: none;
  }
  & [data-slot='field-control']::placeholder {
    color: ${vars.color.muted};
    opacity: 1;
  }
  & [data-slot='field-valid-mark'] {
    display: none;
    color: ${vars.color.success};
    pointer-events: none;
  }

  &[data-valid] [data-slot='field-box'] {
    border-color: ${vars.color.success};
    box-shadow: inset 0 0 0 1px ${vars.color.success};
  }
  &[data-valid] [data-slot='field-valid-mark'] {
    display: block;
  }
  &[data-invalid] [data-slot='field-box'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-readonly] [data-slot='field-box'] {
    background: ${vars.color.surfaceAlt};
    border-style: dashed;
  }
  &[data-disabled] [data-slot='field-box'] {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] [data-slot='field-control'] {
    cursor: not-allowed;
  }
`;

const RequiredMark = styled.span`
  color: ${vars.color.danger};
  margin-left: ${vars.space[1]};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

const ErrorMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.danger};
`;

/** The field's label, pointing at its control; the asterisk is for sighted users only. */
export function FieldLabel({ hidden, children }: { hidden?: boolean; children: ReactNode }) {
  const field = useField();
  return (
    <label
      htmlFor={field.id}
      data-slot="field-label"
      className={hidden ? 'ic-visually-hidden' : undefined}
    >
      {children}
      {/* The control's own required attribute is what assistive technology announces. */}
      {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </label>
  );
}

/**
 * Hint and error under the control, with the ids its aria-describedby names. An error that is one
 * of the domain's messages (a zod schema's, the server's) shows in the screen's language.
 */
export function FieldMessages() {
  const { hint, hintId, error, errorId } = useField();
  const message = useMessage();
  return (
    <>
      {hint && (
        <Hint id={hintId} data-slot="field-hint">
          {hint}
        </Hint>
      )}
      {error && (
        <ErrorMessage id={errorId} data-slot="field-error">
          <Icon name="alert" size="sm" />
          {typeof error === 'string' ? message(error) : error}
        </ErrorMessage>
      )}
    </>
  );
}

export type FieldProps = FieldBaseProps &
  FieldStateProps & {
    /**
     * Fixed text or a glyph inside the box before the control, e.g. '+91' or '₹'. Decoration,
     * hidden from screen readers: the label or hint says what it means.
     */
    start?: ReactNode;
    /** Rendered inside the box after the control, e.g. a show/hide button. */
    end?: ReactNode;
    className?: string;
    /** The one control: an input, select or textarea. */
    children: ReactElement<FieldControlProps>;
  };

/**
 * A labelled control in its box, with the hint and error under it. Red once there is an error;
 * green, with a tick (colour is not the only cue), once touched with nothing objecting.
 */
export function Field({
  label,
  labelHidden,
  start,
  end,
  className,
  children,
  ...state
}: FieldProps) {
  return (
    <FieldProvider {...state}>
      <FieldRoot className={className}>
        <FieldLabel hidden={labelHidden}>{label}</FieldLabel>
        <div data-slot="field-box">
          {start !== undefined && (
            <span data-slot="field-start" aria-hidden="true">
              {start}
            </span>
          )}
          <FieldControl>{children}</FieldControl>
          <Icon name="check" data-slot="field-valid-mark" />
          {end}
        </div>
        <FieldMessages />
      </FieldRoot>
    </FieldProvider>
  );
}

function FieldRoot({ className, children }: { className?: string; children: ReactNode }) {
  const { data } = useField();
  return (
    <Root className={className} data-slot="field" {...data}>
      {children}
    </Root>
  );
}
