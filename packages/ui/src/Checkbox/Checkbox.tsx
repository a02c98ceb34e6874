import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldControl,
  FieldLabel,
  FieldMessages,
  FieldProvider,
  useField,
  type FieldStateProps,
} from '../Field';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> &
  Pick<FieldStateProps, 'hint' | 'error' | 'touched'> & {
    /** May hold a link, e.g. to the Terms of Use. */
    label: ReactNode;
  };

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  & [data-slot='checkbox-row'] {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[3]};
  }
  & [data-slot='checkbox-box'] {
    position: relative;
    display: inline-grid;
    flex: none;
  }
  & [data-slot='field-control'] {
    appearance: none;
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    margin: 0.125rem 0 0;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    cursor: pointer;
  }
  & [data-slot='field-control']:checked {
    background: ${vars.color.primary};
  }
  & [data-slot='checkbox-mark'] {
    position: absolute;
    inset: 0.125rem 0 0;
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    padding: 0.125rem;
    color: ${vars.color.onPrimary};
    pointer-events: none;
    visibility: hidden;
  }
  & [data-slot='field-control']:checked + [data-slot='checkbox-mark'] {
    visibility: visible;
  }
  & [data-slot='field-label'] {
    cursor: pointer;
  }

  &[data-invalid] [data-slot='field-control'] {
    border-color: ${vars.color.danger};
    box-shadow: 0 0 0 1px ${vars.color.danger};
  }
  &[data-disabled] [data-slot='field-control'],
  &[data-disabled] [data-slot='field-label'] {
    cursor: not-allowed;
  }
  &[data-disabled] [data-slot='field-control'] {
    background: ${vars.color.disabled};
    border-color: ${vars.color.onDisabled};
  }
  &[data-disabled] [data-slot='field-control']:checked {
    background: ${vars.color.onDisabled};
  }
  &[data-disabled] [data-slot='field-label'] {
    color: ${vars.color.onDisabled};
  }
`;

/** A native checkbox with its label beside it, and a hint or error under it. */
export function Checkbox({
  label,
  hint,
  error,
  touched,
  id,
  className,
  required,
  disabled,
  ...rest
}: CheckboxProps) {
  return (
    <FieldProvider {...{ id, hint, error, touched, required, disabled }}>
      <CheckboxRoot className={className}>
        <div data-slot="checkbox-row">
          <span data-slot="checkbox-box">
            <FieldControl>
              <input type="checkbox" {...rest} />
            </FieldControl>
            <Icon name="check" data-slot="checkbox-mark" />
          </span>
          <FieldLabel>{label}</FieldLabel>
        </div>
        <FieldMessages />
      </CheckboxRoot>
    </FieldProvider>
  );
}

function CheckboxRoot({ className, children }: { className?: string; children: ReactNode }) {
  const { data } = useField();
  return (
    <Root className={className} data-slot="checkbox" {...data}>
      {children}
    </Root>
  );
}
